import { shopDay } from '@maplepack/calendar';
import { SURVEY_V1_5, surveyIn, surveyUiTexts, type SurveyLanguage } from '@maplepack/survey-content';
import {
  advance,
  createSession,
  currentScreen,
  displayedText,
  isConcernQuestion,
  legalChoices,
  serializeSnapshot,
  statementTimeout,
  submitAnswer,
  walkAnswer,
  walkInputSchema,
  walkSurvey,
  type Field,
  type SessionState,
  type SurveyDefinition,
  type WalkInputRaw,
  type WalkSingleValue,
} from '@maplepack/survey-engine';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Drives /health-assessment as a person would: the screen order, titles and choice labels come from
 * survey v1.5 and the engine (`walkSurvey` gives the path a profile's answers take), never from
 * copies of them. Timed screens (intro, part covers, computing) are waited out by their next heading.
 */

/** A profile's answers, keyed by question ref (the `survey walk` input). */
export type Answers = NonNullable<WalkInputRaw['answers']>;

/**
 * The words of the page the survey is taken on: survey v1.5 in that language (`surveyIn`), its screens'
 * words (`surveyUiTexts`) and the app's own labels around them. Answers stay the profiles' (English
 * labels or refs): they are read by ref and shown by the page's label.
 */
export interface SurveyPage {
  definition: SurveyDefinition;
  partCover: (part: number) => string;
  concernTitle: RegExp;
  continueButton: string;
  month: string;
  year: string;
  /** The accessible name of a medication search result's button. */
  addMedication: (label: string) => string;
}

function surveyPageIn(lang: SurveyLanguage): SurveyPage {
  const ui = surveyUiTexts(lang);
  const french = lang === 'fr';
  return {
    definition: surveyIn(lang),
    partCover: ui.partCover,
    concernTitle: french
      ? /penchons-nous sur (votre|vos)( \d+)? préoccupations?\./
      : /let's address your \d+ concerns?\./,
    continueButton: ui.continueButton,
    month: french ? 'Mois' : 'Month',
    year: french ? 'Année' : 'Year',
    addMedication: (label) => (french ? `Ajouter ${label}` : `Add ${label}`),
  };
}

/** The English page (the default of every helper below). */
export const ENGLISH_PAGE: SurveyPage = surveyPageIn('en');
/** The French page (/fr/health-assessment). */
export const FRENCH_PAGE: SurveyPage = surveyPageIn('fr');

/** Browser-storage key of the assessment in progress (apps/web features/survey/survey-progress.ts). */
export const SURVEY_PROGRESS_KEY = 'maplepack.survey';

/** Today in the shop (calendar's shopDay), the day the app counts ages on. */
export function today(): string {
  return shopDay(Date.now());
}

export function fieldOf(ref: string, on: SurveyPage = ENGLISH_PAGE): Field {
  const field = on.definition.fields.find((candidate) => candidate.ref === ref);
  if (field === undefined) throw new Error(`survey v1.5 has no field '${ref}'`);
  return field;
}

export function screenTitle(ref: string, on: SurveyPage = ENGLISH_PAGE): string {
  const { welcome, thankyou } = on.definition;
  const screen = [...welcome, ...thankyou].find((candidate) => candidate.ref === ref);
  if (screen !== undefined) return screen.title;
  return displayedText(fieldOf(ref, on), false).title;
}

/** The refs of every screen a guest answering `answers` meets, from the welcome to the submit or exit. */
export function surveyPath(answers: Answers): string[] {
  const outcome = walkSurvey(SURVEY_V1_5, walkInputSchema.parse({ today: today(), answers }));
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.walk.path;
}

/** The question's screen: the section named by its title (the concern list's title counts down). */
export function questionRegion(page: Page, ref: string, on: SurveyPage = ENGLISH_PAGE): Locator {
  const field = fieldOf(ref, on);
  const name = isConcernQuestion(field) ? on.concernTitle : screenTitle(ref, on);
  return page.getByRole('region', { name, exact: true });
}

/** Waits for a screen's main heading (the question, the part title, the exit title). */
export async function expectScreen(page: Page, ref: string, on: SurveyPage = ENGLISH_PAGE): Promise<void> {
  if (ref === 'welcome') {
    await expect(
      page.getByRole('heading', { level: 2, name: screenTitle(ref, on), exact: true }),
    ).toBeVisible();
    return;
  }
  if (!on.definition.fields.some((field) => field.ref === ref)) {
    await expect(
      page.getByRole('heading', { level: 1, name: screenTitle(ref, on), exact: true }),
    ).toBeVisible();
    return;
  }
  const field = fieldOf(ref, on);
  const name = isConcernQuestion(field) ? on.concernTitle : screenTitle(ref, on);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  const part = field.properties.no_part === true ? undefined : field.properties.part;
  if (part !== undefined)
    await expect(page.getByText(on.partCover(part.number), { exact: true })).toBeVisible();
}

/** The label the page shows for the choice an answer names (read by its ref in survey v1.5). */
function shownLabel(field: Field, ref: string, fallback: string): string {
  return field.properties.choices?.find((choice) => choice.ref === ref)?.label ?? fallback;
}

function labelOf(field: Field, value: WalkSingleValue, on: SurveyPage = ENGLISH_PAGE): string {
  const english = fieldOf(field.ref);
  const converted = walkAnswer(english, value, (label) => ({ ref: label, label }));
  if (!converted.ok) throw new Error(converted.message);
  const answer = converted.answer;
  if (typeof answer === 'object' && answer !== null && 'value' in answer) {
    const own = (field.properties.choices ?? []).filter((choice) => typeof choice.value === 'boolean');
    const choices = field.type === 'legal' && own.length !== 2 ? legalChoices(field.ref) : own;
    const choice = choices.find((candidate) => candidate.value === answer.value);
    if (choice === undefined) throw new Error(`no choice of '${field.ref}' answers ${String(answer.value)}`);
    return choice.label;
  }
  if (
    typeof answer === 'object' &&
    answer !== null &&
    'label' in answer &&
    typeof answer.label === 'string' &&
    'ref' in answer &&
    typeof answer.ref === 'string'
  ) {
    return on === ENGLISH_PAGE ? answer.label : shownLabel(field, answer.ref, answer.label);
  }
  throw new Error(`'${field.ref}' is not a one-choice question`);
}

/** The labels the page shows for a multi-select answer given by English labels or refs. */
function labelsOf(field: Field, value: WalkSingleValue, on: SurveyPage): string[] {
  const given = Array.isArray(value) ? value : [String(value)];
  if (on === ENGLISH_PAGE) return given;
  const english = fieldOf(field.ref).properties.choices ?? [];
  return given.map((label) => {
    const choice = english.find((candidate) => candidate.label === label || candidate.ref === label);
    return choice === undefined ? label : shownLabel(field, choice.ref, label);
  });
}

/** Gives one question its answer, in the form a person would, and sends it. */
export async function answerQuestion(
  page: Page,
  ref: string,
  value: WalkSingleValue,
  on: SurveyPage = ENGLISH_PAGE,
): Promise<void> {
  const field = fieldOf(ref, on);
  const region = questionRegion(page, ref, on);
  switch (field.type) {
    case 'short_text':
    case 'email':
      await region.getByRole('textbox').fill(String(value));
      await region.getByRole('button', { name: on.continueButton }).click();
      return;
    case 'date': {
      // One run of digits: focus moves from month to day to year after two digits each.
      await region.getByRole('textbox', { name: on.month }).click();
      await page.keyboard.type(String(value));
      await expect(region.getByRole('textbox', { name: on.year })).toHaveValue(String(value).slice(4));
      await region.getByRole('button', { name: on.continueButton }).click();
      return;
    }
    case 'multiple_choice':
      if (field.properties.allow_multiple_selection === true) {
        const labels = labelsOf(field, value, on);
        for (const label of labels) await region.getByRole('checkbox', { name: label, exact: true }).check();
        // The one button under the checkboxes: Continue, "Let's Go!" or Complete Assessment.
        await region.getByRole('button').click();
        return;
      }
      await region.getByRole('button', { name: labelOf(field, value, on), exact: true }).click();
      return;
    case 'yes_no':
    case 'legal':
      await region.getByRole('button', { name: labelOf(field, value, on), exact: true }).click();
      return;
    case 'list_choice': {
      const labels = Array.isArray(value) ? value : [String(value)];
      const search = region.getByRole('searchbox');
      for (const label of labels) {
        await search.fill(label);
        await region.getByRole('button', { name: on.addMedication(label), exact: true }).click();
      }
      await region.getByRole('button', { name: on.continueButton, exact: true }).click();
      return;
    }
    case 'statement':
      throw new Error(`'${ref}' is a statement, not a question`);
  }
}

/**
 * Takes the assessment along `answers` from the welcome screen until `stopBefore` shows (or to the
 * submit / exit screen when omitted): statements with a button are read and dismissed, timed ones
 * waited out.
 */
export async function takeSurvey(
  page: Page,
  answers: Answers,
  options: {
    stopBefore?: string;
    onScreen?: (ref: string) => Promise<void>;
    /** The page's language (default English). */
    on?: SurveyPage;
  } = {},
): Promise<void> {
  const on = options.on ?? ENGLISH_PAGE;
  const { definition } = on;
  for (const ref of surveyPath(answers)) {
    await expectScreen(page, ref, on);
    if (ref === options.stopBefore) return;
    await options.onScreen?.(ref);
    if (ref === 'welcome') {
      const welcome = definition.welcome[0];
      await page.getByRole('button', { name: welcome?.properties.button_text ?? '', exact: true }).click();
      continue;
    }
    if (!definition.fields.some((field) => field.ref === ref)) return; // an exit screen
    const field = fieldOf(ref, on);
    if (field.type === 'statement') {
      // Timed screens move on by themselves; the others wait for their button.
      const { button_text: button } = field.properties;
      if (statementTimeout(field, definition.settings?.cover_timeout) === null) {
        await questionRegion(page, ref, on)
          .getByRole('button', { name: button ?? '', exact: true })
          .click();
      }
      continue;
    }
    const value = answers[ref];
    if (value === undefined || (typeof value === 'object' && !Array.isArray(value))) {
      throw new Error(`the profile gives no single answer to '${ref}'`);
    }
    await answerQuestion(page, ref, value, on);
  }
}

/**
 * The progress the app would have saved after the part cover before `ref`: the engine's own session,
 * walked with `answers` up to that question and serialized as the app stores it.
 */
export function savedProgressAt(answers: Answers, ref: string): string {
  let state: SessionState = createSession(SURVEY_V1_5, { today: today(), authenticated: false });
  for (let steps = 0; steps < 500; steps += 1) {
    if (state.cursor.ref === ref) return serializeSnapshot(state);
    const screen = currentScreen(state);
    if (screen.kind !== 'question') {
      const moved = advance(state);
      if (!moved.ok) throw new Error(moved.message);
      state = moved.state;
      continue;
    }
    const value = answers[screen.field.ref];
    if (value === undefined || (typeof value === 'object' && !Array.isArray(value))) {
      throw new Error(`no answer to '${screen.field.ref}' on the way to '${ref}'`);
    }
    const converted = walkAnswer(screen.field, value, (label) => ({ ref: label, label }));
    if (!converted.ok) throw new Error(converted.message);
    const result = submitAnswer(state, converted.answer, screen.field.ref);
    if (!result.ok) throw new Error(result.message);
    state = result.state;
  }
  throw new Error(`'${ref}' is not on the path of these answers`);
}

/**
 * Opens /health-assessment with `saved` as the progress in the browser, as if the person had left
 * and come back; only the first load finds it planted (a reload sees what the app kept).
 */
export async function resumeSavedProgress(page: Page, saved: string): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('maplepack-e2e.progress-planted') !== null) return;
      window.localStorage.setItem(key, value);
      window.sessionStorage.setItem('maplepack-e2e.progress-planted', 'yes');
    },
    [SURVEY_PROGRESS_KEY, saved] as const,
  );
  await page.goto('/health-assessment');
}

