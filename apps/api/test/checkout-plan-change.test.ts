import { subscriptionListResponseSchema } from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import { FakeMailer } from '../src/adapters/mail/fake';
import { orders } from '../src/db/schema/orders';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { recordedCharges, saveCard } from './support/checkout';
import { checkout, errorOf, OMEGA, OMEGA_TOTAL, placeBody, postCheckout } from './support/checkout-flow';
import { demoHeaders } from './support/coupons';
import { signedInCustomer } from './support/payment-customers';

/*
 * Signed-in checkouts: a customer with a plan changes it (nothing charged now, spec §4's signed-in
 * totals); a customer without one buys like a guest, with their account and saved card.
 */

const mailer = new FakeMailer();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ mailer });
});
afterAll(() => t.close());

const D3 = { product_id: 2201, am_dose: 1, pm_dose: 0 };
/** A signed-in body: no password (the account exists), nothing to pay now by default. */
const signedInBody = (email: string, extra: Record<string, unknown> = {}) => {
  const base = placeBody(email, { payment: { method: 'none' }, expected_total: '0.00', ...extra });
  const { password: _password, ...contact } = base.contact as Record<string, unknown>;
  return { ...base, contact };
};
const plansOf = async (headers: Record<string, string>) =>
  subscriptionListResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: '/api/v1/subscriptions', headers })).json(),
  );

describe('POST /api/v1/checkout (signed in with a plan)', () => {
  it('replaces the plan with the cart, charging nothing, and answers the new renewal', async () => {
    const headers = await demoHeaders(t);
    const body = signedInBody('demo@maplepack.ca', { lines: [D3], plan_change: 'replace' });
    const { receipt, cookies } = await checkout(t, body, 'plan-replace-1', headers);
    // $1.50 + $9.50 shipping + HST $1.43.
    expect(receipt).toMatchObject({
      order_id: null,
      order_number: null,
      status: 'plan-updated',
      first_name: 'Jamie',
      email: 'demo@maplepack.ca',
      charged: '0.00',
      lines: [{ product_id: 2201, am_dose: 1, pm_dose: 0, total: '1.50' }],
      renewal: { date: '2026-12-17', total: '12.43' },
    });
    expect(cookies['maplepack_token']).toBeUndefined();
    const [plan] = await plansOf(headers);
    expect(plan).toMatchObject({ id: receipt.subscription_id, status: 'active', total: '12.43' });
    expect(plan?.line_items.map((line) => line.product_id)).toEqual([2201]);
    expect(
      await t.database.db.select().from(orders).where(eq(orders.billingEmail, 'demo@maplepack.ca')),
    ).toEqual([]);
    // The same key again: the same receipt, nothing changed twice, one e-mail.
    expect((await checkout(t, body, 'plan-replace-1', headers)).receipt).toEqual(receipt);
    await t.app.checkout.mail.idle();
    const mails = mailer.sent.filter((mail) => mail.to === 'demo@maplepack.ca');
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Maplepack plan is updated']);
    expect(mails[0]?.text).toContain('Vitamin D3 1,000 IU: 1 in the morning ($1.50 a month)');
  });

  it('adds the cart to the plan from build-my-pack, the cart keeping its doses for a product in both', async () => {
    const { receipt } = await checkout(t, placeBody('adds@example.ca'), 'plan-add-setup');
    const headers = await signIn('adds@example.ca');
    const body = signedInBody('adds@example.ca', {
      lines: [D3, { ...OMEGA, am_dose: 2 }],
      plan_change: 'add',
    });
    const changed = await checkout(t, body, 'plan-add-1', headers);
    expect(changed.receipt.subscription_id).toBe(receipt.subscription_id);
    const [plan] = await plansOf(headers);
    expect(plan?.line_items.map((line) => [line.product_id, line.quantity])).toEqual([
      [2201, 1],
      [2401, 3],
    ]);
  });

  it('refuses an unsafe plan with the reasons, and a plan change for a customer without a plan', async () => {
    const headers = await demoHeaders(t);
    const unsafe = signedInBody('demo@maplepack.ca', {
      lines: [{ product_id: 2201, am_dose: 4, pm_dose: 4 }],
    });
    expect(errorOf(await postCheckout(t, unsafe, 'plan-unsafe-1', headers), 422).code).toBe(
      'subscription.pack-unsafe',
    );
    const { headers: planless } = await signedInCustomer(t, 'planless@example.ca');
    const body = signedInBody('planless@example.ca', { plan_change: 'replace' });
    expect(errorOf(await postCheckout(t, body, 'plan-none-1', planless), 409).code).toBe('checkout.no-plan');
  });
});

describe('POST /api/v1/checkout (signed in without a plan)', () => {
  it('buys with the saved card on the account: no new account, the plan is theirs', async () => {
    const me = await signedInCustomer(t, 'saved.card@example.ca', 'Sam', 'Roy');
    await saveCard(t, me, 'tok_mastercard');
    const body = signedInBody('saved.card@example.ca', {
      payment: { method: 'saved' },
      expected_total: OMEGA_TOTAL,
    });
    const { receipt, cookies } = await checkout(t, body, 'signed-in-buy-1', me.headers);
    expect(receipt).toMatchObject({
      customer_id: me.id,
      first_name: 'Sam',
      status: 'processing',
      charged: OMEGA_TOTAL,
      card: { brand: 'mastercard', last4: '4444' },
    });
    expect(cookies['maplepack_token']).toBeUndefined();
    const [plan] = await plansOf(me.headers);
    expect(plan).toMatchObject({ id: receipt.subscription_id, customer_id: me.id, status: 'active' });
    expect(
      (await recordedCharges(t)).filter((charge) => charge.key === `order-${receipt.order_id}`),
    ).toHaveLength(1);
  });

  it('refuses the saved card to a guest', async () => {
    const body = placeBody('guest.saved@example.ca', { payment: { method: 'saved' } });
    expect(errorOf(await postCheckout(t, body, 'guest-saved-1'), 422).code).toBe(
      'payment.customer-not-found',
    );
  });
});

async function signIn(email: string): Promise<Record<string, string>> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/token',
    payload: { email, password: 'maple-syrup-42-pack' },
    headers: { 'x-forwarded-for': '198.51.100.91' },
  });
  return { authorization: `Bearer ${(response.json() as { token: string }).token}` };
}
