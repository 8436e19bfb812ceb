import {
  errorBodySchema,
  shippingMethodListResponseSchema,
  shippingMethodResponseSchema,
  shippingRateResponseSchema,
  shippingZoneListResponseSchema,
} from '@maplepack/api-contract';
import { buildTestApp, type TestApp } from './support/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const rate = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/shipping-rate', payload: payload as object });

describe('shipping zones and methods', () => {
  it('lists zone 1, Canada', async () => {
    const zones = shippingZoneListResponseSchema.parse((await get('/api/v1/shipping-zones')).json());
    expect(zones).toEqual([{ id: 1, name: 'Canada', order: 0 }]);
  });

  it("lists zone 1's methods: Canada Post (id 3) and free shipping with min_amount", async () => {
    const methods = shippingMethodListResponseSchema.parse(
      (await get('/api/v1/shipping-zones/1/methods')).json(),
    );
    expect(methods.map((method) => [method.instance_id, method.method_id])).toEqual([
      [3, 'canada_post'],
      [4, 'free_shipping'],
    ]);
    expect(methods[0]?.title).toBe('Canada Post');
  });

  it('answers the free-shipping method with its min_amount', async () => {
    const response = await get('/api/v1/shipping-zones/1/methods/4');
    const method = shippingMethodResponseSchema.parse(response.json());
    expect(method.settings['min_amount']?.value).toBe('60.00');
  });

  it.each([
    '/api/v1/shipping-zones/7',
    '/api/v1/shipping-zones/7/methods',
    '/api/v1/shipping-zones/1/methods/99',
  ])('answers 404 for %s', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    errorBodySchema.parse(response.json());
  });
});

describe('POST /api/v1/shipping-rate', () => {
  it('answers the standard rate for an Ottawa postal code, normalised', async () => {
    const response = await rate({ postal_code: 'k1a0b1', city: 'Ottawa' });
    expect(response.statusCode).toBe(200);
    expect(shippingRateResponseSchema.parse(response.json())).toEqual({
      postal_code: 'K1A 0B1',
      city: 'Ottawa',
      province: 'ON',
      rate: '9.50',
      extra_fee: '0.00',
      area: 'standard',
      method_id: '3',
      method_title: 'Canada Post',
    });
  });

  it.each([
    ['X0A 0H0', 'Iqaluit', 'NU', 'northern', '10.00'],
    ['X1A 2P7', 'Yellowknife', 'NT', 'northern', '10.00'],
    ['Y1A 1A1', 'Whitehorse', 'YT', 'northern', '10.00'],
    ['A0P 1C0', 'Happy Valley-Goose Bay', 'NL', 'remote', '5.00'],
    ['J0M 1C0', 'Kuujjuaq', 'QC', 'remote', '5.00'],
    ['V6B 1A1', 'Vancouver', 'BC', 'standard', '0.00'],
    ['H2X 1Y4', 'Montréal', 'QC', 'standard', '0.00'],
  ])('%s (%s) is %s / %s with extra fee %s', async (postal, city, province, area, extraFee) => {
    const body = shippingRateResponseSchema.parse((await rate({ postal_code: postal, city })).json());
    expect(body).toMatchObject({ province, area, extra_fee: extraFee });
  });

  it.each(['D1A 1A1', 'W1A 1A1', 'K1A 0B', '12345', 'K1A-0B1', ''])(
    'refuses the postal code %p with the message people see',
    async (postal) => {
      const response = await rate({ postal_code: postal, city: 'Ottawa' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'request.invalid', message: 'Please enter a valid Canadian postal code.' },
      });
    },
  );

  it.each([
    { postal_code: 'K1A 0B1' },
    { postal_code: 'K1A 0B1', city: '   ' },
    {},
    { postal_code: 5, city: 'Ottawa' },
  ])('refuses a body without a valid postal code and city: %p', async (payload) => {
    const response = await rate(payload);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('request.invalid');
  });
});
