import { tierInfo, TIER_NUMBERS } from '@maplepack/cart';
import { CATALOGUE } from '@maplepack/catalog-data';
import { EMPTY_PROFILE, INTERACTION_RULES, productViolations } from '@maplepack/recommendation';
import { medicationByLabel } from '@maplepack/survey-content';
import { SURVEY_PROFILES } from '@maplepack/survey-content/testing';
import { COMPUTING_DELAY_MS, concernGreeting } from '@maplepack/survey-engine';
import { surveySubmitResponseSchema } from '@maplepack/api-contract';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectHeading } from './support/fixtures';
import { mailTo } from './support/outbox';
import {
  answerQuestion,
  expectScreen,
  questionRegion,
  RESULTS_PATH,
  resumeSavedProgress,
  savedProgressAt,
  screenKind,
  screenSettled,
  screenTitle,
  SURVEY_PROGRESS_KEY,
  takeSurvey,
} from './support/survey';

const YOUNG_WOMAN = SURVEY_PROFILES.youngWoman.answers;

test('the survey layout: title, Exit back home, no Back on the first screen', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Health Assessment' }).click();
  await expect(page).toHaveURL(/\/health-assessment$/);
  await expectHeading(page, 'Health Assessment');
  await expect(page.getByRole('button', { name: 'Back' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test.describe('taking the assessment', () => {
  test('a new guest answers everything, lands on the results page, gets the e-mail, and puts the tier in the cart', async ({
    page,
  }) => {
    test.setTimeout(150_000);
    const email = `results.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ca`;
    await page.goto('/health-assessment');
    const submitted = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/survey') && response.request().method() === 'POST',
      { timeout: 120_000 },
    );
    await takeSurvey(
      page,
      { ...YOUNG_WOMAN, email },
      {
        onScreen: async (ref) => {
          // Spec §2: the concern list greets the person by name and counts the concerns still to cover.
          if (ref === 'concerns')
            await expect(questionRegion(page, ref)).toHaveAccessibleName(concernGreeting('Ann', 0));
        },
      },
    );

    // Spec §4: the computing screen for 8 seconds, then the results page (issue 17), not the cart.
    await expect(
      page.getByRole('heading', { level: 1, name: /Computing your recommendations/ }),
    ).toBeVisible();
    const computingSince = Date.now();
    const response = await submitted;
    expect(response.ok()).toBe(true);
    const { recommendation } = surveySubmitResponseSchema.parse(await response.json());
    await expect(page).toHaveURL(new RegExp(`${RESULTS_PATH}$`), { timeout: 20_000 });
    // The wait is the full delay even though the answer came sooner (less the heading's own latency).
    expect(Date.now() - computingSince).toBeGreaterThanOrEqual(COMPUTING_DELAY_MS - 1_000);

    const expectResults = async () => {
      await expectHeading(page, 'Ann, here are your recommendations');
      const tiers = page.getByRole('group', { name: 'Choose your pack' });
      for (const tier of TIER_NUMBERS) {
        const button = tiers.getByRole('button', { name: new RegExp(tierInfo(tier).name) });
        await expect(button).toHaveAttribute('aria-pressed', String(tier === recommendation.selected));
        await expect(button).toContainText(/\$\d+\.\d{2} \/ month/);
      }
      // The recommended tier is marked where everyone sees it, not only for screen readers.
      await expect(
        tiers
          .getByRole('button', { name: new RegExp(tierInfo(recommendation.selected).name) })
          .getByText('Recommended for you'),
      ).toBeVisible();
      const recommended = recommendation.tiers[String(recommendation.selected) as '1' | '2' | '3'];
      expect(recommended.length).toBeGreaterThan(0);
      for (const product of recommended) {
        const item = page.getByRole('listitem').filter({
          has: page.getByRole('heading', { level: 3, name: product.name, exact: true }),
        });
        await expect(item).toBeVisible();
        expect(product.reason).not.toBe('');
        await expect(item).toContainText(product.reason);
      }
    };
    await expectResults();
    await expectNoSeriousA11yViolations(page);
    // Once submitted, reloading the assessment starts afresh rather than resuming.
    expect(await page.evaluate((key) => window.localStorage.getItem(key), SURVEY_PROGRESS_KEY)).toBeNull();

    // The results come from the API: a reload shows them again.
    await page.reload();
    await expectResults();

    // "We will email you a copy of your results": a link to this page, not the answers or the products.
    const mail = await mailTo(email, 'Your Maplepack results are ready');
    expect(mail.body).toContain('Hi Ann,');
    expect(mail.body).toMatch(new RegExp(`https?://[^\\s"<>]+${RESULTS_PATH}`));
    for (const product of recommendation.tiers['3']) expect(mail.body).not.toContain(product.name);
    await page.goto(RESULTS_PATH);
    await expectResults();

    // One action puts the chosen tier in the cart; the cart is then a cart.
    await page
      .getByRole('button', { name: `Add ${tierInfo(recommendation.selected).name} to my cart` })
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    await expectHeading(page, 'Your Cart');
    const pack = page.getByRole('region', { name: 'Your pack' });
    for (const product of recommendation.tiers[String(recommendation.selected) as '1' | '2' | '3']) {
      await expect(pack.getByRole('listitem', { name: product.name, exact: true })).toBeVisible();
    }
  });

  test('with no assessment in this browser, the results page says what to do', async ({ page }) => {
    await page.goto(RESULTS_PATH);
    await expectHeading(page, 'No assessment yet');
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Take the health assessment' }),
    ).toHaveAttribute('href', '/health-assessment');
    await expectNoSeriousA11yViolations(page);
  });

  test("under 19: 'Sorry!' and the way to the advisory board", async ({ page }) => {
    await page.goto('/health-assessment');
    await takeSurvey(page, SURVEY_PROFILES.under19.answers);
    await expectScreen(page, 'exit_under_19');
    await expect(page.getByRole('link', { name: 'our advisory board' })).toHaveAttribute(
      'href',
      '/team?to=advisory-board',
    );
    await page.getByRole('button', { name: 'EXIT ASSESSMENT' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("consent declined: 'Not to worry!', build your own pack or talk to the advisory board", async ({
    page,
  }) => {
    await page.goto('/health-assessment');
    await takeSurvey(page, SURVEY_PROFILES.consentDeclined.answers);
    await expect(
      page.getByRole('heading', { level: 1, name: screenTitle('exit_consent_declined') }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'build your own pack' })).toHaveAttribute(
      'href',
      '/products',
    );
    await expect(page.getByRole('link', { name: 'our advisory board' })).toHaveAttribute(
      'href',
      '/team?to=advisory-board',
    );
    await page.getByRole('button', { name: 'EXIT ASSESSMENT' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Back from the first question of part 2 returns to the last of part 1 with its answer', async ({
    page,
  }) => {
    await page.goto('/health-assessment');
    await takeSurvey(page, YOUNG_WOMAN, { stopBefore: 'diet_type' });
    await page.getByRole('button', { name: 'Back' }).click();
    await expectScreen(page, 'chronic_conditions');
    const chronic = questionRegion(page, 'chronic_conditions');
    await expect(chronic.getByRole('checkbox', { name: 'None of these', exact: true })).toBeChecked();
    // Sending it again moves on through the part 2 cover as before.
    await chronic.getByRole('button', { name: 'Continue' }).click();
    await expectScreen(page, 'part_2');
    await expectScreen(page, 'diet_type');
  });

  test('a reload in the middle of a part returns to the question the person was on, answers kept', async ({
    page,
  }) => {
    await page.goto('/health-assessment');
    await takeSurvey(page, YOUNG_WOMAN, { stopBefore: 'diet_type' });
    await answerQuestion(page, 'diet_type', 'I eat everything');
    await expectScreen(page, 'fish_intake');
    const inPart = page.getByRole('progressbar', { name: 'Progress in part 2' });
    await expect(page.getByRole('progressbar', { name: 'Assessment progress' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    await expect(inPart).toHaveAttribute('aria-valuetext', /^Question 2, \d+% of part 2$/);
    await page.reload();
    // Saved after every answer (issue 17): the reload returns to fish_intake, with the same progress.
    await expectScreen(page, 'fish_intake');
    await expect(inPart).toHaveAttribute('aria-valuetext', /^Question 2, \d+% of part 2$/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expectScreen(page, 'diet_type');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectScreen(page, 'chronic_conditions');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectScreen(page, 'allergies');
    await expect(
      questionRegion(page, 'allergies').getByRole('checkbox', { name: 'Nothing I know of', exact: true }),
    ).toBeChecked();
  });

  test('corrupt saved progress is cleared and the assessment starts afresh', async ({ page }) => {
    await resumeSavedProgress(page, '{"version":1,"survey":');
    await expectScreen(page, 'welcome');
    // The welcome is painted by the server; the browser clears the progress once its script runs.
    await expect
      .poll(() => page.evaluate((key) => window.localStorage.getItem(key), SURVEY_PROGRESS_KEY))
      .toBeNull();
  });

  test('a medication with interactions names the products it changes, at once', async ({ page }) => {
    const label = 'Coumadin';
    const medication = medicationByLabel(label);
    if (medication === undefined) throw new Error(`the medication list has no '${label}'`);
    // The products the recommendation library's interaction rules leave out for this medication.
    const profile = { ...EMPTY_PROFILE, medications: [{ label, classes: [...medication.classes] }] };
    const excludingRules = new Set(
      INTERACTION_RULES.filter((rule) => rule.action === 'exclude').map((rule) => rule.id),
    );
    const leftOut = CATALOGUE.filter((product) =>
      productViolations(product, profile, product.standardDose.am + product.standardDose.pm).some(
        (violation) => excludingRules.has(violation.ruleId),
      ),
    ).map((product) => product.name);
    expect(leftOut.length).toBeGreaterThan(0);

    // Parts 1 to 3 answered earlier: the progress saved after the part 4 cover.
    const saved = savedProgressAt(YOUNG_WOMAN, 'medications');
    await resumeSavedProgress(page, saved);
    await expectScreen(page, 'medications');
    await answerQuestion(page, 'medications', true);
    await expectScreen(page, 'medication_list');
    const step = questionRegion(page, 'medication_list');
    const search = step.getByRole('searchbox');
    await expect(search).toHaveAttribute('placeholder', 'Enter your medication name');
    await expect(step.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();

    await search.fill('zzzz');
    await expect(step.getByText('No results found, please continue.')).toBeVisible();
    await search.fill(label);
    await step.getByRole('button', { name: `Add ${label}`, exact: true }).click();

    const findings = step.getByRole('list', { name: `How ${label} changes your pack` });
    await expect(findings).toBeVisible();
    for (const name of leftOut) await expect(findings).toContainText(name);
    await expect(findings).toContainText(/ginkgo/i);
    await expect(findings).toContainText(/vitamin K/i);
    await expect(step.getByRole('button', { name: 'Continue', exact: true })).toBeEnabled();
    await step.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectScreen(page, 'pack_format');
  });
});

test.describe('keyboard and motion', () => {
  test('screens fade in only for people who did not ask for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/health-assessment');
    await expectScreen(page, 'welcome');
    const welcome = page.getByRole('main').getByRole('region', { name: 'Health Assessment' });
    // The opening screen is painted by the server: it does not fade in from transparent.
    await expect(welcome).toHaveCSS('animation-name', 'none');
    // A page entered from another one does, unless the person asked for less motion.
    await page.goto('/about');
    await page.waitForLoadState('networkidle');
    await page.getByRole('banner').getByRole('link', { name: 'Our Team' }).click();
    const entered = page.locator('[data-transition="on"]');
    await expect(entered).not.toHaveCSS('animation-name', 'none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(entered).toHaveCSS('animation-name', 'none');
  });

  test('focus lands on each question; Enter sends, number keys pick', async ({ page }) => {
    await resumeSavedProgress(page, savedProgressAt(YOUNG_WOMAN, 'name'));
    const heading = (ref: string) =>
      page.getByRole('heading', { level: 1, name: screenTitle(ref), exact: true });
    const keyboardStep = async (ref: string, keys: () => Promise<void>) => {
      await expect(heading(ref)).toBeFocused();
      await keys();
    };
    await keyboardStep('name', async () => {
      await page.keyboard.press('Tab');
      await page.keyboard.type('Ann');
      await page.keyboard.press('Enter');
    });
    await keyboardStep('consent', () => page.keyboard.press('1'));
    await keyboardStep('email', async () => {
      await page.keyboard.press('Tab');
      await page.keyboard.type('ann@example.ca');
      await page.keyboard.press('Enter');
    });
    await keyboardStep('birthday', async () => {
      await page.keyboard.press('Tab');
      await page.keyboard.type('05141990');
      await page.keyboard.press('Enter');
    });
    await keyboardStep('sex', () => page.keyboard.press('1'));
    // 'None of these' is the fourth choice.
    await keyboardStep('pregnancy_status', () => page.keyboard.press('4'));
    await keyboardStep('supplement_attitude', () => page.keyboard.press('2'));
    await keyboardStep('allergies', async () => {
      await page.keyboard.press('1');
      await expect(
        questionRegion(page, 'allergies').getByRole('checkbox', { name: 'Nothing I know of', exact: true }),
      ).toBeChecked();
      await page.keyboard.press('Enter');
    });
    await expect(heading('chronic_conditions')).toBeFocused();
  });
});

test.describe('axe: no serious or critical violation on any survey screen', () => {
  /** Runs axe once per kind of screen, the first time one shows. */
  function checker(page: Page) {
    const checked = new Set<string>();
    return async (ref: string) => {
      const kind = screenKind(ref);
      if (checked.has(kind)) return;
      checked.add(kind);
      await test.step(`axe on ${kind} (${ref})`, async () => {
        await screenSettled(page);
        await expectNoSeriousA11yViolations(page);
      });
    };
  }

  test('welcome, intro, part cover, short_text, legal, email, date, single and multi choice', async ({
    page,
  }) => {
    const check = checker(page);
    await page.goto('/health-assessment');
    await takeSurvey(page, YOUNG_WOMAN, { stopBefore: 'chronic_conditions', onScreen: check });
  });

  test('yes_no and a statement with a button', async ({ page }) => {
    const check = checker(page);
    await resumeSavedProgress(page, savedProgressAt(YOUNG_WOMAN, 'vitamin_d_tested'));
    await expectScreen(page, 'vitamin_d_tested');
    await check('vitamin_d_tested');
    await answerQuestion(page, 'vitamin_d_tested', false);
    await expectScreen(page, 'vitamin_d_did_you_know');
    await check('vitamin_d_did_you_know');
  });

  test('list_choice with a medication added, then the computing screen', async ({ page }) => {
    const check = checker(page);
    await resumeSavedProgress(page, savedProgressAt(YOUNG_WOMAN, 'medications'));
    await expectScreen(page, 'medications');
    await answerQuestion(page, 'medications', true);
    await expectScreen(page, 'medication_list');
    const step = questionRegion(page, 'medication_list');
    await step.getByRole('searchbox').fill('Coumadin');
    await step.getByRole('button', { name: 'Add Coumadin', exact: true }).click();
    await expect(step.getByRole('list', { name: 'How Coumadin changes your pack' })).toBeVisible();
    await check('medication_list');
    await step.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectScreen(page, 'pack_format');
    await check('pack_format');
    await answerQuestion(page, 'pack_format', 'One pack a day');
    await answerQuestion(page, 'final_consent', 'I accept');
    await expect(
      page.getByRole('heading', { level: 1, name: /Computing your recommendations/ }),
    ).toBeVisible();
    await test.step('axe on computing', async () => {
      await screenSettled(page);
      await expectNoSeriousA11yViolations(page);
    });
  });

  test('an exit screen', async ({ page }) => {
    const declined = SURVEY_PROFILES.consentDeclined.answers;
    await resumeSavedProgress(page, savedProgressAt(declined, 'consent'));
    await expectScreen(page, 'consent');
    await answerQuestion(page, 'consent', declined.consent);
    await expectScreen(page, 'exit_consent_declined');
    await screenSettled(page);
    await expectNoSeriousA11yViolations(page);
  });
});
