import { couponValidateResponseSchema, errorBodySchema } from '@maplepack/api-contract';
import { buildTestApp, type TestApp } from '../support/build-test-app';
import { orderBody, placeOrder, saveCard } from '../support/checkout';
import { demoHeaders } from '../support/coupons';
import { signedInCustomer } from '../support/payment-customers';

/*
 * Issue 11, money: an e-mail-restricted coupon trusted the billing e-mail the client typed, so a
 * guest who typed demo@maplepack.ca got the demo customer's store credit. Restrictions are now
 * checked against the signed-in account's e-mail only.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/orders', payload: body, headers });
const validate = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/coupons/validate',
    payload: { coupon: 'credit20', email, products: [{ id: 2401, categories: [44] }], subtotal: '7.00' },
    headers,
  });

describe('e-mail-restricted coupons', () => {
  it("refuses the demo customer's store credit to a guest who types the demo e-mail", async () => {
    const card = await saveCard(t, { email: 'demo@maplepack.ca' });
    const refused = await post(
      orderBody(card, 'demo@maplepack.ca', { coupon_lines: [{ code: 'credit20' }] }),
    );
    expect(refused.statusCode).toBe(422);
    expect(errorBodySchema.parse(refused.json()).error.code).toBe('coupon.invalid');
    expect(couponValidateResponseSchema.parse((await validate('demo@maplepack.ca')).json())).toMatchObject({
      status: 'invalid',
      code: 'coupon.email-restricted',
    });
  });

  it('refuses it to another signed-in customer who types the demo e-mail as billing address', async () => {
    const ann = await signedInCustomer(t, 'ann.restricted@example.ca');
    const card = await saveCard(t, ann);
    const refused = await post(
      orderBody(card, 'demo@maplepack.ca', { coupon_lines: [{ code: 'credit20' }] }),
      ann.headers,
    );
    expect(refused.statusCode).toBe(422);
    expect(
      couponValidateResponseSchema.parse((await validate('demo@maplepack.ca', ann.headers)).json()).status,
    ).toBe('invalid');
  });

  it('gives it to the signed-in demo customer, whatever e-mail the form holds', async () => {
    const headers = await demoHeaders(t);
    expect(couponValidateResponseSchema.parse((await validate('', headers)).json()).status).toBe('valid');
    const order = await placeOrder(
      t,
      orderBody(await saveCard(t, { headers }), 'someone@example.ca', {
        coupon_lines: [{ code: 'credit20' }],
      }),
      headers,
    );
    expect(order).toMatchObject({ discount_total: '7.00', billing: { email: 'demo@maplepack.ca' } });
  });
});
