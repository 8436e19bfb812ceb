import { errorBodySchema } from '@maplepack/api-contract';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { orderBody, placeOrder, saveCard } from '../support/checkout';
import { addCoupon, demoHeaders, usageCount } from '../support/coupons';
import { signedInCustomer } from '../support/payment-customers';

/*
 * Issue 11, money: coupon usage limits were never enforced (usage_count never moved), so credit20
 * (limit 1) applied 7 times. Uses are now counted when an order is placed, in its transaction.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await addCoupon(t, { code: 'lastone', discountType: 'percent', ratePpm: 100_000, usageLimit: 1 });
  await addCoupon(t, { code: 'lastone2', discountType: 'percent', ratePpm: 100_000, usageLimit: 1 });
});
afterAll(() => t.close());

const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/orders', payload: body, headers });
const codeOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json()).error.code;

describe('coupon usage limits', () => {
  it('applies credit20 (limit 1) to one order only', async () => {
    const headers = await demoHeaders(t);
    const card = await saveCard(t, { headers });
    const first = await placeOrder(
      t,
      orderBody(card, 'demo@maplepack.ca', { coupon_lines: [{ code: 'credit20' }] }),
      headers,
    );
    expect(first.discount_total).toBe('7.00');
    const second = await post(
      orderBody(card, 'demo@maplepack.ca', { coupon_lines: [{ code: 'credit20' }] }),
      headers,
    );
    expect(second.statusCode).toBe(422);
    expect(codeOf(second)).toBe('coupon.invalid');
    expect(await usageCount(t, 'credit20')).toBe(1);
  });

  it('lets one of two orders racing for the last use win', async () => {
    const cards = await Promise.all(
      ['racer1@example.ca', 'racer2@example.ca'].map((email) => saveCard(t, { email })),
    );
    const answers = await Promise.all(
      ['racer1@example.ca', 'racer2@example.ca'].map((email, index) =>
        post(orderBody(cards[index] ?? null, email, { coupon_lines: [{ code: 'lastone' }] })),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(await usageCount(t, 'lastone')).toBe(1);
  });

  it('holds welcome10 to one use per account and per e-mail', async () => {
    const ann = await signedInCustomer(t, 'ann.once@example.ca');
    const annCard = await saveCard(t, ann);
    await placeOrder(
      t,
      orderBody(annCard, 'ann.once@example.ca', { coupon_lines: [{ code: 'welcome10' }] }),
      ann.headers,
    );
    const again = await post(
      orderBody(annCard, 'ann.once@example.ca', { coupon_lines: [{ code: 'welcome10' }] }),
      ann.headers,
    );
    expect(again.statusCode).toBe(422);

    const bob = await signedInCustomer(t, 'bob.once@example.ca', 'Bob', 'Ray');
    await placeOrder(
      t,
      orderBody(await saveCard(t, bob), 'bob.once@example.ca', { coupon_lines: [{ code: 'welcome10' }] }),
      bob.headers,
    );

    const guestCard = await saveCard(t, { email: 'gail.once@example.ca' });
    await placeOrder(
      t,
      orderBody(guestCard, 'gail.once@example.ca', { coupon_lines: [{ code: 'welcome10' }] }),
    );
    const guestAgain = await post(
      orderBody(guestCard, 'Gail.Once@example.ca', { coupon_lines: [{ code: 'welcome10' }] }),
    );
    expect(guestAgain.statusCode).toBe(422);
    expect(await usageCount(t, 'welcome10')).toBe(3);
  });

  it('gives the use back when the payment is declined', async () => {
    const declining = await saveCard(t, { email: 'dee.coupon@example.ca' }, 'tok_chargeCustomerFail');
    expect(
      (await post(orderBody(declining, 'dee.coupon@example.ca', { coupon_lines: [{ code: 'lastone2' }] })))
        .statusCode,
    ).toBe(402);
    expect(await usageCount(t, 'lastone2')).toBe(0);
    const good = await saveCard(t, { email: 'dee.coupon@example.ca' });
    await placeOrder(t, orderBody(good, 'dee.coupon@example.ca', { coupon_lines: [{ code: 'lastone2' }] }));
    expect(await usageCount(t, 'lastone2')).toBe(1);
  });

  it('says so in the cart: a used-up coupon is invalid', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/coupons/validate',
      payload: { coupon: 'lastone', products: [{ id: 2401, categories: [44] }], subtotal: '7.00' },
    });
    expect(answer.json()).toMatchObject({ status: 'invalid', code: 'coupon.usage-limit' });
  });
});
