import { subscriptionListResponseSchema } from '@maplepack/api-contract';
import { categoryBySlug } from '@maplepack/catalog';
import { formatMoney } from '@maplepack/pricing';
import { type BrowserContext, type Page } from '@playwright/test';
import { DEMO_STAFF, signInToAdmin } from './support/admin';
import { expectNoSeriousA11yViolations } from './support/axe';
import { centsOf, inStockProducts } from './support/catalogue';
import { customerByCheckout, newEmail } from './support/checkout';
import { answeredContext, expect, test } from './support/test';

/**
 * The catalogue role's main job (issue 18): the catalogue staff member changes a product's price in the
 * back office; the storefront's product page shows the new price at once (the edit clears the API's
 * catalogue cache and the server render's pages), and so does the next renewal of a customer's plan with
 * that product, on the customer's own page; the owner finds the change, before and after, in the
 * audit log; the product is put in another category and that category's tab lists it. The price and the
 * category are put back, so the specs after this one see the seeded catalogue.
 */
test.describe.configure({ mode: 'serial' });

let productId = 0;
let productName = '';
let productPath = '';
let oldPrice = '';
let customerState: Awaited<ReturnType<BrowserContext['storageState']>> | undefined;
const NEW_PRICE = '7.77';

async function expectAdminHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

async function setPrice(page: Page, price: string) {
  const field = page.getByLabel('Price of one daily pill for a month ($)');
  await field.fill(price);
  await page.getByRole('button', { name: 'Save the product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The product was saved.' })).toBeVisible();
}

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const vitamins = categoryBySlug('vitamin');
  if (vitamins === undefined) throw new Error('the catalogue has no vitamin category');
  const context = await answeredContext(browser);
  const page = await context.newPage();
  // The last in-stock vitamin: not the products the checkout specs buy.
  const product = (await inStockProducts(page.request, vitamins)).at(-1);
  if (product === undefined) throw new Error('no in-stock vitamin');
  productId = product.id;
  productName = product.name;
  oldPrice = product.price;
  productPath = `/products/${vitamins.slug}/${product.id}`;
  // A customer whose plan renews with this product.
  await customerByCheckout(page, newEmail('admin-price-e2e'), [{ slug: vitamins.slug, product }]);
  customerState = await context.storageState();
  await context.close();
});

/** The customer's next renewal as the server prices it today, and their plan's page. */
async function renewalOfTheCustomer(page: Page) {
  const plans = subscriptionListResponseSchema.parse(
    await (await page.request.get('/api/v1/subscriptions')).json(),
  );
  const renewal = plans[0]?.renewal;
  if (renewal === null || renewal === undefined) throw new Error('the customer has no renewal');
  return renewal;
}

test('the catalogue staff member changes a price, and the storefront shows it', async ({ page, browser }) => {
  await signInToAdmin(page, DEMO_STAFF.catalogue);
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText([
    'Home',
    'Dashboard',
    'Products',
    'Coupons',
    'Tax rules',
    'Shipping rates',
    'Content pages',
    'Safety rules',
  ]);
  await nav.getByRole('link', { name: 'Products' }).click();
  await expectAdminHeading(page, 'Products');
  await page.getByRole('searchbox', { name: 'Search' }).fill(productName);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('status').filter({ hasText: /product/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: productName, exact: true }).click();
  await expectAdminHeading(page, `Edit ${productName}`);
  await expectNoSeriousA11yViolations(page);
  // A dose the safety rules refuse is not saved: the rule's own words.
  const most = page.getByLabel('Most pills a day');
  const mostBefore = await most.inputValue();
  const morning = page.getByLabel('Standard morning pills');
  await morning.fill(String(Number(mostBefore) + 1));
  await page.getByRole('button', { name: 'Save the product' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This product cannot be saved' })).toContainText(
    `allows at most ${mostBefore}`,
  );
  await page.reload();
  await expectAdminHeading(page, `Edit ${productName}`);

  // The customer's next renewal before the change: the plan's pills at the old price.
  const customer = await browser.newContext({ storageState: customerState });
  const mine = await customer.newPage();
  const before = await renewalOfTheCustomer(mine);
  const pills = centsOf(before.subtotal) / centsOf(oldPrice);
  expect(Number.isInteger(pills) && pills > 0).toBe(true);

  await setPrice(page, NEW_PRICE);

  // A shopper's browser: the product page, rendered by the server, with the new price.
  const shopper = await browser.newPage();
  await shopper.goto(productPath);
  await expect(shopper.getByRole('main')).toContainText(`${formatMoney(centsOf(NEW_PRICE))} / month`);
  const api = await shopper.request.get(`/api/v1/products/${productId}`);
  expect(((await api.json()) as { price: string }).price).toBe(NEW_PRICE);
  await shopper.close();

  // The customer's next renewal is priced with it: the server's renewal and their plan's page.
  const after = await renewalOfTheCustomer(mine);
  expect(centsOf(after.subtotal)).toBe(centsOf(NEW_PRICE) * pills);
  await mine.goto('/subscription');
  await expect(mine.getByText(/^Next renewal/)).toBeVisible();
  await expect(mine.getByLabel('Totals')).toContainText(formatMoney(centsOf(after.total)));
  await customer.close();
});

test('the owner finds the change in the audit log, then the price is put back', async ({ page }) => {
  await signInToAdmin(page, DEMO_STAFF.owner);
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expectAdminHeading(page, 'Audit log');
  await page.getByRole('searchbox', { name: 'Target' }).fill(`product:${productId}`);
  await page.getByRole('button', { name: 'Filter' }).click();
  const changed = page.getByRole('table').getByRole('row').filter({ hasText: 'product.updated' });
  await expect(changed.first()).toContainText(DEMO_STAFF.catalogue.email);
  await expect(changed.first()).toContainText(NEW_PRICE);
  await expect(changed.first()).toContainText(oldPrice);
  await expectNoSeriousA11yViolations(page);

  // The owner may edit the catalogue too: the seeded price again, for the specs that follow.
  await page.goto(`/admin/products/${productId}`);
  await expectAdminHeading(page, `Edit ${productName}`);
  await setPrice(page, oldPrice);
});

test('the catalogue staff member puts the product in another category, and its tab lists it', async ({
  page,
  browser,
}) => {
  const boosters = categoryBySlug('wellness-boosters');
  if (boosters === undefined) throw new Error('the catalogue has no wellness boosters category');
  await signInToAdmin(page, DEMO_STAFF.catalogue);
  await page.goto(`/admin/products/${productId}`);
  await expectAdminHeading(page, `Edit ${productName}`);
  const categories = page.getByRole('group', { name: 'Categories' });
  await expect(categories.getByRole('checkbox', { name: 'Vitamins' })).toBeChecked();
  const box = categories.getByRole('checkbox', { name: boosters.name });
  await expect(box).not.toBeChecked();
  await box.check();
  await page.getByRole('button', { name: 'Save the product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The product was saved.' })).toBeVisible();

  const shopper = await browser.newPage();
  await shopper.goto(`/products/${boosters.slug}`);
  await expect(shopper.getByRole('main')).toContainText(productName);
  await shopper.close();

  // Put back, for the specs that follow.
  await box.uncheck();
  await page.getByRole('button', { name: 'Save the product' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The product was saved.' })).toBeVisible();
  await expect(box).not.toBeChecked();
  await expect
    .poll(async () => {
      const api = await page.request.get(`/api/v1/products/${productId}`);
      return ((await api.json()) as { categories: { id: number }[] }).categories.map((c) => c.id);
    })
    .not.toContain(boosters.id);
});
