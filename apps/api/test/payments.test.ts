import {
  errorBodySchema,
  paymentCustomerResponseSchema,
  paymentsConfigResponseSchema,
  type PaymentCustomerResponse,
} from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import { paymentCustomers, paymentMethods } from '../src/db/schema/payments';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { signedInCustomer } from './support/payment-customers';

let t: TestApp;
let ann: { id: number; headers: Record<string, string> };
let bob: { id: number; headers: Record<string, string> };
beforeAll(async () => {
  t = await buildTestApp();
  ann = await signedInCustomer(t, 'ann@example.ca', 'Ann', 'Lee');
  bob = await signedInCustomer(t, 'bob@example.ca', 'Bob', 'Roy');
});
afterAll(() => t.close());

// Each request from its own address: the card-testing limits are tested in hardening/card-testing.test.ts.
let nextAddress = 1;
const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/stripe/customer/${path}`,
    payload: payload as Record<string, unknown>,
    headers: { 'x-forwarded-for': `203.0.113.${nextAddress++ % 250}`, ...headers },
  });

async function ok(response: Awaited<ReturnType<typeof post>>): Promise<PaymentCustomerResponse> {
  expect(response.statusCode).toBe(200);
  return paymentCustomerResponseSchema.parse(response.json());
}

function failure(response: Awaited<ReturnType<typeof post>>, status: number) {
  expect(response.statusCode).toBe(status);
  return errorBodySchema.parse(response.json()).error;
}

describe('GET /api/v1/payments/config', () => {
  it('says test mode, with no publishable key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/payments/config' });
    expect(response.statusCode).toBe(200);
    expect(paymentsConfigResponseSchema.parse(response.json())).toEqual({ mode: 'test' });
  });
});

describe('POST /api/v1/stripe/customer/create (test gateway)', () => {
  it.each([
    ['tok_visa', 'visa', '4242'],
    ['tok_mastercard', 'mastercard', '4444'],
    ['tok_amex', 'amex', '8431'],
  ])('saves %s for a guest at checkout, labelled test mode', async (token, brand, last4) => {
    const customer = await ok(await post('create', { token, email: 'Guest@Example.ca', name: 'Gail Guest' }));
    expect(customer).toMatchObject({
      email: 'guest@example.ca',
      mode: 'test',
      card: { brand, last4, exp_month: 12, exp_year: 2029 },
    });
    expect(customer.id).toMatch(/^test_cus_[0-9a-f]{24}$/);
    expect(customer.card?.id).toMatch(/^test_pm_/);
  });

  const generic = 'Your card was declined. Please check its details or use another card.';
  it.each([
    ['tok_chargeDeclined', generic],
    ['tok_chargeDeclinedInsufficientFunds', generic],
    ['tok_chargeDeclinedExpiredCard', generic],
    ['tok_cvcCheckFail', generic],
  ])(
    'declines %s for a guest with 402 "%s" (never the bank\'s reason) and saves nothing',
    async (token, message) => {
      const email = `${token.toLowerCase()}@example.ca`;
      expect(failure(await post('create', { token, email }), 402)).toEqual({
        code: 'payment.declined',
        message,
      });
      expect(
        await t.database.db.select().from(paymentCustomers).where(eq(paymentCustomers.email, email)),
      ).toEqual([]);
    },
  );

  it('asks for the card again when the token is unknown', async () => {
    expect(failure(await post('create', { token: 'tok_unheardOf', email: 'x@example.ca' }), 400)).toEqual({
      code: 'payment.card-invalid',
      message: 'This card could not be read. Please enter it again.',
    });
  });

  it.each([
    ['no token', { email: 'x@example.ca' }],
    ['a card number instead of a token', { token: '4242424242424242', email: 'x@example.ca' }],
    ['a card number alongside', { token: 'tok_visa', email: 'x@example.ca', number: '4242424242424242' }],
    ['a bad e-mail', { token: 'tok_visa', email: 'x@' }],
  ])('answers 400 JSON for %s', async (_name, payload) => {
    expect(failure(await post('create', payload), 400).code).toBe('request.invalid');
  });

  it('needs an e-mail from a guest', async () => {
    expect(failure(await post('create', { token: 'tok_visa' }), 400)).toEqual({
      code: 'request.invalid',
      message: 'Please enter a valid email.',
    });
  });

  it("uses a signed-in customer's own e-mail, and a second create replaces the card on the same customer", async () => {
    const first = await ok(
      await post('create', { token: 'tok_visa', email: 'someone.else@example.ca' }, ann.headers),
    );
    expect(first).toMatchObject({ email: 'ann@example.ca', card: { last4: '4242' } });
    const second = await ok(await post('create', { token: 'tok_mastercard' }, ann.headers));
    expect(second.id).toBe(first.id);
    expect(second.card?.last4).toBe('4444');
    const rows = await t.database.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.customerId, ann.id));
    expect(rows).toHaveLength(1);
  });
});

describe('POST /api/v1/stripe/customer/get and /update', () => {
  it('keeps guests out with 401', async () => {
    expect(failure(await post('get', {}), 401).code).toBe('auth.required');
    expect(failure(await post('update', { token: 'tok_visa' }), 401).code).toBe('auth.required');
  });

  it('answers 404 to a customer with no saved card', async () => {
    expect(failure(await post('get', {}, bob.headers), 404)).toEqual({
      code: 'payment.customer-not-found',
      message: 'No saved card was found. Please add a card.',
    });
    expect(failure(await post('update', { token: 'tok_visa' }, bob.headers), 404).code).toBe(
      'payment.customer-not-found',
    );
  });

  it('gets the customer with the default card, and update changes the card renewals use', async () => {
    const created = await ok(await post('create', { token: 'tok_visa' }, bob.headers));
    const updated = await ok(await post('update', { token: 'tok_amex' }, bob.headers));
    expect(updated).toMatchObject({ id: created.id, card: { brand: 'amex', last4: '8431' } });
    const got = await ok(await post('get', {}, bob.headers));
    expect(got).toEqual(updated);
    const [owner] = await t.database.db
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.providerCustomerId, created.id));
    const defaults = await t.database.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.paymentCustomerId, owner?.id ?? -1));
    expect(defaults.filter((m) => m.isDefault).map((m) => m.last4)).toEqual(['8431']);
  });

  it("keeps the old card when the new one is declined, and tells a signed-in customer the bank's reason", async () => {
    const before = await ok(await post('get', {}, bob.headers));
    expect(failure(await post('update', { token: 'tok_chargeDeclined' }, bob.headers), 402).message).toBe(
      'Your card was declined.',
    );
    expect(
      failure(await post('update', { token: 'tok_chargeDeclinedInsufficientFunds' }, bob.headers), 402)
        .message,
    ).toBe('Your card has insufficient funds.');
    expect(await ok(await post('get', {}, bob.headers))).toEqual(before);
  });

  it("forbids reading another customer's payment customer (403, as for every other resource)", async () => {
    const annCustomer = await ok(await post('get', {}, ann.headers));
    expect(failure(await post('get', { id: annCustomer.id }, bob.headers), 403).code).toBe('auth.forbidden');
    expect(await ok(await post('get', { id: annCustomer.id }, ann.headers))).toEqual(annCustomer);
  });

  it("forbids a guest's payment customer to a signed-in customer who asks for it by id", async () => {
    const guest = await ok(await post('create', { token: 'tok_visa', email: 'walk-in@example.ca' }));
    expect(failure(await post('get', { id: guest.id }, bob.headers), 403).code).toBe('auth.forbidden');
  });

  it('answers 400 JSON for a bad update body', async () => {
    expect(failure(await post('update', { token: '' }, bob.headers), 400).code).toBe('request.invalid');
    expect(failure(await post('get', { customer_id: 1 }, bob.headers), 400).code).toBe('request.invalid');
  });
});

describe('POST /api/v1/stripe/webhook in test mode', () => {
  it('answers 404: the test gateway sends no webhooks', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/stripe/webhook',
      payload: { id: 'evt_1' },
      headers: { 'stripe-signature': 't=1,v1=x' },
    });
    expect(failure(response, 404).code).toBe('payment.webhook-unavailable');
  });
});
