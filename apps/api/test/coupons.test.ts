import { couponValidateResponseSchema, errorBodySchema } from '@maplepack/api-contract';
import { wooCouponSchema } from '@maplepack/pricing';
import { buildTestApp, type TestApp } from './support/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const multivitamin = { id: 2101, categories: [78, 46] };
const boxOnly = { id: 3327, categories: [47] };

async function validate(payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/coupons/validate',
    payload: { email: 'ann@example.ca', products: [multivitamin], subtotal: '45.00', ...payload },
    headers,
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

describe('POST /api/v1/coupons/validate', () => {
  it.each([
    ['WELCOME10', 'percent', '10.00'],
    ['save5', 'fixed_cart', '5.00'],
    ['Vitamins2', 'fixed_product', '2.00'],
    ['loyal5', 'recurring_fee', '5.00'],
    ['LOYAL15', 'recurring_percent', '15.00'],
  ])('accepts %s (%s) with OK and the coupon', async (code, type, amount) => {
    const { status, body } = await validate({ coupon: code });
    expect(status).toBe(200);
    const answer = couponValidateResponseSchema.parse(body);
    expect(answer).toMatchObject({
      status: 'valid',
      message: 'OK',
      coupon: { code: code.toLowerCase(), discount_type: type, amount },
    });
    // The coupon the API writes is one pricing can apply.
    expect(wooCouponSchema.safeParse(answer.coupon).success).toBe(true);
  });

  it('accepts the store credit for the signed-in account it is restricted to', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token',
      payload: { email: 'demo@maplepack.ca', password: 'maplepack-demo' },
    });
    const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
    const answer = couponValidateResponseSchema.parse(
      (await validate({ coupon: 'credit20', email: '' }, headers)).body,
    );
    expect(answer).toMatchObject({
      status: 'valid',
      coupon: { discount_type: 'store_credit', amount: '20.00' },
    });
  });

  it.each([
    ['an unknown code', { coupon: 'nope' }, 'coupon.not-found'],
    ['another e-mail than the restricted one', { coupon: 'credit20' }, 'coupon.email-restricted'],
    [
      'a guest typing the restricted e-mail',
      { coupon: 'credit20', email: 'Demo@Maplepack.ca' },
      'coupon.email-restricted',
    ],
    ['no e-mail for a restricted coupon', { coupon: 'credit20', email: '' }, 'coupon.email-restricted'],
    ['no eligible product', { coupon: 'vitamins2', products: [boxOnly] }, 'coupon.not-applicable'],
    ['an excluded category only', { coupon: 'vip25', products: [boxOnly] }, 'coupon.not-applicable'],
    ['an empty cart', { coupon: 'welcome10', products: [] }, 'coupon.not-applicable'],
  ])('refuses %s with "Coupon is invalid."', async (_name, payload, code) => {
    const { status, body } = await validate(payload);
    expect(status).toBe(200);
    expect(couponValidateResponseSchema.parse(body)).toEqual({
      status: 'invalid',
      code,
      message: 'Coupon is invalid.',
      coupon: null,
    });
  });

  it.each([
    ['an expired coupon', { coupon: 'fall2020' }, 'coupon.expired', 'This coupon has expired.'],
    [
      'a subtotal under the minimum',
      { coupon: 'save5', subtotal: '29.99' },
      'coupon.minimum-amount',
      'This coupon needs an order of at least $30.00 before taxes and shipping.',
    ],
  ])('refuses %s saying why (issue 17)', async (_name, payload, code, message) => {
    const { status, body } = await validate(payload);
    expect(status).toBe(200);
    expect(couponValidateResponseSchema.parse(body)).toEqual({
      status: 'invalid',
      code,
      message,
      coupon: null,
    });
  });

  it.each([
    ['no coupon', { coupon: undefined }],
    ['a blank coupon', { coupon: '  ' }],
    ['a bad subtotal', { coupon: 'save5', subtotal: '12.345' }],
    ['a bad e-mail', { coupon: 'save5', email: 'not-an-email' }],
    ['products that are not a list', { coupon: 'save5', products: 'all' }],
    ['an unknown field', { coupon: 'save5', discount: '100' }],
  ])('answers 400 for %s', async (_name, payload) => {
    const { status, body } = await validate(payload);
    expect(status).toBe(400);
    expect(errorBodySchema.parse(body).error.code).toBe('request.invalid');
  });

  it('uses the spec message for a bad e-mail', async () => {
    const { body } = await validate({ coupon: 'save5', email: 'ann@' });
    expect(errorBodySchema.parse(body).error.message).toBe('Please enter a valid email.');
  });
});
