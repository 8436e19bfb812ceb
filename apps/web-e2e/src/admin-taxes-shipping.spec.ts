import { categoryBySlug } from '@maplepack/catalog';
import { formatMoney } from '@maplepack/pricing';
import { type Page } from '@playwright/test';
import { DEMO_STAFF, signInToAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { centsOf, inStockProducts } from './support/catalogue';
import { expectHeading } from './support/fixtures';
import { expect, test } from './support/test';

/**
 * Tax rules and shipping rates with effective dates (issue 18): the catalogue staff member schedules a
 * province's new rate and a new Canada Post cost from next year and sees them listed as scheduled, then
 * raises a remote area's surcharge from today; the storefront's cart estimate for a postal code there
 * shows the new rate at once. The changes touch nothing the other specs price: the scheduled ones start
 * next year, the surcharge is for the Magdalen Islands (a retry takes Nunavik, as the first attempt's
 * surcharge is already in force and today's cannot be scheduled twice).
 */
test.describe.configure({ mode: 'serial' });

const AREAS = [
  { prefix: 'G4T', postal: 'G4T 1A1', city: 'Cap-aux-Meules', province: 'Quebec' },
  { prefix: 'J0M', postal: 'J0M 1C0', city: 'Kuujjuaq', province: 'Quebec' },
] as const;
const NEW_SURCHARGE = '7.00';
const BASE_COST_CENTS = 950;

async function expectAdminHeading(page: Page, name: string) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Next January 1st, a day later per retry (a retry supersedes what the first attempt scheduled). */
function nextYear(retry: number): string {
  const day = new Date(Date.UTC(new Date().getUTCFullYear() + 1, 0, 1 + retry));
  return day.toISOString().slice(0, 10);
}

test('the catalogue staff member schedules a new tax rate and a new shipping cost and sees them listed', async ({
  page,
}, testInfo) => {
  const from = nextYear(testInfo.retry);
  await signInToAdmin(page, DEMO_STAFF.catalogue);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await nav.getByRole('link', { name: 'Tax rules' }).click();
  await expectAdminHeading(page, 'Tax rules');
  await expect(page.getByRole('status').filter({ hasText: /rules/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  const form = page.getByRole('form', { name: 'Schedule a tax rule' });
  await form.getByLabel('Province').selectOption('PE');
  await form.getByLabel('Name (e.g. HST, GST, QST)').fill('HST');
  await form.getByLabel('Rate (%)').fill('14');
  await form.getByLabel('First day in force').fill(from);
  await form.getByRole('button', { name: 'Schedule the rule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The change was scheduled.' })).toBeVisible();

  await page.getByLabel('Province', { exact: true }).first().selectOption('PE');
  await page.getByRole('button', { name: 'Show' }).click();
  const scheduledRule = page.getByRole('row').filter({ hasText: '14.0000' }).filter({ hasText: from });
  await expect(scheduledRule).toContainText('Scheduled');
  await expect(page.getByRole('row').filter({ hasText: '15.0000' }).first()).toContainText('In force');

  await nav.getByRole('link', { name: 'Shipping rates' }).click();
  await expectAdminHeading(page, 'Shipping rates');
  const cost = page.getByRole('form', { name: 'Schedule a new cost for Canada Post' });
  await cost.getByLabel('Amount ($)').fill('10.25');
  await cost.getByLabel('First day in force').fill(from);
  await cost.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The change was scheduled.' })).toBeVisible();
  const canadaPost = page.getByRole('region', { name: 'Canada Post: cost' });
  await expect(canadaPost.getByRole('row').filter({ hasText: '$10.25' })).toContainText('Scheduled');
  await expect(canadaPost.getByRole('row').filter({ hasText: '$9.50' })).toContainText('In force');
  await expectNoSeriousA11yViolations(page);
});

test("a surcharge in force from today is the storefront's cart estimate at once", async ({
  page,
  browser,
}, testInfo) => {
  const area = AREAS[Math.min(testInfo.retry, AREAS.length - 1)] ?? AREAS[0];
  await signInToAdmin(page, DEMO_STAFF.catalogue, '/admin/shipping');
  await expectAdminHeading(page, 'Shipping rates');
  const surcharge = page.getByRole('form', { name: 'Schedule a surcharge' });
  await surcharge.getByLabel('Prefix').selectOption(area.prefix);
  await surcharge.getByLabel('Amount ($)').fill(NEW_SURCHARGE);
  // The first day is today by default.
  await surcharge.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The change was scheduled.' })).toBeVisible();

  // A shopper's cart: a vitamin under the free-shipping minimum, estimated for the area.
  const shopper = await browser.newPage();
  const vitamins = categoryBySlug('vitamin');
  if (vitamins === undefined) throw new Error('the catalogue has no vitamin category');
  const product = (await inStockProducts(shopper.request, vitamins)).find((candidate) => {
    const { standard_dose_am: am, standard_dose_pm: pm } = candidate.acf.standard_dose_amount;
    return am + pm > 0 && centsOf(candidate.price) * (am + pm) <= 6000;
  });
  if (product === undefined) throw new Error('no vitamin under the free-shipping minimum');
  await shopper.goto(`/products/vitamin/${product.id}`);
  await expectHeading(shopper, product.name);
  await shopper
    .getByRole('main')
    .getByRole('button', { name: `Add to cart: ${product.name}`, exact: true })
    .click();
  await expect(shopper.getByTestId('cart-counter')).toHaveText('1');
  await shopper.goto('/cart');
  await expectHeading(shopper, 'Your Cart');
  const form = shopper.getByRole('form', { name: 'Estimate shipping and taxes' });
  await form.getByRole('textbox', { name: 'Postal code' }).fill(area.postal);
  await form.getByRole('textbox', { name: 'City' }).fill(area.city);
  await form.getByRole('button', { name: 'Estimate' }).click();
  const summary = shopper.getByRole('complementary', { name: 'Order summary and checkout' });
  await expect(
    summary.getByText(`Estimated for ${area.city}, ${area.province} ${area.postal}`),
  ).toBeVisible();
  await expect(summary).toContainText(`Shipping${formatMoney(BASE_COST_CENTS + centsOf(NEW_SURCHARGE))}`);
  await shopper.close();
});
