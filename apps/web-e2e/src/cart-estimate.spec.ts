import {
  type ProductResponse,
  POSTAL_CODE_MESSAGE,
  shippingRateResponseSchema,
} from '@maplepack/api-contract';
import { categoryBySlug } from '@maplepack/catalog';
import { formatMoney } from '@maplepack/pricing';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { centsOf, inStockProducts } from './support/catalogue';
import { expectHeading } from './support/fixtures';

/** A vitamin at its standard dose costing at most the seeded $60.00 free-shipping minimum. */
async function vitaminUnderMinimum(page: Page): Promise<{ product: ProductResponse; subtotalCents: number }> {
  const vitamins = categoryBySlug('vitamin');
  if (vitamins === undefined) throw new Error('catalog has no vitamin category');
  for (const product of await inStockProducts(page.request, vitamins)) {
    const { standard_dose_am: am, standard_dose_pm: pm } = product.acf.standard_dose_amount;
    const subtotalCents = centsOf(product.price) * (am + pm);
    if (am + pm > 0 && subtotalCents <= 6000) return { product, subtotalCents };
  }
  throw new Error('the seed has no vitamin under the free-shipping minimum');
}

async function addAndOpenCart(page: Page, product: ProductResponse): Promise<void> {
  await page.goto(`/products/vitamin/${product.id}`);
  await expectHeading(page, product.name);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Add to cart: ${product.name}`, exact: true })
    .click();
  await expect(page.getByTestId('cart-counter')).toHaveText('1');
  await page.goto('/cart');
  await expectHeading(page, 'Your Cart');
}

/** The rate the seeded API gives an address, in cents. */
async function rateCents(request: APIRequestContext, postal: string, city: string): Promise<number> {
  const response = await request.post('/api/v1/shipping-rate', { data: { postal_code: postal, city } });
  expect(response.ok()).toBe(true);
  return centsOf(shippingRateResponseSchema.parse(await response.json()).rate);
}

/** Ontario HST 13% on goods and shipping, half up to the cent. */
const ontarioHst = (cents: number): number => Math.floor((cents * 13 + 50) / 100);

async function fillEstimate(page: Page, postal: string, city: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Estimate shipping and taxes' });
  await form.getByRole('textbox', { name: 'Postal code' }).fill(postal);
  await form.getByRole('textbox', { name: 'City' }).fill(city);
  await form.getByRole('button', { name: 'Estimate' }).click();
}

test.describe('cart shipping and taxes estimate', () => {
  test('a postal code prices shipping and HST, and the estimate survives a reload', async ({ page }) => {
    const { product, subtotalCents } = await vitaminUnderMinimum(page);
    await addAndOpenCart(page, product);
    const summary = page.getByRole('complementary', { name: 'Order summary and checkout' });
    await expect(summary).toContainText('ShippingTo be calculated');

    await fillEstimate(page, 'm5v2t6', 'Toronto');
    await expect(summary.getByText('Estimated for Toronto, Ontario M5V 2T6')).toBeVisible();
    const shipping = await rateCents(page.request, 'M5V 2T6', 'Toronto');
    const tax = ontarioHst(subtotalCents + shipping);
    await expect(summary).toContainText(`Shipping${formatMoney(shipping)}`);
    await expect(summary).toContainText(`Taxes${formatMoney(tax)}`);
    await expect(summary).toContainText(`Total${formatMoney(subtotalCents + shipping + tax)}`);

    await page.reload();
    await expectHeading(page, 'Your Cart');
    await expect(summary.getByText('Estimated for Toronto, Ontario M5V 2T6')).toBeVisible();
    await expect(summary).toContainText(`Taxes${formatMoney(tax)}`);

    await summary.getByRole('button', { name: 'Change the estimate address' }).click();
    await expect(summary.getByRole('textbox', { name: 'City' })).toHaveValue('Toronto');
  });

  test('an invalid postal code shows the message under the field and keeps the input', async ({ page }) => {
    const { product } = await vitaminUnderMinimum(page);
    await addAndOpenCart(page, product);
    await fillEstimate(page, 'D1A 1A1', 'Ottawa');
    const postal = page.getByRole('textbox', { name: 'Postal code' });
    await expect(postal).toHaveAccessibleDescription(POSTAL_CODE_MESSAGE);
    await expect(postal).toHaveValue('D1A 1A1');
    await expect(page.getByRole('complementary', { name: 'Order summary and checkout' })).toContainText(
      'TaxesTo be calculated',
    );
  });

  test("a failing rate call shows the server's message and keeps 'To be calculated'", async ({ page }) => {
    const { product } = await vitaminUnderMinimum(page);
    await addAndOpenCart(page, product);
    await page.route('**/api/v1/shipping-rate', (route) =>
      route.fulfill({
        status: 422,
        json: { error: { code: 'shipping.no-rate', message: 'We cannot ship to this postal code.' } },
      }),
    );
    await fillEstimate(page, 'K1A 0B1', 'Ottawa');
    const summary = page.getByRole('complementary', { name: 'Order summary and checkout' });
    await expect(summary.getByRole('alert')).toHaveText('We cannot ship to this postal code.');
    await expect(summary).toContainText('ShippingTo be calculated');
  });
});
