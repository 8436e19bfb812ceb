import { subscriptionListResponseSchema } from '@maplepack/api-contract';
import { type Page } from '@playwright/test';
import { DEMO_STAFF, signInToAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { customerByCheckout, newEmail } from './support/checkout';
import { answeredContext, expect, test } from './support/test';

/**
 * Support's subscription job in the back office (issue 18): a customer buys a plan in the storefront
 * and phones in; support finds them, opens their subscription and skips the next renewal with a reason
 * through the customer's own lifecycle rules; the history shows who did it and why, and the owner finds
 * it in the audit log. Axe runs on every back-office page on the way.
 */
test.describe.configure({ mode: 'serial' });

const REASON = 'Customer phoned: away until January';
let email = '';
let subscriptionId = 0;
let nextRenewal = '';

async function expectAdminHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  const context = await answeredContext(browser);
  const page = await context.newPage();
  email = newEmail('admin-subs-e2e');
  await customerByCheckout(page, email);
  const plans = subscriptionListResponseSchema.parse(
    await (await page.request.get('/api/v1/subscriptions')).json(),
  );
  const [plan] = plans;
  if (plan === undefined || plan.next_payment_date === null) throw new Error('the checkout made no plan');
  subscriptionId = plan.id;
  nextRenewal = plan.next_payment_date;
  await context.close();
});

test('support finds the customer, opens their subscription and skips the next renewal with a reason', async ({
  page,
}) => {
  await signInToAdmin(page, DEMO_STAFF.support);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Customers' }).click();
  await expectAdminHeading(page, 'Customers');
  await page.getByRole('searchbox', { name: 'Email or name' }).fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 customer' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Ann Tremblay' }).click();
  await expectAdminHeading(page, 'Customer: Ann Tremblay');
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(email);
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('region', { name: 'Subscriptions' })
    .getByRole('link', { name: `#${subscriptionId}` })
    .click();
  await expectAdminHeading(page, `Subscription #${subscriptionId}`);
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(nextRenewal);
  await expect(page.getByRole('region', { name: 'Plan' }).getByRole('row')).not.toHaveCount(1);
  await expectNoSeriousA11yViolations(page);

  // Without a reason nothing is sent.
  await page.getByRole('combobox', { name: 'Action' }).selectOption('subscription.skip');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Please give the reason (at least 3 characters).')).toBeVisible();

  await page.getByRole('textbox', { name: /Your reason/ }).fill(REASON);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The customer was emailed' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).not.toContainText(nextRenewal);
  const skipped = page
    .getByRole('region', { name: 'History' })
    .getByRole('row')
    .filter({ hasText: /Skipped the/ });
  await expect(skipped).toContainText(DEMO_STAFF.support.email);
  await expect(skipped).toContainText(REASON);
  await expectNoSeriousA11yViolations(page);
});

test('the owner finds the skip, its staff member and reason in the audit log', async ({ page }) => {
  await signInToAdmin(page, DEMO_STAFF.owner);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expectAdminHeading(page, 'Audit log');
  await page.getByRole('searchbox', { name: 'Target' }).fill(`subscription:${subscriptionId}`);
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'subscription.skipped' });
  await expect(row).toContainText(DEMO_STAFF.support.email);
  await expect(row).toContainText(REASON);
  await expectNoSeriousA11yViolations(page);
});
