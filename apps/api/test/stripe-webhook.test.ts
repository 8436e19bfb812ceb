import {
  errorBodySchema,
  PAYMENT_MESSAGES,
  paymentCustomerResponseSchema,
  paymentsConfigResponseSchema,
  stripeWebhookResponseSchema,
} from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { paymentCustomers, paymentMethods } from '../src/db/schema/payments';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { fakeStripe, StripeStub } from './support/stripe-stub';

const WEBHOOK_SECRET = 'whsec_test_signing';
const stub = new StripeStub();
const stripe = new Stripe('sk_test_signer');
let t: TestApp;

beforeAll(async () => {
  const endpoint = await stub.start();
  t = await buildTestApp({
    payments: {
      kind: 'stripe',
      secretKey: 'sk_test_app',
      publishableKey: 'pk_test_browser',
      webhookSecret: WEBHOOK_SECRET,
      endpoint,
    },
  });
});
afterAll(async () => {
  await t.close();
  await stub.stop();
});
beforeEach(() => stub.reset(fakeStripe()));

const nowSeconds = Math.floor(TEST_NOW.getTime() / 1000);
const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
    timestamp: options.timestamp ?? nowSeconds,
  });

const deliver = (payload: string, signature: string | undefined) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/webhook',
    payload,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
  });

const event = (type: string, object: Record<string, unknown>) =>
  // Indented and spaced as Stripe sends it: re-serialising would change the signed bytes.
  JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } }, null, 2);

describe('Stripe mode over HTTP', () => {
  it('gives the browser the publishable key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/payments/config' });
    expect(paymentsConfigResponseSchema.parse(response.json())).toEqual({
      mode: 'stripe',
      publishableKey: 'pk_test_browser',
    });
  });

  it('creates a Stripe customer for a guest and mirrors the card', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stripe/customer/create',
      payload: { token: 'tok_visa', email: 'eve@example.ca', name: 'Eve' },
    });
    expect(response.statusCode).toBe(200);
    expect(paymentCustomerResponseSchema.parse(response.json())).toEqual({
      id: 'cus_1',
      email: 'eve@example.ca',
      mode: 'stripe',
      card: { id: 'pm_1', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
    });
    expect(stub.requests.every((r) => r.method !== 'POST' || (r.idempotencyKey ?? '').length > 0)).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.providerCustomerId, 'cus_1'));
    expect(row).toMatchObject({ provider: 'stripe', email: 'eve@example.ca', customerId: null });
  });

  it('answers a guest’s Stripe decline as 402 with the generic message, not the bank’s reason', async () => {
    stub.on((r) =>
      r.path === '/v1/customers'
        ? {
            status: 402,
            body: {
              error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
            },
          }
        : undefined,
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stripe/customer/create',
      payload: { token: 'tok_chargeDeclined', email: 'eve@example.ca' },
    });
    expect(response.statusCode).toBe(402);
    expect(errorBodySchema.parse(response.json()).error).toEqual({
      code: 'payment.declined',
      message: PAYMENT_MESSAGES.genericDecline,
    });
  });
});

describe('POST /api/v1/stripe/webhook', () => {
  it('accepts a correctly signed event and applies it: a detached card leaves the mirror', async () => {
    expect(
      await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.providerMethodId, 'pm_1')),
    ).toHaveLength(1);
    const payload = event('payment_method.detached', { id: 'pm_1', object: 'payment_method' });
    const response = await deliver(payload, sign(payload));
    expect(response.statusCode).toBe(200);
    expect(stripeWebhookResponseSchema.parse(response.json())).toEqual({
      received: true,
      type: 'payment_method.detached',
    });
    expect(
      await t.database.db.select().from(paymentMethods).where(eq(paymentMethods.providerMethodId, 'pm_1')),
    ).toEqual([]);
  });

  it('acknowledges event types it does not act on', async () => {
    const payload = event('invoice.created', { id: 'in_1' });
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
  });

  it('drops the payment customer when Stripe deletes it', async () => {
    const payload = event('customer.deleted', { id: 'cus_1', object: 'customer' });
    expect((await deliver(payload, sign(payload))).statusCode).toBe(200);
    expect(
      await t.database.db
        .select()
        .from(paymentCustomers)
        .where(eq(paymentCustomers.providerCustomerId, 'cus_1')),
    ).toEqual([]);
  });

  it.each([
    [
      'a body changed after signing',
      (payload: string) => ({ body: payload.replace('evt_1', 'evt_2'), signature: sign(payload) }),
    ],
    [
      'a signature made with another secret',
      (payload: string) => ({ body: payload, signature: sign(payload, { secret: 'whsec_other' }) }),
    ],
    [
      'a signature older than five minutes',
      (payload: string) => ({ body: payload, signature: sign(payload, { timestamp: nowSeconds - 301 }) }),
    ],
    ['a garbled signature header', (payload: string) => ({ body: payload, signature: 'nonsense' })],
    ['no signature header', (payload: string) => ({ body: payload, signature: undefined })],
  ])('refuses %s with 400', async (_name, tamper) => {
    const { body, signature } = tamper(event('customer.deleted', { id: 'cus_x', object: 'customer' }));
    const response = await deliver(body, signature);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('payment.webhook-invalid');
  });
});
