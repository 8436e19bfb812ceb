import { type ProductResponse } from '@maplepack/api-contract';
import { categoryBySlug } from '@maplepack/catalog';
import { type Page } from '@playwright/test';
import { inStockProducts } from './catalogue';
import { expectHeading } from './fixtures';
import { expect } from './test';

export const CHECKOUT_PASSWORD = 'maple-syrup-42';
const PASSWORD = CHECKOUT_PASSWORD;

/** A new e-mail per customer: the run shares one database (never the demo customer's password). */
export function newEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ca`;
}

/**
 * A new customer made by checkout with a vitamin and an oil (two products safe together), or with the
 * `chosen` products: a paid order and a plan, signed in. Answers the products bought, in order.
 */
export async function customerByCheckout(
  page: Page,
  email: string,
  chosen?: readonly { slug: string; product: ProductResponse }[],
): Promise<ProductResponse[]> {
  const bought: ProductResponse[] = [];
  const wanted = chosen ?? (await firstOfEach(page, ['vitamin', 'nutritional-oils']));
  for (const { slug, product } of wanted) {
    bought.push(product);
    await page.goto(`/products/${slug}/${product.id}`);
    await expectHeading(page, product.name);
    await page
      .getByRole('main')
      .getByRole('button', { name: `Add to cart: ${product.name}`, exact: true })
      .click();
    // The add is kept (a press before React takes the page over is replayed, then stored) before the next
    // page loads: going on at once could leave the page with the press still held, and the cart one short.
    await expect(page.getByTestId('cart-counter')).toHaveText(String(bought.length));
  }
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expectHeading(page, 'Checkout');
  await page.getByRole('textbox', { name: 'First name' }).fill('Ann');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Tremblay');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password for your account/).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
  await page.getByRole('textbox', { name: 'Street address' }).fill('1 King St W');
  await page.getByRole('textbox', { name: 'City' }).fill('Toronto');
  await page.getByRole('combobox', { name: 'Province or territory' }).selectOption('ON');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('M5V 2T6');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const card = page.getByRole('form', { name: 'Card payment (test mode)' });
  await card.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
  await card.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/35');
  await card.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await card.getByRole('textbox', { name: 'Name on card' }).fill('Ann Tremblay');
  await card.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/thank-you$/, { timeout: 20_000 });
  await expect(page.getByRole('banner').getByRole('link', { name: 'Ann' })).toBeVisible();
  return bought;
}

/** The first in-stock product of each category (the default purchase of customerByCheckout). */
async function firstOfEach(page: Page, slugs: readonly string[]) {
  const wanted: { slug: string; product: ProductResponse }[] = [];
  for (const slug of slugs) {
    const category = categoryBySlug(slug);
    if (category === undefined) throw new Error(`catalog has no ${slug} category`);
    const [product] = await inStockProducts(page.request, category);
    if (product === undefined) throw new Error(`the seed has no ${slug} product in stock`);
    wanted.push({ slug, product });
  }
  return wanted;
}
