import {
  cardSetupIntentResponseSchema,
  cardUpdateResponseSchema,
  errorBodySchema,
  subscriptionEventListResponseSchema,
  subscriptionResponseSchema,
  type SubscriptionResponse,
} from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import { FakeMailer } from '../src/adapters/mail/fake';
import { type TestGateway } from '../src/adapters/payments/fake';
import { orders } from '../src/db/schema/orders';
import { subscriptions } from '../src/db/schema/subscriptions';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { orderBody, OTTAWA, placeOrder, saveCard, type Card } from './support/checkout';
import { signedInCustomer } from './support/payment-customers';

let t: TestApp;
const mailer = new FakeMailer();
type Person = { id: number; headers: Record<string, string>; email: string; card: Card };
let ann: Person;
let bob: Person;

async function person(email: string, first: string, last: string): Promise<Person> {
  const signed = await signedInCustomer(t, email, first, last);
  return { ...signed, email, card: await saveCard(t, signed) };
}

// Building the app and its card holders takes a while on a busy, shared machine.
jest.setTimeout(180_000);

beforeAll(async () => {
  t = await buildTestApp({ mailer });
  ann = await person('ann@example.ca', 'Ann', 'Lee');
  bob = await person('bob@example.ca', 'Bob', 'Ray');
});
afterAll(() => t.close());

const errorOf = (response: { statusCode: number; json(): unknown }, status: number) => {
  expect(response.statusCode).toBe(status);
  return errorBodySchema.parse(response.json()).error;
};

/** A new active plan (omega-3) on the person's card; next renewal 2026-12-17. */
async function subscribe(who: Person = ann): Promise<SubscriptionResponse> {
  const order = await placeOrder(t, orderBody(who.card, who.email), who.headers);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions',
    payload: {
      items: [{ productId: 2401, amQty: 1, pmQty: 0 }],
      stripeToken: who.card.card_id,
      stripeCustomer: who.card.customer_id,
      wooCommerceUserId: who.id,
      shippingData: { address1: OTTAWA.address_1, city: 'Ottawa', postcode: 'K2P 1L4', totalCents: 0 },
      first_name: 'Ann',
      last_name: 'Lee',
      email: who.email,
      orderResponseId: order.id,
    },
    headers: who.headers,
  });
  expect(response.statusCode).toBe(201);
  return subscriptionResponseSchema.parse(response.json());
}