/** What kind of screen `ref` is, as the axe checks group them (part covers apart from statements). */
export function screenKind(ref: string): string {
  if (ref === 'welcome') return 'welcome';
  const field = SURVEY_V1_5.fields.find((candidate) => candidate.ref === ref);
  if (field === undefined) return 'exit';
  if (field.type === 'statement') {
    if (field.properties.no_part !== true && field.properties.part !== undefined) return 'part cover';
    return statementTimeout(field, SURVEY_V1_5.settings?.cover_timeout) === null
      ? 'statement'
      : 'timed statement';
  }
  if (field.type === 'multiple_choice') {
    return field.properties.allow_multiple_selection === true ? 'multi choice' : 'single choice';
  }
  return field.type;
}

/**
 * Waits until the screen's entrance animation (a 250 ms fade) is over, so that axe judges the colours
 * a person reads rather than a half-faded frame. CSS transitions (the computing bar) keep running.
 */
export async function screenSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSAnimation) || animation.playState !== 'running'),
  );
}

/** The results page after the assessment (apps/web features/survey/results/results-path.ts). */
export const RESULTS_PATH = '/health-assessment/results';

/** The results page's one action: puts the chosen tier in the cart and opens the cart. */
export async function addResultsToCart(page: Page): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${RESULTS_PATH}$`), { timeout: 30_000 });
  await page.getByRole('button', { name: /^Add .+ to my cart$/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
}
