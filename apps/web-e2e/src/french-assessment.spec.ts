import { CATALOGUE_FR } from '@maplepack/catalog-data';
import { SURVEY_V1_5 } from '@maplepack/survey-content';
import { SURVEY_PROFILES } from '@maplepack/survey-content/testing';
import { surveySubmitResponseSchema } from '@maplepack/api-contract';
import { expect, test } from './support/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectHeading } from './support/fixtures';
import { englishIn } from './support/french';
import {
  ENGLISH_PAGE,
  expectScreen,
  FRENCH_PAGE,
  questionRegion,
  RESULTS_PATH,
  screenSettled,
  screenTitle,
  SURVEY_PROGRESS_KEY,
  takeSurvey,
} from './support/survey';

const YOUNG_WOMAN = SURVEY_PROFILES.youngWoman.answers;
/** The French tier names (the English are the cart's). */
const FRENCH_TIERS = ['L’essentiel', 'Santé avancée', 'Soutien complet'];

/** The label survey v1.5 gives a choice in the page's language, by its ref. */
function choiceLabel(on: typeof FRENCH_PAGE, ref: string, choiceRef: string): string {
  const field = on.definition.fields.find((candidate) => candidate.ref === ref);
  const label = field?.properties.choices?.find((choice) => choice.ref === choiceRef)?.label;
  if (label === undefined) throw new Error(`no choice '${choiceRef}' of '${ref}'`);
  return label;
}

test.describe('the health assessment in French', () => {
  test('at /fr/health-assessment, taken to the results in French: no English left, axe clean', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const email = `fr.results.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ca`;
    await page.goto('/fr/health-assessment');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expectHeading(page, 'Questionnaire santé');
    const submitted = page.waitForResponse(
      (response) => response.url().endsWith('/api/v1/survey') && response.request().method() === 'POST',
      { timeout: 150_000 },
    );
    let checkedAxe = false;
    await takeSurvey(
      page,
      { ...YOUNG_WOMAN, email },
      {
        on: FRENCH_PAGE,
        onScreen: async (ref) => {
          // Every screen of the survey: no English string of the app's catalogue is left.
          expect(await englishIn(page, 'main'), `English left on '${ref}'`).toEqual([]);
          if (ref === 'supplement_attitude' && !checkedAxe) {
            await screenSettled(page);
            await expectNoSeriousA11yViolations(page);
            checkedAxe = true;
          }
        },
      },
    );
    expect(checkedAxe).toBe(true);

    await expect(
      page.getByRole('heading', { level: 1, name: 'Calcul de vos recommandations…' }),
    ).toBeVisible();
    const response = await submitted;
    expect(response.ok()).toBe(true);
    // The api client sends the page's language: the server writes the reasons in French.
    expect(response.request().headers()['accept-language']).toMatch(/^fr/);
    const { recommendation } = surveySubmitResponseSchema.parse(await response.json());

    await expect(page).toHaveURL(new RegExp(`/fr${RESULTS_PATH}$`), { timeout: 30_000 });
    await expectHeading(page, 'Ann, voici vos recommandations');
    await expect(page).toHaveTitle('Vos résultats | Maplepack');
    const tiers = page.getByRole('group', { name: 'Choisissez votre boîte' });
    for (const name of FRENCH_TIERS) {
      await expect(tiers.getByRole('button', { name: new RegExp(name) })).toContainText(
        /\d+,\d{2}\u00a0\$ \/ mois/,
      );
    }
    await expect(tiers.getByText('Recommandé pour vous')).toBeVisible();
    const selected = FRENCH_TIERS[recommendation.selected - 1] ?? '';
    await expect(page.getByRole('heading', { level: 2, name: `Ce que contient ${selected}` })).toBeVisible();
    for (const product of recommendation.tiers[String(recommendation.selected) as '1' | '2' | '3']) {
      const name = CATALOGUE_FR[product.id]?.name ?? product.name;
      const item = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
      await expect(item).toBeVisible();
      // The reason is the API's, in French; the doses with French plurals.
      await expect(item).toContainText(product.reason);
      await expect(item).toContainText(/comprimés? le (matin|soir)/);
    }
    // The reasons are the French ones, not the English.
    for (const product of recommendation.tiers['3']) {
      expect(product.reason).toMatch(/\b(les?|la|des|une?|et)\b/);
      expect(product.reason).not.toMatch(/\b(the|you|your)\b/i);
    }
    await expect(page.getByRole('button', { name: `Ajouter ${selected} à mon panier` })).toBeVisible();
    expect(await englishIn(page, 'main')).toEqual([]);
    await page.waitForLoadState('networkidle');
    await expectNoSeriousA11yViolations(page);
  });

  test('going over to the other language mid-survey keeps the progress, read in that language', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/fr/health-assessment');
    await takeSurvey(page, YOUNG_WOMAN, { on: FRENCH_PAGE, stopBefore: 'allergies' });
    const saved = await page.evaluate((key) => window.localStorage.getItem(key), SURVEY_PROGRESS_KEY);
    expect(saved).not.toBeNull();

    // The same page in English, by the survey header's switch: the same question, the answers by their
    // English label.
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/health-assessment$/);
    await expectScreen(page, 'allergies', ENGLISH_PAGE);
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(
      questionRegion(page, 'supplement_attitude', ENGLISH_PAGE).getByRole('button', {
        name: choiceLabel(ENGLISH_PAGE, 'supplement_attitude', 'attitude_some'),
        exact: true,
      }),
    ).toHaveAttribute('aria-pressed', 'true');

    // And back in French: the answer shows by its French label, the part by its French title.
    await page.getByRole('banner').getByRole('link', { name: 'Français' }).click();
    await expect(page).toHaveURL(/\/fr\/health-assessment$/);
    await expectScreen(page, 'supplement_attitude', FRENCH_PAGE);
    await expect(page.getByRole('progressbar', { name: 'Progression du questionnaire' })).toHaveAttribute(
      'aria-valuetext',
      `Partie 1 sur 4\u00a0: ${screenTitle('part_1', FRENCH_PAGE)}`,
    );
    const french = questionRegion(page, 'supplement_attitude', FRENCH_PAGE);
    await french
      .getByRole('button', {
        name: choiceLabel(FRENCH_PAGE, 'supplement_attitude', 'attitude_some'),
        exact: true,
      })
      .click();
    await expectScreen(page, 'allergies', FRENCH_PAGE);
    expect(await englishIn(page, 'main')).toEqual([]);
    // Stored by ref, as on the English page.
    const stored = JSON.parse(
      (await page.evaluate((key) => window.localStorage.getItem(key), SURVEY_PROGRESS_KEY)) ?? '{}',
    ) as { survey?: { id?: string }; submission?: Record<string, { ref?: string }> };
    expect(stored.survey?.id).toBe(SURVEY_V1_5.id);
    expect(stored.submission?.['supplement_attitude']?.ref).toBe('attitude_some');
  });
});
