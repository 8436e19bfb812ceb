import {
  checkoutReceiptResponseSchema,
  orderListResponseSchema,
  type ProductResponse,
  subscriptionResponseSchema,
  TRIAL_PROGRAM_MESSAGES,
} from '@maplepack/api-contract';
import { categoryBySlug } from '@maplepack/catalog';
import { SURVEY_PROFILES } from '@maplepack/survey-content/testing';
import { type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { inStockProducts } from './support/catalogue';
import { expectHeading } from './support/fixtures';
import { registerCustomer, signIn } from './support/session';
import { addResultsToCart, takeSurvey } from './support/survey';
import { expect, test } from './support/test';

/** A new e-mail per purchase: the run shares one database, and an e-mail buys as a new customer once. */
function newEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ca`;
}

/** A vitamin at its standard dose, added from its page; the cart then opens. */
async function cartWithOneVitamin(page: Page): Promise<ProductResponse> {
  const vitamins = categoryBySlug('vitamin');
  if (vitamins === undefined) throw new Error('catalog has no vitamin category');
  const [product] = await inStockProducts(page.request, vitamins);
  if (product === undefined) throw new Error('the seed has no vitamin in stock');
  await page.goto(`/products/vitamin/${product.id}`);
  await expectHeading(page, product.name);
  await page
    .getByRole('main')
    .getByRole('button', { name: `Add to cart: ${product.name}`, exact: true })
    .click();
  await expect(page.getByTestId('cart-counter')).toHaveText('1');
  await page.goto('/cart');
  await expectHeading(page, 'Your Cart');
  return product;
}

async function proceedToCheckout(page: Page): Promise<void> {
  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectHeading(page, 'Checkout');
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function fillContact(page: Page, email: string): Promise<void> {
  await expect(stepHeading(page, 'Your details')).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill('Ann');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Tremblay');
  await page.getByRole('textbox', { name: /^Email/ }).fill(email);
  await page.getByLabel(/^Password for your account/).fill('maple-syrup-42');
  await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();
  await page.getByRole('button', { name: 'Continue to shipping' }).click();
}

async function fillShipping(page: Page): Promise<void> {
  await expect(stepHeading(page, 'Shipping address')).toBeVisible();
  await page.getByRole('textbox', { name: 'Street address' }).fill('1 King St W');
  await page.getByRole('textbox', { name: 'City' }).fill('Toronto');
  await page.getByRole('combobox', { name: 'Province or territory' }).selectOption('ON');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('M5V 2T6');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(stepHeading(page, 'Review and pay')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toBeVisible();
}

function cardForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Card payment (test mode)' });
}

async function enterCard(page: Page, number: string): Promise<void> {
  const form = cardForm(page);
  await form.getByRole('textbox', { name: 'Card number' }).fill(number);
  await form.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/35');
  await form.getByRole('textbox', { name: 'Security code (CVC)' }).fill('123');
  await form.getByRole('textbox', { name: 'Name on card' }).fill('Ann Tremblay');
}

async function payWith(page: Page, number: string): Promise<void> {
  await enterCard(page, number);
  await cardForm(page).getByRole('button', { name: 'Place order' }).click();
}

/** The thank-you page with the order; returns the receipt the API gives this browser. */
async function expectThankYou(page: Page) {
  await expect(page).toHaveURL(/\/thank-you(\?campaign=trialprogram)?$/, { timeout: 20_000 });
  await expectHeading(page, 'Thank You');
  const response = await page.request.get('/api/v1/checkout/receipt');
  expect(response.ok()).toBe(true);
  const { receipt } = checkoutReceiptResponseSchema.parse(await response.json());
  if (receipt.order_number !== null)
    await expect(page.getByText(`Order number: ${receipt.order_number}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/subscription');
  return receipt;
}