const putCard = (id: number, payload: unknown, headers: Record<string, string> = ann.headers) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/subscriptions/${id}/card`,
    payload: payload as Record<string, unknown>,
    headers: { ...headers, 'x-forwarded-for': '198.51.100.9' },
  });
const setupIntent = (id: number, headers: Record<string, string> = ann.headers) =>
  t.app.inject({ method: 'POST', url: `/api/v1/subscriptions/${id}/card/setup-intent`, headers });

/**
 * The plan as the renewal engine leaves it when its 17 November charge failed once: on hold,
 * retrying, its renewal order failed.
 */
async function failedRenewal(plan: SubscriptionResponse): Promise<number> {
  await t.database.db
    .update(subscriptions)
    .set({
      status: 'on-hold',
      holdReason: 'payment-failed',
      nextPaymentDate: '2026-11-17',
      lastRenewalPeriod: '2026-11',
      renewal: {
        period: '2026-11',
        date: '2026-11-17',
        failures: 1,
        firstFailureAt: '2026-11-17T15:00:00.000Z',
      },
    })
    .where(eq(subscriptions.id, plan.id));
  const [order] = await t.database.db
    .insert(orders)
    .values({
      customerId: ann.id,
      status: 'failed',
      billingEmail: ann.email,
      subtotalCents: 350,
      shippingCents: 950,
      taxCents: 169,
      totalCents: 1469,
      subscriptionId: plan.id,
      renewalPeriod: '2026-11',
    })
    .returning({ id: orders.id });
  if (order === undefined) throw new Error('no renewal order');
  return order.id;
}

describe('PUT /api/v1/subscriptions/{id}/card', () => {
  it('saves a test gateway card as the plan card, logs it and confirms it by e-mail', async () => {
    const plan = await subscribe();
    const response = await putCard(plan.id, { token: 'tok_mastercard' });
    expect(response.statusCode).toBe(200);
    const body = cardUpdateResponseSchema.parse(response.json());
    expect(body.card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect(body.retry).toEqual({ status: 'none' });
    expect(body.subscription).toMatchObject({
      status: 'active',
      card: { brand: 'mastercard', last4: '4444' },
      payment_details: { card_id: body.card.id },
    });
    const history = subscriptionEventListResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/subscriptions/${plan.id}/events`,
          headers: ann.headers,
        })
      ).json(),
    );
    expect(history[0]).toMatchObject({ kind: 'card-updated', description: 'Updated the card.' });
    expect(mailer.lastTo('ann@example.ca')?.subject).toBe('Your Maplepack card is updated');
  });

  it('saves the card of a SetupIntent once it is confirmed, and not before (409)', async () => {
    const plan = await subscribe();
    const started = await setupIntent(plan.id);
    expect(started.statusCode).toBe(200);
    const intent = cardSetupIntentResponseSchema.parse(started.json());
    expect(intent.mode).toBe('test');
    expect(intent.setup_intent_id).toMatch(/^test_seti_/);
    expect(errorOf(await putCard(plan.id, { setup_intent_id: intent.setup_intent_id }), 409).code).toBe(
      'payment.setup-incomplete',
    );
    await (t.app.payments.gateway as TestGateway).confirmSetupIntent(intent.setup_intent_id, 'tok_amex');
    const saved = await putCard(plan.id, { setup_intent_id: intent.setup_intent_id });
    expect(saved.statusCode).toBe(200);
    expect(cardUpdateResponseSchema.parse(saved.json()).subscription.card).toMatchObject({
      brand: 'amex',
      last4: '8431',
    });
  });

  it('retries a failed renewal at once with the new card: paid, the plan is active again', async () => {
    const plan = await subscribe();
    const orderId = await failedRenewal(plan);
    const response = await putCard(plan.id, { token: 'tok_visa' });
    expect(response.statusCode).toBe(200);
    const body = cardUpdateResponseSchema.parse(response.json());
    expect(body.retry).toEqual({ status: 'paid', pack_date: '2026-11-17', amount: '14.69' });
    expect(body.subscription).toMatchObject({
      status: 'active',
      hold_reason: null,
      payment_retry: null,
      next_payment_date: '2026-12-17',
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'processing', setPaid: true });
    expect(mailer.lastTo('ann@example.ca')?.text).toContain('went through');
  });

  it('keeps the card but leaves the plan on hold when the retry is declined', async () => {
    const plan = await subscribe();
    await failedRenewal(plan);
    const response = await putCard(plan.id, { token: 'tok_chargeCustomerFail' });
    expect(response.statusCode).toBe(200);
    const body = cardUpdateResponseSchema.parse(response.json());
    expect(body.retry).toMatchObject({ status: 'failed', pack_date: '2026-11-17', amount: '14.69' });
    expect(body.subscription).toMatchObject({
      status: 'on-hold',
      hold_reason: 'payment-failed',
      card: { last4: '0341' },
      payment_retry: { pack_date: '2026-11-17', failed_attempts: 2 },
    });
  });

  it('refuses bad input (400) and a declined card (402), changing nothing', async () => {
    const plan = await subscribe();
    for (const payload of [
      {},
      { token: 'nope' },
      { token: 'tok_visa', setup_intent_id: 'seti_1' },
      { setup_intent_id: `seti_${'x'.repeat(300)}` },
      { setup_intent_id: 'pi_123' },
    ]) {
      expect(errorOf(await putCard(plan.id, payload), 400).code).toBe('request.invalid');
    }
    expect(errorOf(await putCard(plan.id, { setup_intent_id: 'test_seti_unknown' }), 409).code).toBe(
      'payment.setup-incomplete',
    );
    expect(errorOf(await putCard(plan.id, { token: 'tok_chargeDeclined' }), 402).code).toBe(
      'payment.declined',
    );
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscriptions/${plan.id}`,
      headers: ann.headers,
    });
    expect(subscriptionResponseSchema.parse(read.json()).card).toMatchObject({ last4: '4242' });
  });

  it("keeps guests (401) and other customers (403) away from a plan's card, and a SetupIntent to its owner", async () => {
    const plan = await subscribe();
    expect(errorOf(await putCard(plan.id, { token: 'tok_visa' }, {}), 401).code).toBe('auth.required');
    expect(errorOf(await setupIntent(plan.id, {}), 401).code).toBe('auth.required');
    expect(errorOf(await putCard(plan.id, { token: 'tok_visa' }, bob.headers), 403).code).toBe(
      'subscription.forbidden',
    );
    expect(errorOf(await setupIntent(plan.id, bob.headers), 403).code).toBe('subscription.forbidden');
    expect(errorOf(await setupIntent(999_999), 404).code).toBe('subscription.not-found');
    // Bob cannot use Ann's confirmed SetupIntent on his own plan.
    const bobPlan = await subscribe(bob);
    const intent = cardSetupIntentResponseSchema.parse((await setupIntent(plan.id)).json());
    await (t.app.payments.gateway as TestGateway).confirmSetupIntent(intent.setup_intent_id, 'tok_amex');
    expect(
      errorOf(await putCard(bobPlan.id, { setup_intent_id: intent.setup_intent_id }, bob.headers), 403).code,
    ).toBe('payment.forbidden');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscriptions/${bobPlan.id}`,
      headers: bob.headers,
    });
    expect(subscriptionResponseSchema.parse(read.json()).card?.brand).not.toBe('amex');
  });
});
