import { PaymentError } from '../src/adapters/payments/interface';
import { AUTHENTICATION_NEEDED_MESSAGE, StripeGateway } from '../src/adapters/payments/real';
import { UNAVAILABLE_MESSAGE } from '../src/adapters/payments/stripe-errors';
import { UNKNOWN_TOKEN_MESSAGE } from '../src/adapters/payments/test-cards';
import { card, fakeStripe, stripeCardError, stripeMissing, StripeStub } from './support/stripe-stub';

const stub = new StripeStub();
let gateway: StripeGateway;
const SECRET = 'sk_test_gateway123';

beforeAll(async () => {
  const endpoint = await stub.start();
  gateway = new StripeGateway({
    secretKey: SECRET,
    publishableKey: 'pk_test_abc',
    webhookSecret: null,
    endpoint,
    randomKey: () => 'key-1',
  });
});
afterAll(() => stub.stop());
beforeEach(() => stub.reset(fakeStripe()));

const post = (path: string) => stub.requests.filter((r) => r.method === 'POST' && r.path === path);

describe('StripeGateway.createCustomer', () => {
  it('turns the token into a card and creates the customer with it attached as the default, with idempotency keys', async () => {
    const created = await gateway.createCustomer({
      email: 'ann@example.ca',
      name: 'Ann Lee',
      cardToken: 'tok_visa',
      idempotencyKey: 'order-7',
    });
    expect(created).toEqual({
      providerCustomerId: 'cus_1',
      email: 'ann@example.ca',
      card: { providerMethodId: 'pm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
    expect(stub.requests.map((r) => `${r.method} ${r.path} ${r.idempotencyKey}`)).toEqual([
      'POST /v1/payment_methods order-7:payment-method',
      'POST /v1/customers order-7:customer',
    ]);
    expect(stub.requests[0]?.params).toEqual({ type: 'card', 'card[token]': 'tok_visa' });
    expect(stub.requests[1]?.params).toEqual({
      email: 'ann@example.ca',
      name: 'Ann Lee',
      payment_method: 'pm_1',
      'invoice_settings[default_payment_method]': 'pm_1',
    });
    expect(stub.requests[0]?.authorization).toBe(`Bearer ${SECRET}`);
  });

  it('makes up an idempotency key when the caller gives none, and sends no empty name', async () => {
    await gateway.createCustomer({ email: 'guest@example.ca', name: '', cardToken: 'tok_visa' });
    expect(stub.requests.map((r) => r.idempotencyKey)).toEqual(['key-1:payment-method', 'key-1:customer']);
    expect(stub.requests[1]?.params).not.toHaveProperty('name');
  });

  it('uses a PaymentMethod id from the browser as it is', async () => {
    stub.on((r) =>
      r.method === 'GET' && r.path === '/v1/payment_methods/pm_fromElements'
        ? { status: 200, body: card('pm_fromElements', '1881') }
        : undefined,
    );
    const created = await gateway.createCustomer({
      email: 'ann@example.ca',
      name: 'Ann',
      cardToken: 'pm_fromElements',
    });
    expect(created.card.last4).toBe('1881');
    expect(post('/v1/payment_methods')).toHaveLength(0);
    expect(post('/v1/customers')[0]?.params['payment_method']).toBe('pm_fromElements');
  });

  it("throws a decline with Stripe's message when the card is refused on attach", async () => {
    stub.on((r) =>
      r.path === '/v1/customers'
        ? stripeCardError('Your card has insufficient funds.', 'card_declined', 'insufficient_funds')
        : undefined,
    );
    const attempt = gateway.createCustomer({
      email: 'ann@example.ca',
      name: 'Ann',
      cardToken: 'tok_chargeDeclinedInsufficientFunds',
    });
    await expect(attempt).rejects.toEqual(
      new PaymentError('payment.declined', 'Your card has insufficient funds.'),
    );
  });

  it('asks for the card again when the token is unknown', async () => {
    stub.on((r) => (r.path === '/v1/payment_methods' ? stripeMissing("token: 'tok_gone'") : undefined));
    const attempt = gateway.createCustomer({ email: 'ann@example.ca', name: 'Ann', cardToken: 'tok_gone' });
    await expect(attempt).rejects.toMatchObject({
      code: 'payment.card-invalid',
      message: UNKNOWN_TOKEN_MESSAGE,
    });
  });

  it('lets a wrong secret key surface as an error, not as a decline', async () => {
    stub.on(() => ({
      status: 401,
      body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
    }));
    const attempt = gateway.createCustomer({ email: 'ann@example.ca', name: 'Ann', cardToken: 'tok_visa' });
    await expect(attempt).rejects.not.toBeInstanceOf(PaymentError);
  });
});

describe('StripeGateway.updateCard and getCustomer', () => {
  it('attaches the new card and makes it the default for renewals', async () => {
    await gateway.createCustomer({ email: 'ann@example.ca', name: 'Ann', cardToken: 'tok_visa' });
    const saved = await gateway.updateCard('cus_1', 'tok_mastercard', 'card-change-1');
    expect(saved).toMatchObject({ providerMethodId: 'pm_2', brand: 'mastercard', last4: '4444' });
    const attach = post('/v1/payment_methods/pm_2/attach')[0];
    expect(attach).toMatchObject({ params: { customer: 'cus_1' }, idempotencyKey: 'card-change-1:attach' });
    expect(post('/v1/customers/cus_1')[0]).toMatchObject({
      params: { 'invoice_settings[default_payment_method]': 'pm_2' },
      idempotencyKey: 'card-change-1:default',
    });
    const found = await gateway.getCustomer('cus_1');
    expect(found?.cards.map((c) => c.providerMethodId)).toEqual(['pm_2', 'pm_1']);
    expect(
      stub.requests.filter((r) => r.method === 'GET').map((r) => `${r.path} ${JSON.stringify(r.params)}`),
    ).toEqual(['/v1/customers/cus_1 {}', '/v1/customers/cus_1/payment_methods {"type":"card","limit":"20"}']);
  });

  it('answers null for a missing or deleted customer', async () => {
    stub.on((r) => (r.path === '/v1/customers/cus_gone' ? stripeMissing("customer: 'cus_gone'") : undefined));
    stub.on((r) =>
      r.path === '/v1/customers/cus_deleted'
        ? { status: 200, body: { id: 'cus_deleted', object: 'customer', deleted: true } }
        : undefined,
    );
    expect(await gateway.getCustomer('cus_gone')).toBeNull();
    expect(await gateway.getCustomer('cus_deleted')).toBeNull();
  });

  it('refuses a card that fails its CVC check when attached', async () => {
    stub.on((r) =>
      r.path.endsWith('/attach')
        ? stripeCardError("Your card's security code is incorrect.", 'incorrect_cvc', 'incorrect_cvc')
        : undefined,
    );
    await expect(gateway.updateCard('cus_1', 'tok_cvcCheckFail')).rejects.toMatchObject({
      code: 'payment.declined',
      message: "Your card's security code is incorrect.",
    });
    expect(post('/v1/customers/cus_1')).toHaveLength(0);
  });
});

describe('StripeGateway.charge', () => {
  const charge = {
    providerCustomerId: 'cus_1',
    providerMethodId: 'pm_1',
    amountCents: 4599,
    description: 'Renewal #12',
    idempotencyKey: 'renewal-12-2026-12',
  };

  it('confirms an off-session CAD PaymentIntent on the saved card under the given key', async () => {
    expect(await gateway.charge(charge)).toEqual({ ok: true, chargeId: 'pi_1' });
    const [request] = post('/v1/payment_intents');
    expect(request?.idempotencyKey).toBe('renewal-12-2026-12');
    expect(request?.params).toEqual({
      amount: '4599',
      currency: 'cad',
      customer: 'cus_1',
      payment_method: 'pm_1',
      'allowed_payment_method_types[0]': 'card',
      description: 'Renewal #12',
      // The key travels with the PaymentIntent so reconciliation can find a charge a crash orphaned.
      'metadata[maplepack_key]': 'renewal-12-2026-12',
      confirm: 'true',
      off_session: 'true',
    });
  });

  it('charges on session when the person is at checkout', async () => {
    await gateway.charge({ ...charge, offSession: false });
    expect(post('/v1/payment_intents')[0]?.params['off_session']).toBe('false');
  });

  it('answers a decline with the message Stripe gives', async () => {
    stub.on((r) =>
      r.path === '/v1/payment_intents' ? stripeCardError('Your card was declined.') : undefined,
    );
    expect(await gateway.charge(charge)).toEqual({
      ok: false,
      code: 'payment.declined',
      message: 'Your card was declined.',
    });
  });

  it('declines a payment the bank wants confirmed, since no one is there to confirm it', async () => {
    stub.on((r) =>
      r.path === '/v1/payment_intents'
        ? { status: 200, body: { id: 'pi_3ds', object: 'payment_intent', status: 'requires_action' } }
        : undefined,
    );
    expect(await gateway.charge(charge)).toEqual({
      ok: false,
      code: 'payment.declined',
      message: AUTHENTICATION_NEEDED_MESSAGE,
    });
  });

  it('retries an outage with the same idempotency key, so the card is charged once', async () => {
    let calls = 0;
    stub.on((r) => {
      if (r.path !== '/v1/payment_intents') return undefined;
      calls += 1;
      return calls === 1
        ? {
            status: 503,
            body: { error: { type: 'api_error', message: 'busy' } },
            headers: { 'stripe-should-retry': 'true' },
          }
        : undefined;
    });
    expect(await gateway.charge(charge)).toEqual({ ok: true, chargeId: 'pi_1' });
    expect(post('/v1/payment_intents').map((r) => r.idempotencyKey)).toEqual([
      'renewal-12-2026-12',
      'renewal-12-2026-12',
    ]);
  });

  it('answers unavailable when Stripe stays down', async () => {
    stub.on((r) =>
      r.path === '/v1/payment_intents'
        ? {
            status: 500,
            body: { error: { type: 'api_error', message: 'down' } },
            headers: { 'stripe-should-retry': 'false' },
          }
        : undefined,
    );
    expect(await gateway.charge(charge)).toEqual({
      ok: false,
      code: 'payment.unavailable',
      message: UNAVAILABLE_MESSAGE,
    });
  });

  it.each([0, 49, 12.5, Number.NaN])('refuses to send %s cents', async (amountCents) => {
    await expect(gateway.charge({ ...charge, amountCents })).rejects.toThrow(RangeError);
    expect(stub.requests).toHaveLength(0);
  });
});

describe('StripeGateway mode', () => {
  it('says live only for live keys', () => {
    expect(gateway.mode).toBe('test');
    expect(
      new StripeGateway({ secretKey: 'sk_live_x', publishableKey: 'pk_live_x', webhookSecret: null }).mode,
    ).toBe('live');
  });

  it('refuses webhooks when no signing secret is configured', () => {
    expect(gateway.verifyWebhook(Buffer.from('{}'), 't=1,v1=abc', new Date())).toMatchObject({
      ok: false,
      code: 'payment.webhook-unavailable',
    });
  });
});

describe('StripeGateway on session (checkout)', () => {
  const intent = (status: string, extra: Record<string, unknown> = {}) => ({
    status: 200,
    body: { id: 'pi_9', object: 'payment_intent', status, client_secret: 'pi_9_secret_x', ...extra },
  });
  const answerIntent = (path: string, method: string, status: string, extra: Record<string, unknown> = {}) =>
    stub.on((r) => (r.path === path && r.method === method ? intent(status, extra) : undefined));

  it('answers requires_action with the client secret when the bank asks for authentication', async () => {
    answerIntent('/v1/payment_intents', 'POST', 'requires_action');
    expect(
      await gateway.chargeOnSession({
        providerCustomerId: 'cus_1',
        providerMethodId: 'pm_1',
        amountCents: 1865,
        description: 'Maplepack order 4',
        idempotencyKey: 'order-4',
      }),
    ).toEqual({ status: 'requires_action', paymentIntentId: 'pi_9', clientSecret: 'pi_9_secret_x' });
    expect(post('/v1/payment_intents')[0]?.params).not.toHaveProperty('off_session');
  });

  it('reads how an authentication ended, confirming an intent the browser left to confirm', async () => {
    answerIntent('/v1/payment_intents/pi_9', 'GET', 'requires_confirmation');
    answerIntent('/v1/payment_intents/pi_9/confirm', 'POST', 'succeeded');
    expect(await gateway.resumeCharge('pi_9')).toEqual({ status: 'succeeded', chargeId: 'pi_9' });
    expect(post('/v1/payment_intents/pi_9/confirm')[0]?.idempotencyKey).toBe('pi_9:confirm');
    stub.reset(fakeStripe());
    answerIntent('/v1/payment_intents/pi_9', 'GET', 'requires_payment_method', {
      last_payment_error: { message: 'Authentication failed.' },
    });
    expect(await gateway.resumeCharge('pi_9')).toEqual({
      status: 'failed',
      code: 'payment.declined',
      message: 'Authentication failed.',
    });
  });

  it('cancels an intent still waiting, and keeps one that went through', async () => {
    answerIntent('/v1/payment_intents/pi_9', 'GET', 'requires_action');
    answerIntent('/v1/payment_intents/pi_9/cancel', 'POST', 'canceled');
    expect((await gateway.cancelCharge('pi_9')).status).toBe('failed');
    expect(post('/v1/payment_intents/pi_9/cancel')).toHaveLength(1);
    stub.reset(fakeStripe());
    answerIntent('/v1/payment_intents/pi_9', 'GET', 'succeeded');
    expect(await gateway.cancelCharge('pi_9')).toEqual({ status: 'succeeded', chargeId: 'pi_9' });
    expect(post('/v1/payment_intents/pi_9/cancel')).toHaveLength(0);
  });

  it('finds a charge still waiting for authentication', async () => {
    stub.on((r) =>
      r.path === '/v1/payment_intents/search'
        ? {
            status: 200,
            body: {
              object: 'search_result',
              data: [{ id: 'pi_9', object: 'payment_intent', status: 'requires_action' }],
              has_more: false,
              url: r.path,
            },
          }
        : undefined,
    );
    expect(await gateway.findCharge('order-4')).toEqual({
      status: 'requires_action',
      paymentIntentId: 'pi_9',
    });
  });
});
