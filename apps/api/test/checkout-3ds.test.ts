import { eq } from 'drizzle-orm';
import { orders } from '../src/db/schema/orders';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { recordedCharges } from './support/checkout';
import { checkout, errorOf, placeAnswer, placeBody, postCheckout } from './support/checkout-flow';

/*
 * 3-D Secure on the built-in test gateway: the token of Stripe's 4000 0025 0000 3155 makes the
 * charge wait for the test authentication step, as the bank's page would with Stripe.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const THREE_D_SECURE = { method: 'card', token: 'tok_threeDSecure2Required' };
const authenticate = (payment_intent_id: string, outcome: 'succeed' | 'fail') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/payments/test/authenticate',
    payload: { payment_intent_id, outcome },
  });

/** Places the checkout and expects the bank to ask for authentication. */
async function waitingForAuthentication(email: string, key: string) {
  const response = await postCheckout(t, placeBody(email, { payment: THREE_D_SECURE }), key);
  expect(response.statusCode).toBe(202);
  const answer = placeAnswer(response);
  if (answer.status !== 'requires_action') throw new Error(`no authentication asked: ${response.body}`);
  return answer;
}

const ordersOf = (email: string) =>
  t.database.db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.billingEmail, email));

describe('3-D Secure on the test gateway', () => {
  it('asks for authentication, then completes the same attempt once the person authenticated', async () => {
    const asked = await waitingForAuthentication('three.d@example.ca', 'attempt-3ds-1');
    expect(asked.payment_intent_id).toMatch(/^test_pi_/);
    expect(asked.client_secret).toMatch(new RegExp(`^${asked.payment_intent_id}_secret_`));
    expect(await ordersOf('three.d@example.ca')).toEqual([{ id: expect.any(Number), status: 'pending' }]);
    // Sent again before authenticating: the same step is asked again.
    expect(
      placeAnswer(
        await postCheckout(t, placeBody('three.d@example.ca', { payment: THREE_D_SECURE }), 'attempt-3ds-1'),
      ),
    ).toEqual(asked);

    expect((await authenticate(asked.payment_intent_id, 'succeed')).statusCode).toBe(200);
    const { receipt, cookies } = await checkout(
      t,
      placeBody('three.d@example.ca', { payment: THREE_D_SECURE }),
      'attempt-3ds-1',
    );
    expect(receipt).toMatchObject({ status: 'processing', card: { brand: 'visa', last4: '3155' } });
    expect(cookies['maplepack_token']).toBeDefined();
    expect(await ordersOf('three.d@example.ca')).toEqual([{ id: receipt.order_id, status: 'processing' }]);
    expect(
      (await recordedCharges(t)).filter((charge) => charge.key === `order-${receipt.order_id}`),
    ).toHaveLength(1);

    // The authenticated charge set the card up: a renewal (off session) goes through without asking.
    const [order] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, receipt.order_id ?? 0));
    const renewal = await t.app.payments.charge({
      providerCustomerId: order?.paymentCustomerId ?? '',
      providerMethodId: order?.paymentMethodId ?? '',
      amountCents: 1865,
      description: 'Renewal',
      idempotencyKey: 'renewal-3ds-1',
    });
    expect(renewal.ok).toBe(true);
  });

  it('declines a failed authentication; the same attempt then succeeds with another card', async () => {
    const asked = await waitingForAuthentication('three.d.fail@example.ca', 'attempt-3ds-2');
    expect((await authenticate(asked.payment_intent_id, 'fail')).statusCode).toBe(200);
    const declined = await postCheckout(
      t,
      placeBody('three.d.fail@example.ca', { payment: THREE_D_SECURE }),
      'attempt-3ds-2',
    );
    expect(errorOf(declined, 402).code).toBe('payment.declined');
    const { receipt } = await checkout(t, placeBody('three.d.fail@example.ca'), 'attempt-3ds-2');
    expect(receipt.card).toEqual({ brand: 'visa', last4: '4242' });
    expect((await ordersOf('three.d.fail@example.ca')).map((order) => order.status).sort()).toEqual([
      'failed',
      'processing',
    ]);
  });

  it('gives the waiting charge up when another card is sent instead, so a late authentication takes nothing', async () => {
    const asked = await waitingForAuthentication('three.d.switch@example.ca', 'attempt-3ds-3');
    const { receipt } = await checkout(t, placeBody('three.d.switch@example.ca'), 'attempt-3ds-3');
    expect(receipt.card?.last4).toBe('4242');
    expect(errorOf(await authenticate(asked.payment_intent_id, 'succeed'), 409).code).toBe(
      'payment.already-settled',
    );
    expect((await ordersOf('three.d.switch@example.ca')).map((order) => order.status).sort()).toEqual([
      'cancelled',
      'processing',
    ]);
  });

  it('answers 404 for an unknown payment and 400 for a malformed id', async () => {
    expect(errorOf(await authenticate('test_pi_nosuch', 'succeed'), 404).code).toBe('payment.not-found');
    expect(errorOf(await authenticate('pi_live_one', 'succeed'), 400).code).toBe('request.invalid');
  });
});
