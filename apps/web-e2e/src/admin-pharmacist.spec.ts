import { randomUUID } from 'node:crypto';
import { CLIENT_HEADER_NAME } from '@maplepack/api-contract';
import { type Page } from '@playwright/test';
import { DEMO_STAFF, signInToAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/test';

/**
 * The pharmacist's job in the back office (issue 18): a visitor's assessment is in the shop; the
 * pharmacist finds it, opens its answers with a stated reason (logged), reviews the safety rules and
 * signs them off; the storefront then shows the review's date under the results; the owner finds the
 * view (with its reason) and the sign-off in the audit log. Axe runs on each new page on the way.
 */
test.describe.configure({ mode: 'serial' });

const surveyId = randomUUID();
const REASON = 'checking an interaction question from the customer';

async function expectAdminHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('the pharmacist reads an assessment with a reason and signs off the safety rules', async ({ page }) => {
  const posted = await page.request.post('/api/v1/survey', {
    data: {
      id: surveyId,
      version: '1.5',
      value: JSON.stringify({
        name: 'Gail',
        consent: true,
        email: `e2e-pharmacist-${surveyId}@example.ca`,
        birthday: '05141990',
        sex: 'Female',
        pregnancy_status: 'None of these',
        concerns: ['Sleep', 'Gut Health'],
        concerns_fallback: { each: ["Let's see recommendations"] },
      }),
    },
    headers: { [CLIENT_HEADER_NAME]: 'e2e' },
  });
  expect(posted.status()).toBe(200);

  await signInToAdmin(page, DEMO_STAFF.pharmacist);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Dashboard', 'Health answers', 'Safety rules']);

  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expectAdminHeading(page, 'Dashboard');
  await expect(page.getByRole('img', { name: 'Monthly recurring revenue, last 12 months' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await nav.getByRole('link', { name: 'Health answers' }).click();
  await expectAdminHeading(page, 'Health answers');
  await page.getByRole('searchbox', { name: 'Customer email or assessment id' }).fill(surveyId);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: `Read the answers: ${surveyId}` }).click();
  await page.getByRole('button', { name: 'Show the answers (logged)' }).click();
  await expect(page.getByText('Please say why you need to read these answers.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('textbox', { name: 'Why do you need to read these answers?' }).fill(REASON);
  await page.getByRole('button', { name: 'Show the answers (logged)' }).click();
  const answers = page.getByRole('region', { name: `Answers of assessment ${surveyId}` });
  await expect(answers.getByRole('cell', { name: 'Sleep, Gut Health' })).toBeVisible();
  await expect(answers.getByText('This view was written to the audit log.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await nav.getByRole('link', { name: 'Safety rules' }).click();
  await expectAdminHeading(page, 'Safety rules');
  await expect(page.getByRole('heading', { level: 2, name: /^Medications \(/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Sign off these rules' }).click();
  await page.getByRole('checkbox', { name: /I have reviewed every rule/ }).check();
  await page.getByRole('button', { name: 'Confirm the sign-off' }).click();
  await expect(page.getByText('These rules are the version last signed off.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^Signed off on / })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The storefront: the results of this browser's assessment say when the rules were last reviewed.
  await page.goto('/health-assessment/results');
  await expect(page.getByText(/^Safety rules last reviewed by our pharmacist on /)).toBeVisible();
});

test('the owner finds the view with its reason and the sign-off in the audit log', async ({ page }) => {
  await signInToAdmin(page, DEMO_STAFF.owner);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Health answers' })).toHaveCount(0);

  await nav.getByRole('link', { name: 'Privacy requests' }).click();
  await expectAdminHeading(page, 'Privacy requests');
  await expectNoSeriousA11yViolations(page);

  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expectAdminHeading(page, 'Audit log');
  await page.getByRole('searchbox', { name: 'Target' }).fill(`assessment:${surveyId}`);
  await page.getByRole('button', { name: 'Filter' }).click();
  const viewed = page.getByRole('table').getByRole('row').filter({ hasText: 'health-answers.viewed' });
  await expect(viewed).toContainText(DEMO_STAFF.pharmacist.email);
  await expect(viewed).toContainText(REASON);

  await page.getByRole('searchbox', { name: 'Target' }).fill('');
  await page.getByLabel('Action').selectOption('safety.signed-off');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(
    page.getByRole('table').getByRole('row').filter({ hasText: 'safety.signed-off' }).first(),
  ).toContainText(DEMO_STAFF.pharmacist.email);
  await expectNoSeriousA11yViolations(page);
});
