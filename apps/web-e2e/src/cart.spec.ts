import { type ProductResponse } from '@maplepack/api-contract';
import { categoryBySlug } from '@maplepack/catalog';
import { COUPON_MESSAGES, formatMoney } from '@maplepack/pricing';
import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { centsOf, inStockProducts } from './support/catalogue';
import { expectHeading } from './support/fixtures';

/** A vitamin whose standard dose is at least one morning pill and whose max leaves room for one more. */
async function vitaminToAdd(page: Page): Promise<ProductResponse> {
  const vitamins = categoryBySlug('vitamin');
  if (vitamins === undefined) throw new Error('catalog has no vitamin category');
  const candidates = await inStockProducts(page.request, vitamins);
  const product = candidates.find(({ acf }) => {
    const { standard_dose_am: am, standard_dose_pm: pm } = acf.standard_dose_amount;
    return am >= 1 && am + pm + 1 <= acf.minmax_no_of_pills.max_no_of_pills;
  });
  if (product === undefined) throw new Error('the seed has no vitamin with room for one more morning pill');
  return product;
}

/** Adds the product on its own page and opens the cart from the header. */
async function addAndOpenCart(page: Page, product: ProductResponse) {
  await page.goto(`/products/vitamin/${product.id}`);
  await expectHeading(page, product.name);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Add to cart: ${product.name}`, exact: true })
    .click();
  await expect(page.getByTestId('cart-counter')).toHaveText('1');
  await page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expectHeading(page, 'Your Cart');
  return page.getByRole('listitem', { name: product.name, exact: true });
}

/** The coupon form's live region says `message` (the Apply button has a status spinner of its own). */
async function expectCouponMessage(coupon: Locator, message: string) {
  await expect(coupon.getByRole('status').filter({ hasText: message })).toHaveText(message);
}

function monthly(product: ProductResponse, pills: number): string {
  return `${formatMoney(centsOf(product.price) * pills)} / month`;
}

test.describe('cart', () => {
  test('an empty cart says so and offers the assessment and the products', async ({ page }) => {
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Products' })).toBeVisible();
  });

  test('add a product, change its doses, and the line price follows', async ({ page }) => {
    const product = await vitaminToAdd(page);
    const { standard_dose_am: am, standard_dose_pm: pm } = product.acf.standard_dose_amount;
    const line = await addAndOpenCart(page, product);

    // Spec §4: adding raises the quantities by the standard morning and evening doses.
    await expect(line.getByRole('status', { name: 'morning pills' })).toHaveText(String(am));
    await expect(line.getByRole('status', { name: 'evening pills' })).toHaveText(String(pm));
    await expect(line).toContainText(monthly(product, am + pm));

    await line.getByRole('button', { name: 'One more morning pill' }).click();
    await expect(line.getByRole('status', { name: 'morning pills' })).toHaveText(String(am + 1));
    await expect(line).toContainText(monthly(product, am + pm + 1));

    await line.getByRole('button', { name: 'One fewer morning pill' }).click();
    await expect(line.getByRole('status', { name: 'morning pills' })).toHaveText(String(am));
    if (pm === 0) {
      // Never below 0: the button is off at 0.
      await expect(line.getByRole('button', { name: 'One fewer evening pill' })).toBeDisabled();
    }
  });

  test('doses, remove and restore work from the keyboard', async ({ page }) => {
    const product = await vitaminToAdd(page);
    const { standard_dose_am: am } = product.acf.standard_dose_amount;
    const line = await addAndOpenCart(page, product);

    await line.getByRole('button', { name: 'One more morning pill' }).focus();
    await page.keyboard.press('Enter');
    await expect(line.getByRole('status', { name: 'morning pills' })).toHaveText(String(am + 1));
    await page.keyboard.press('Space');
    await expect(line.getByRole('status', { name: 'morning pills' })).toHaveText(String(am + 2));

    await line.getByRole('button', { name: `Remove ${product.name}` }).focus();
    await page.keyboard.press('Enter');
    const restore = line.getByRole('button', { name: `Restore ${product.name}` });
    await expect(restore).toBeVisible();
    await restore.focus();
    await page.keyboard.press('Enter');
    await expect(line.getByRole('status', { name: 'morning pills' })).toHaveText(String(am + 2));
  });

  test('soft delete and restore a line', async ({ page }) => {
    const product = await vitaminToAdd(page);
    const line = await addAndOpenCart(page, product);
    const counter = page.getByTestId('cart-counter');

    await line.getByRole('button', { name: `Remove ${product.name}` }).click();
    await expect(line).toContainText('Removed from your pack.');
    await expect(counter).toHaveText('+');

    await line.getByRole('button', { name: `Restore ${product.name}` }).click();
    await expect(line.getByRole('button', { name: `Remove ${product.name}` })).toBeVisible();
    await expect(counter).toHaveText('1');
  });

  test('apply a coupon: applied, then refused when repeated or unknown', async ({ page }) => {
    const product = await vitaminToAdd(page);
    const { standard_dose_am: am, standard_dose_pm: pm } = product.acf.standard_dose_amount;
    await addAndOpenCart(page, product);
    const coupon = page.getByRole('form', { name: 'Coupon' });
    const field = coupon.getByRole('textbox', { name: 'Coupon code' });
    const summary = page.getByRole('definition');

    // Codes compare case-insensitively (spec §4): the seeded welcome10 in capitals.
    await field.fill('WELCOME10');
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await expectCouponMessage(coupon, COUPON_MESSAGES.applied);
    await expect(coupon.getByRole('list', { name: 'Applied coupons' })).toContainText(/welcome10/i);
    const subtotalCents = centsOf(product.price) * (am + pm);
    // 10% off, as the server's percent coupon gives it; the row shows the discount as a negative amount.
    await expect(summary.filter({ hasText: formatMoney(-Math.round(subtotalCents / 10)) })).toHaveCount(1);

    await field.fill('welcome10');
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await expectCouponMessage(coupon, COUPON_MESSAGES.alreadyApplied);

    await field.fill('no-such-coupon');
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await expectCouponMessage(coupon, COUPON_MESSAGES.invalid);
  });

  test('totals: shipping and taxes are to be calculated before checkout', async ({ page }) => {
    const product = await vitaminToAdd(page);
    await addAndOpenCart(page, product);
    const summary = page.getByRole('complementary', { name: 'Order summary and checkout' });
    await expect(summary).toContainText('ShippingTo be calculated');
    await expect(summary).toContainText('TaxesTo be calculated');
    await summary.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
  });

  test('reload keeps the cart: lines, doses, removed lines and coupons', async ({ page }) => {
    const product = await vitaminToAdd(page);
    const { standard_dose_am: am } = product.acf.standard_dose_amount;
    const line = await addAndOpenCart(page, product);
    await line.getByRole('button', { name: 'One more morning pill' }).click();
    await expect(line.getByRole('status', { name: 'morning pills' })).toHaveText(String(am + 1));
    const coupon = page.getByRole('form', { name: 'Coupon' });
    await coupon.getByRole('textbox', { name: 'Coupon code' }).fill('welcome10');
    await coupon.getByRole('button', { name: 'Apply' }).click();
    await expectCouponMessage(coupon, COUPON_MESSAGES.applied);

    await page.reload();
    await expectHeading(page, 'Your Cart');
    await expect(page.getByTestId('cart-counter')).toHaveText('1');
    await expect(line.getByRole('status', { name: 'morning pills' })).toHaveText(String(am + 1));
    await expect(coupon.getByRole('list', { name: 'Applied coupons' })).toContainText(/welcome10/i);

    // A removed line stays removed (and restorable) across a reload too.
    await line.getByRole('button', { name: `Remove ${product.name}` }).click();
    await expect(page.getByTestId('cart-counter')).toHaveText('+');
    await page.reload();
    await expect(line.getByRole('button', { name: `Restore ${product.name}` })).toBeVisible();
  });
});
