import { CHECKOUT_ERROR_CODES, CHECKOUT_MESSAGES } from '@maplepack/api-contract';
import { quoteFixture, receiptFixture } from '@maplepack/checkout/testing';
import { startCannedServer, type CannedServer } from '../test/canned-server';
import { totalChangedQuote } from './calls/checkout';
import { createApiClient, type ApiClient } from './create-api-client';

let server: CannedServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startCannedServer();
  client = createApiClient({ baseUrl: server.baseUrl });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.seen.length = 0;
});

const lines = [{ product_id: 2101, am_dose: 1, pm_dose: 0 }];
const quoteBody = { lines, coupons: ['welcome10'], destination: { postcode: 'm5v2t6', city: 'Toronto' } };
const address = {
  first_name: 'Ann',
  last_name: 'Tremblay',
  address_1: '1 King St W',
  city: 'Toronto',
  state: 'ON',
  postcode: 'M5V 2T6',
};
const placeBody = {
  contact: {
    first_name: 'Ann',
    last_name: 'Tremblay',
    email: 'ann@example.ca',
    password: 'maple-syrup-42',
    marketing: { given: false, text: 'Yes, Maplepack may e-mail me news.' },
    terms_accepted: true as const,
  },
  shipping: address,
  lines,
  payment: { method: 'card' as const, token: 'tok_visa' },
  expected_total: '31.08',
};
const KEY = `checkout-${'ab'.repeat(16)}`;

describe('checkout', () => {
  it('asks for a quote, sending the cart as given, and reads it with the contract', async () => {
    server.answer('POST /api/v1/checkout/quote', { json: quoteFixture() });
    await expect(client.checkout.quote(quoteBody)).resolves.toEqual(quoteFixture());
    expect(server.seen[0]?.body).toEqual(quoteBody);
  });

  it('refuses a quote that breaks the contract (never used)', async () => {
    server.answer('POST /api/v1/checkout/quote', { json: { ...quoteFixture(), total: 31.08 } });
    await expect(client.checkout.quote(quoteBody)).rejects.toMatchObject({ code: 'response.invalid' });
  });

  it('does not send a quote request the contract refuses', async () => {
    await expect(
      client.checkout.quote({ ...quoteBody, destination: { postcode: '12345', city: 'Toronto' } }),
    ).rejects.toMatchObject({
      code: 'request.invalid',
      message: 'Please enter a valid Canadian postal code.',
    });
    expect(server.seen).toHaveLength(0);
  });

  it('places the order with the Idempotency-Key and reads completed and requires_action', async () => {
    server.answer('POST /api/v1/checkout', { json: { status: 'completed', receipt: receiptFixture() } });
    await expect(client.checkout.place(placeBody, { idempotencyKey: KEY })).resolves.toEqual({
      status: 'completed',
      receipt: receiptFixture(),
    });
    expect(server.seen[0]?.headers['idempotency-key']).toBe(KEY);
    expect(server.seen[0]?.body).toEqual(placeBody);

    const action = { status: 'requires_action', client_secret: 'secret', payment_intent_id: 'test_pi_1' };
    server.answer('POST /api/v1/checkout', { json: action });
    await expect(client.checkout.place(placeBody, { idempotencyKey: KEY })).resolves.toEqual(action);
  });

  it('refuses a malformed key unsent', async () => {
    await expect(client.checkout.place(placeBody, { idempotencyKey: 'short' })).rejects.toMatchObject({
      code: 'request.invalid',
    });
    expect(server.seen).toHaveLength(0);
  });

  it('surfaces the new quote of a 409 total-changed', async () => {
    const quote = quoteFixture({ total: '21.03' });
    server.answer('POST /api/v1/checkout', {
      status: 409,
      json: {
        error: { code: CHECKOUT_ERROR_CODES.totalChanged, message: CHECKOUT_MESSAGES.totalChanged, quote },
      },
    });
    const error: unknown = await client.checkout.place(placeBody, { idempotencyKey: KEY }).catch((e) => e);
    expect(error).toMatchObject({
      status: 409,
      code: CHECKOUT_ERROR_CODES.totalChanged,
      message: CHECKOUT_MESSAGES.totalChanged,
    });
    expect(totalChangedQuote(error)).toEqual(quote);
  });

  it('treats a total-changed without a valid quote as a broken answer', async () => {
    server.answer('POST /api/v1/checkout', {
      status: 409,
      json: { error: { code: CHECKOUT_ERROR_CODES.totalChanged, message: 'Changed.' } },
    });
    const error: unknown = await client.checkout.place(placeBody, { idempotencyKey: KEY }).catch((e) => e);
    expect(error).toMatchObject({ status: 409, code: 'response.invalid' });
    expect(totalChangedQuote(error)).toBeUndefined();
  });

  it('keeps the server’s decline and account-exists messages', async () => {
    server.answer('POST /api/v1/checkout', {
      status: 402,
      json: { error: { code: 'payment.declined', message: 'Your card was declined.' } },
    });
    await expect(client.checkout.place(placeBody, { idempotencyKey: KEY })).rejects.toMatchObject({
      status: 402,
      code: 'payment.declined',
      message: 'Your card was declined.',
    });
    server.answer('POST /api/v1/checkout', {
      status: 409,
      json: { error: { code: CHECKOUT_ERROR_CODES.accountExists, message: CHECKOUT_MESSAGES.accountExists } },
    });
    const error: unknown = await client.checkout.place(placeBody, { idempotencyKey: KEY }).catch((e) => e);
    expect(error).toMatchObject({ code: CHECKOUT_ERROR_CODES.accountExists });
    expect(totalChangedQuote(error)).toBeUndefined();
  });

  it('reads the receipt, and a 404 for someone without one', async () => {
    server.answer('GET /api/v1/checkout/receipt', { json: { receipt: receiptFixture() } });
    await expect(client.checkout.receipt()).resolves.toEqual(receiptFixture());
    server.answer('GET /api/v1/checkout/receipt', {
      status: 404,
      json: { error: { code: 'checkout.no-receipt', message: 'Page not found' } },
    });
    await expect(client.checkout.receipt()).rejects.toMatchObject({ status: 404 });
  });

  it('sends the test gateway’s authentication step and checks its answer against the contract', async () => {
    server.answer('POST /api/v1/payments/test/authenticate', {
      json: { payment_intent_id: 'test_pi_1', outcome: 'succeed' },
    });
    await expect(
      client.checkout.testAuthenticate({ payment_intent_id: 'test_pi_1', outcome: 'succeed' }),
    ).resolves.toBeUndefined();
    expect(server.seen[0]?.body).toEqual({ payment_intent_id: 'test_pi_1', outcome: 'succeed' });
    server.answer('POST /api/v1/payments/test/authenticate', { json: { status: 'failed' } });
    await expect(
      client.checkout.testAuthenticate({ payment_intent_id: 'test_pi_1', outcome: 'fail' }),
    ).rejects.toMatchObject({ code: 'response.invalid' });
    await expect(
      client.checkout.testAuthenticate({ payment_intent_id: 'pi_live_1', outcome: 'fail' }),
    ).rejects.toMatchObject({ code: 'request.invalid' });
  });
});
