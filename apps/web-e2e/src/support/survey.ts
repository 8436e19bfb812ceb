import { shopDay } from '@maplepack/calendar';
import { SURVEY_V1_5 } from '@maplepack/survey-content';
import {
  advance,
  createSession,
  currentScreen,
  displayedText,
  isConcernQuestion,
  legalChoices,
  partCoverText,
  serializeSnapshot,
  statementTimeout,
  submitAnswer,
  walkAnswer,
  walkInputSchema,
  walkSurvey,
  type Field,
  type SessionState,
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

/** Browser-storage key of the assessment in progress (apps/web features/survey/survey-progress.ts). */
export const SURVEY_PROGRESS_KEY = 'maplepack.survey';

/** Today in the shop (calendar's shopDay), the day the app counts ages on. */
export function today(): string {
  return shopDay(Date.now());
}

export function fieldOf(ref: string): Field {
  const field = SURVEY_V1_5.fields.find((candidate) => candidate.ref === ref);
  if (field === undefined) throw new Error(`survey v1.5 has no field '${ref}'`);
  return field;
}

export function screenTitle(ref: string): string {
  const screen = [...SURVEY_V1_5.welcome, ...SURVEY_V1_5.thankyou].find((candidate) => candidate.ref === ref);
  if (screen !== undefined) return screen.title;
  return displayedText(fieldOf(ref), false).title;
}

/** The refs of every screen a guest answering `answers` meets, from the welcome to the submit or exit. */
export function surveyPath(answers: Answers): string[] {
  const outcome = walkSurvey(SURVEY_V1_5, walkInputSchema.parse({ today: today(), answers }));
  if (!outcome.ok) throw new Error(outcome.message);
  return outcome.walk.path;
}

/** The question's screen: the section named by its title (the concern list's title counts down). */
export function questionRegion(page: Page, ref: string): Locator {
  const field = fieldOf(ref);
  const name = isConcernQuestion(field) ? /let's address your \d+ concerns?\./ : screenTitle(ref);
  return page.getByRole('region', { name, exact: true });
}

/** Waits for a screen's main heading (the question, the part title, the exit title). */
export async function expectScreen(page: Page, ref: string): Promise<void> {
  if (ref === 'welcome') {
    await expect(page.getByRole('heading', { level: 2, name: screenTitle(ref), exact: true })).toBeVisible();
    return;
  }
  if (!SURVEY_V1_5.fields.some((field) => field.ref === ref)) {
    await expect(page.getByRole('heading', { level: 1, name: screenTitle(ref), exact: true })).toBeVisible();
    return;
  }
  const field = fieldOf(ref);
  const name = isConcernQuestion(field) ? /let's address your \d+ concerns?\./ : screenTitle(ref);
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  const part = field.properties.no_part === true ? undefined : field.properties.part;
  if (part !== undefined)
    await expect(page.getByText(partCoverText(part.number), { exact: true })).toBeVisible();
}

function labelOf(field: Field, value: WalkSingleValue): string {
  const converted = walkAnswer(field, value, (label) => ({ ref: label, label }));
  if (!converted.ok) throw new Error(converted.message);
  const answer = converted.answer;
  if (typeof answer === 'object' && answer !== null && 'value' in answer) {
    const choices = field.type === 'legal' ? legalChoices(field.ref) : (field.properties.choices ?? []);
    const choice = choices.find((candidate) => candidate.value === answer.value);
    if (choice === undefined) throw new Error(`no choice of '${field.ref}' answers ${String(answer.value)}`);
    return choice.label;
  }
  if (
    typeof answer === 'object' &&
    answer !== null &&
    'label' in answer &&
    typeof answer.label === 'string'
  ) {
    return answer.label;
  }
  throw new Error(`'${field.ref}' is not a one-choice question`);
}

/** Gives one question its answer, in the form a person would, and sends it. */
export async function answerQuestion(page: Page, ref: string, value: WalkSingleValue): Promise<void> {
  const field = fieldOf(ref);
  const region = questionRegion(page, ref);
  switch (field.type) {
    case 'short_text':
    case 'email':
      await region.getByRole('textbox').fill(String(value));
      await region.getByRole('button', { name: 'Continue' }).click();
      return;
    case 'date': {
      // One run of digits: focus moves from month to day to year after two digits each.
      await region.getByRole('textbox', { name: 'Month' }).click();
      await page.keyboard.type(String(value));
      await expect(region.getByRole('textbox', { name: 'Year' })).toHaveValue(String(value).slice(4));
      await region.getByRole('button', { name: 'Continue' }).click();
      return;
    }
    case 'multiple_choice':
      if (field.properties.allow_multiple_selection === true) {
        const labels = Array.isArray(value) ? value : [String(value)];
        for (const label of labels) await region.getByRole('checkbox', { name: label, exact: true }).check();
        // The one button under the checkboxes: Continue, "Let's Go!" or Complete Assessment.
        await region.getByRole('button').click();
        return;
      }
      await region.getByRole('button', { name: labelOf(field, value), exact: true }).click();
      return;
    case 'yes_no':
    case 'legal':
      await region.getByRole('button', { name: labelOf(field, value), exact: true }).click();
      return;
    case 'list_choice': {
      const labels = Array.isArray(value) ? value : [String(value)];
      const search = region.getByRole('searchbox');
      for (const label of labels) {
        await search.fill(label);
        await region.getByRole('button', { name: `Add ${label}`, exact: true }).click();
      }
      await region.getByRole('button', { name: 'Continue', exact: true }).click();
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
  options: { stopBefore?: string; onScreen?: (ref: string) => Promise<void> } = {},
): Promise<void> {
  for (const ref of surveyPath(answers)) {
    await expectScreen(page, ref);
    if (ref === options.stopBefore) return;
    await options.onScreen?.(ref);
    if (ref === 'welcome') {
      const welcome = SURVEY_V1_5.welcome[0];
      await page.getByRole('button', { name: welcome?.properties.button_text ?? '', exact: true }).click();
      continue;
    }
    if (!SURVEY_V1_5.fields.some((field) => field.ref === ref)) return; // an exit screen
    const field = fieldOf(ref);
    if (field.type === 'statement') {
      // Timed screens move on by themselves; the others wait for their button.
      const { button_text: button } = field.properties;
      if (statementTimeout(field, SURVEY_V1_5.settings?.cover_timeout) === null) {
        await questionRegion(page, ref)
          .getByRole('button', { name: button ?? '', exact: true })
          .click();
      }
      continue;
    }
    const value = answers[ref];
    if (value === undefined || (typeof value === 'object' && !Array.isArray(value))) {
      throw new Error(`the profile gives no single answer to '${ref}'`);
    }
    await answerQuestion(page, ref, value);
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
