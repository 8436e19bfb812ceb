import { buildTestApp, type TestApp } from './support/build-test-app';
import { checkout, errorOf, placeAnswer, placeBody, postCheckout } from './support/checkout-flow';
import { customer, fakeStripe, StripeStub, type StubHandler } from './support/stripe-stub';

/*
 * The checkout against Stripe (a local stub of its API): a PaymentIntent confirmed on session with
 * the card set up for off-session renewals, and the 3-D Secure step when the bank asks for it.
 */

const stub = new StripeStub();
let t: TestApp;
beforeAll(async () => {
  const endpoint = await stub.start();
  t = await buildTestApp({
    payments: {
      kind: 'stripe',
      secretKey: 'sk_test_checkout',
      publishableKey: 'pk_test_checkout',
      webhookSecret: null,
      endpoint,
    },
  });
});
afterAll(async () => {
  await t.close();
  await stub.stop();
});

/** fakeStripe, with a Stripe customer of its own for each checkout in the file (cus_1, cus_2…). */
let customers = 0;
function stripe(): StubHandler {
  const base = fakeStripe();
  return (request) => {
    if (request.method === 'POST' && request.path === '/v1/customers') {
      customers += 1;
      return { status: 200, body: customer(`cus_${customers}`, request.params['email'] ?? '', 'pm_1') };
    }
    return base(request);
  };
}
beforeEach(() => stub.reset(stripe()));

const intents = () => stub.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents');

/** Stripe answers the PaymentIntent's creation with `status`, and its retrieval with `later`. */
function intentAnswers(status: string, later: Record<string, unknown>): void {
  stub.on((r) => {
    if (r.method === 'POST' && r.path === '/v1/payment_intents')
      return {
        status: 200,
        body: { id: 'pi_3ds', object: 'payment_intent', status, client_secret: 'pi_3ds_secret_abc' },
      };
    if (r.method === 'GET' && r.path === '/v1/payment_intents/pi_3ds')
      return {
        status: 200,
        body: { id: 'pi_3ds', object: 'payment_intent', client_secret: 'pi_3ds_secret_abc', ...later },
      };
    return undefined;
  });
}

describe('the checkout on Stripe', () => {
  it('confirms a PaymentIntent on session that sets the card up for renewals, under the order key', async () => {
    const { receipt } = await checkout(t, placeBody('stripe.buyer@example.ca'), 'stripe-attempt-1');
    expect(receipt).toMatchObject({ charged: '18.65', card: { brand: 'visa', last4: '4242' } });
    const [intent] = intents();
    expect(intent?.idempotencyKey).toBe(`order-${receipt.order_id}`);
    expect(intent?.params).toEqual({
      amount: '1865',
      currency: 'cad',
      customer: expect.stringMatching(/^cus_\d+$/),
      payment_method: 'pm_1',
      'allowed_payment_method_types[0]': 'card',
      description: `Maplepack order ${receipt.order_id}`,
      confirm: 'true',
      setup_future_usage: 'off_session',
      'metadata[maplepack_key]': `order-${receipt.order_id}`,
    });
  });

  it('answers requires_action with the client secret, and completes once Stripe says the intent succeeded', async () => {
    intentAnswers('requires_action', { status: 'succeeded' });
    const body = placeBody('stripe.3ds@example.ca');
    const asked = await postCheckout(t, body, 'stripe-attempt-2');
    expect(asked.statusCode).toBe(202);
    expect(placeAnswer(asked)).toEqual({
      status: 'requires_action',
      client_secret: 'pi_3ds_secret_abc',
      payment_intent_id: 'pi_3ds',
    });
    const { receipt } = await checkout(t, body, 'stripe-attempt-2');
    expect(receipt.status).toBe('processing');
    expect(intents()).toHaveLength(1);
  });

  it("declines with Stripe's message when the authentication failed", async () => {
    intentAnswers('requires_action', {
      status: 'requires_payment_method',
      last_payment_error: { message: 'We are unable to authenticate your payment method.' },
    });
    const body = placeBody('stripe.3ds.fail@example.ca');
    expect((await postCheckout(t, body, 'stripe-attempt-3')).statusCode).toBe(202);
    // A guest sees the one generic decline (card testing); the attempt stays open for another card.
    expect(errorOf(await postCheckout(t, body, 'stripe-attempt-3'), 402)).toEqual({
      code: 'payment.declined',
      message: 'Your card was declined. Please check its details or use another card.',
    });
  });

  it('has no test authentication step', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/test/authenticate',
      payload: { payment_intent_id: 'test_pi_abc', outcome: 'succeed' },
    });
    expect(errorOf(response, 404).code).toBe('payment.test-mode-only');
  });
});
