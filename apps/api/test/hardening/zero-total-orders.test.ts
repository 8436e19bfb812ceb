import { errorBodySchema, orderResponseSchema } from '@maplepack/api-contract';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { doses, orderBody, placeOrder, recordedCharges, saveCard } from '../support/checkout';
import { addCoupon } from '../support/coupons';
import { signedInCustomer } from '../support/payment-customers';

/*
 * Issue 11, money: a guest order with no card and a $0 total was stored as paid, and totals under
 * the provider's minimum were dropped. Nothing is free unless a coupon or the trial explains it,
 * and what is under the minimum is carried to the next charge on the card.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // $6.70 off a $7.00 pack with free shipping: 30 cents plus 13 % HST, 34 cents in all.
  await addCoupon(t, { code: 'almost', discountType: 'fixed_cart', amountCents: 670 });
  // $1.40 off each daily pill of selenium ($1.50): 10 cents a pill.
  await addCoupon(t, { code: 'tiny', discountType: 'fixed_product', amountCents: 140, productIds: [2306] });
});
afterAll(() => t.close());

const box = [{ product_id: 3327, meta_data: doses(1, 0) }];
const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/orders', payload: body, headers });
const errorOf = (response: { statusCode: number; json(): unknown }, status: number) => {
  expect(response.statusCode).toBe(status);
  return errorBodySchema.parse(response.json()).error;
};

describe('free and nearly free orders', () => {
  it('refuses an order of free products only, even with free shipping', async () => {
    const refused = await post(
      orderBody(null, 'boxonly@example.ca', { line_items: box, coupon_lines: [{ code: 'shipfree' }] }),
    );
    expect(errorOf(refused, 422).code).toBe('order.free-only');
  });

  it('takes a $0 trial box without a card, once: the trial explains it', async () => {
    const order = await placeOrder(
      t,
      orderBody(null, 'trialbox@example.ca', { line_items: box, campaign: 'trialprogram' }),
    );
    expect(order).toMatchObject({ total: '0.00', status: 'processing', payment_details: null });
    expect(
      errorOf(
        await post(orderBody(null, 'trialbox@example.ca', { line_items: box, campaign: 'trialprogram' })),
        409,
      ).code,
    ).toBe('trial-program.not-eligible');
  });

  it('needs a card for a total under the provider minimum and carries it as the balance due', async () => {
    const body = { coupon_lines: [{ code: 'almost' }, { code: 'shipfree' }] };
    expect(errorOf(await post(orderBody(null, 'cents@example.ca', body)), 422).code).toBe('payment.required');
    const card = await saveCard(t, { email: 'cents@example.ca' });
    const order = await placeOrder(t, orderBody(card, 'cents@example.ca', body));
    expect(order).toMatchObject({ total: '0.34', balance_due: '0.34', transaction_id: '' });
    expect((await recordedCharges(t)).filter((charge) => charge.key.startsWith(`order-${order.id}`))).toEqual(
      [],
    );
  });

  it('carries a change under the minimum and charges it with the next change', async () => {
    const ann = await signedInCustomer(t, 'ann.change@example.ca');
    const card = await saveCard(t, ann);
    const lines = (selenium: [number, number], omega: [number, number]) => [
      { product_id: 2401, meta_data: doses(...omega) },
      { product_id: 2306, meta_data: doses(...selenium) },
    ];
    const order = await placeOrder(
      t,
      orderBody(card, 'ann.change@example.ca', {
        line_items: lines([1, 0], [1, 1]),
        coupon_lines: [{ code: 'tiny' }],
      }),
      ann.headers,
    );
    const change = async (line_items: unknown) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/orders/${order.id}`,
        payload: { line_items },
        headers: ann.headers,
      });
      expect(response.statusCode).toBe(200);
      return orderResponseSchema.parse(response.json());
    };
    const cents = (text: string) => Math.round(Number(text) * 100);

    const small = await change(lines([1, 1], [1, 1]));
    const owed = cents(small.total) - cents(order.total);
    expect(owed).toBeGreaterThan(0);
    expect(owed).toBeLessThan(50);
    expect(small.balance_due).toBe((owed / 100).toFixed(2));

    const big = await change(lines([1, 1], [1, 2]));
    expect(big.balance_due).toBe('0.00');
    const charged = (await recordedCharges(t)).filter((charge) =>
      charge.key.startsWith(`order-${order.id}-change`),
    );
    expect(charged.map((charge) => (charge.body as { amountCents: number }).amountCents)).toEqual([
      cents(big.total) - cents(order.total),
    ]);
  });
});