/** The signed-in customer's orders and subscriptions, as the API gives them to this browser. */
async function ordersAndPlans(page: Page) {
  const orders = await page.request.get('/api/v1/orders');
  expect(orders.ok()).toBe(true);
  const plans = await page.request.get('/api/v1/subscriptions');
  expect(plans.ok()).toBe(true);
  return {
    orders: orderListResponseSchema.parse(await orders.json()),
    plans: subscriptionResponseSchema.array().parse(await plans.json()),
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

test.describe('checkout', () => {
  test('a guest buys the assessment’s pack with 4242…, lands on thank-you, and finds the order and the plan', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.goto('/health-assessment');
    await takeSurvey(page, SURVEY_PROFILES.youngWoman.answers);
    await addResultsToCart(page);
    await expectHeading(page, 'Your Cart');
    await proceedToCheckout(page);

    const email = newEmail('assessment');
    await expectNoSeriousA11yViolations(page);
    await fillContact(page, email);
    await expectNoSeriousA11yViolations(page);
    await fillShipping(page);
    await expectNoSeriousA11yViolations(page);
    const total = await page.getByTestId('checkout-total').textContent();
    await payWith(page, '4242 4242 4242 4242');
    const receipt = await expectThankYou(page);
    await expectNoSeriousA11yViolations(page);
    expect(`$${receipt.charged}`).toBe(total);
    expect(receipt.email).toBe(email);

    // Signed in as the new customer: their order and their monthly subscription (spec §4).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ann' })).toBeVisible();
    const { orders, plans } = await ordersAndPlans(page);
    expect(orders.map((order) => order.id)).toEqual([receipt.order_id]);
    expect(orders[0]).toMatchObject({
      status: 'processing',
      total: receipt.charged,
      customer_id: receipt.customer_id,
    });
    expect(plans).toHaveLength(1);
    const [plan] = plans;
    expect(plan).toMatchObject({
      id: receipt.subscription_id,
      status: 'active',
      billing_period: 'month',
      billing_interval: 1,
      parent_id: receipt.order_id,
    });
    const start = Date.parse(`${plan?.start_date ?? ''}Z`);
    const next = Date.parse(`${plan?.next_payment_date ?? ''}Z`);
    expect(Math.round((next - start) / DAY_MS)).toBe(26);
    // The cart is empty after the purchase.
    await expect(page.getByTestId('cart-counter')).toHaveText('+');
  });

  test('a declined card, then another card, with every field kept: one order', async ({ page }) => {
    await cartWithOneVitamin(page);
    await proceedToCheckout(page);
    await fillContact(page, newEmail('decline'));
    await fillShipping(page);
    await payWith(page, '4000 0000 0000 0002');
    await expect(page.getByRole('alert')).toContainText('declined');
    await expect(stepHeading(page, 'Review and pay')).toBeVisible();
    await expect(page.getByText(/Ship to 1 King St W, Toronto, Ontario, M5V 2T6/)).toBeVisible();
    await payWith(page, '4242 4242 4242 4242');
    const receipt = await expectThankYou(page);
    const { orders } = await ordersAndPlans(page);
    expect(orders.filter((order) => order.status === 'processing').map((order) => order.id)).toEqual([
      receipt.order_id,
    ]);
  });

  test('the authentication card asks for the test authentication step, then pays', async ({ page }) => {
    await cartWithOneVitamin(page);
    await proceedToCheckout(page);
    await fillContact(page, newEmail('three-d-secure'));
    await fillShipping(page);
    await payWith(page, '4000 0025 0000 3155');
    const dialog = page.getByRole('dialog', { name: 'Test authentication' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    const receipt = await expectThankYou(page);
    expect(receipt.status).toBe('processing');
  });

  test('a failed authentication charges nothing and lets the person use another card', async ({ page }) => {
    await cartWithOneVitamin(page);
    await proceedToCheckout(page);
    await fillContact(page, newEmail('three-d-secure-fail'));
    await fillShipping(page);
    await payWith(page, '4000 0025 0000 3155');
    await page
      .getByRole('dialog', { name: 'Test authentication' })
      .getByRole('button', { name: 'Fail authentication' })
      .click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(stepHeading(page, 'Review and pay')).toBeVisible();
    await payWith(page, '4242 4242 4242 4242');
    await expectThankYou(page);
  });

  test('a double click on "Place order" places one order', async ({ page }) => {
    await cartWithOneVitamin(page);
    await proceedToCheckout(page);
    await fillContact(page, newEmail('double-click'));
    await fillShipping(page);
    await enterCard(page, '4242 4242 4242 4242');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/checkout') {
        posts.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    await cardForm(page).getByRole('button', { name: 'Place order' }).dblclick();
    await expectThankYou(page);
    expect(new Set(posts).size).toBe(1);
    const { orders, plans } = await ordersAndPlans(page);
    expect(orders).toHaveLength(1);
    expect(plans).toHaveLength(1);
  });

  test('the keyboard alone reaches thank-you', async ({ page }) => {
    await cartWithOneVitamin(page);
    await proceedToCheckout(page);
    await page.getByRole('textbox', { name: 'First name' }).focus();
    await page.keyboard.type('Ann');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Tremblay');
    await page.keyboard.press('Tab');
    await page.keyboard.type(newEmail('keyboard'));
    await page.keyboard.press('Tab');
    await page.keyboard.type('maple-syrup-42');
    await page.keyboard.press('Tab'); // the CASL box stays unticked
    await page.keyboard.press('Tab');
    await expect(page.getByRole('checkbox', { name: /I accept the Terms/ })).toBeFocused();
    await page.keyboard.press('Space');
    // Past the two links of the terms label to the step's button.
    for (let press = 0; press < 3; press += 1) await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Continue to shipping' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Shipping address')).toBeFocused();
    await page.getByRole('textbox', { name: 'Street address' }).focus();
    await page.keyboard.type('1 King St W');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Toronto');
    await page.keyboard.press('Tab');
    await page.getByRole('combobox', { name: 'Province or territory' }).selectOption('ON');
    await page.keyboard.press('Tab');
    await page.keyboard.type('M5V 2T6');
    await page.keyboard.press('Enter');
    await expect(stepHeading(page, 'Review and pay')).toBeFocused();
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    await cardForm(page).getByRole('textbox', { name: 'Card number' }).focus();
    await page.keyboard.type('4242424242424242');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12/35');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Ann Tremblay');
    await page.keyboard.press('Enter');
    await expectThankYou(page);
  });

  test('the trial program: the first order ships free, the pack paid by card; the same e-mail is refused the second time', async ({
    page,
  }) => {
    const email = newEmail('trial');
    for (const attempt of [1, 2]) {
      await page.context().clearCookies();
      await cartWithOneVitamin(page);
      await page.goto('/checkout/trialprogram');
      await expectHeading(page, 'Checkout');
      await expect(stepHeading(page, 'Your e-mail')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('textbox', { name: 'Email' }).fill(email);
      await page.getByRole('button', { name: 'Continue' }).click();
      if (attempt === 2) {
        await expect(page.getByRole('alert')).toHaveText(TRIAL_PROGRAM_MESSAGES.notEligible);
        break;
      }
      await page.getByRole('textbox', { name: 'First name' }).fill('Ann');
      await page.getByRole('textbox', { name: 'Last name' }).fill('Tremblay');
      await page.getByLabel(/^Password for your account/).fill('maple-syrup-42');
      await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();
      await page.getByRole('button', { name: 'Continue to shipping' }).click();
      await fillShipping(page);
      await expect(page.getByRole('complementary', { name: 'Your order' })).toContainText('FREE');
      // Shipping is the trial's gift; the vitamin itself is paid, so a card is asked for.
      await payWith(page, '4242 4242 4242 4242');
      const receipt = await expectThankYou(page);
      expect(receipt).toMatchObject({ status: 'on-hold', card: { last4: '4242' } });
      expect(receipt.charged).not.toBe('0.00');
      const { plans } = await ordersAndPlans(page);
      expect(plans.map((plan) => plan.status)).toEqual(['on-hold']);
    }
  });

  test('a signed-in customer checks out in their own mode', async ({ page, playwright, baseURL }) => {
    // A customer of its own: the subscription spec changes the demo customer's plan meanwhile.
    const email = newEmail('signed-in');
    const api = await playwright.request.newContext({ baseURL });
    await registerCustomer(api, email);
    await api.dispose();
    await signIn(page, email);
    await cartWithOneVitamin(page);
    await proceedToCheckout(page);
    await expect(page.getByRole('textbox', { name: /^Email/ })).toHaveValue(email);
    await expect(page.getByLabel(/^Password/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('checkbox', { name: /I accept the Terms/ }).check();
    await page.getByRole('button', { name: 'Continue to shipping' }).click();
    await expect(stepHeading(page, 'Shipping address')).toBeVisible();
    if ((await page.getByRole('textbox', { name: 'Street address' }).inputValue()) === '')
      await fillShipping(page);
    else await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(stepHeading(page, 'Review and pay')).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    if ((await cardForm(page).count()) > 0) await payWith(page, '4242 4242 4242 4242');
    else await page.getByRole('button', { name: 'Place order' }).click();
    const receipt = await expectThankYou(page);
    expect(receipt.email).toBe(email);
  });

  test('/thank-you opened by someone without an order sends them on', async ({ page }) => {
    await page.goto('/thank-you');
    await expect(page).toHaveURL(/\/(login\?redirect=%2Fthank-you)?$/);
    await expect(page.getByText(/Order number/)).toHaveCount(0);
  });
});
