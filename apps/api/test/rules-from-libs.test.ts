import { randomUUID } from 'node:crypto';
import * as calendar from '@maplepack/calendar';
import * as pricing from '@maplepack/pricing';
import * as recommendation from '@maplepack/recommendation';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { OMEGA, quote } from './support/checkout-flow';

/*
 * The API takes its domain rules from the libs instead of restating them: each rule below is wrapped
 * in a spy, and answering the request must call it (a copy in the API would leave the spy unused).
 */

function spyOnEach<M extends object>(actual: M, names: readonly (keyof M)[]): M {
  const spied: Record<string, unknown> = { ...(actual as Record<string, unknown>) };
  for (const name of names) spied[name as string] = jest.fn(actual[name] as (...args: never[]) => unknown);
  return spied as M;
}

jest.mock('@maplepack/pricing', () =>
  spyOnEach(jest.requireActual<typeof pricing>('@maplepack/pricing'), [
    'priceOrder',
    'checkCouponLimits',
    'checkCouponValidity',
  ]),
);
jest.mock('@maplepack/recommendation', () =>
  spyOnEach(jest.requireActual<typeof recommendation>('@maplepack/recommendation'), [
    'recommend',
    'checkPack',
  ]),
);
jest.mock('@maplepack/calendar', () =>
  spyOnEach(jest.requireActual<typeof calendar>('@maplepack/calendar'), ['shopDay']),
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => jest.clearAllMocks());

it("a quote is priced by pricing's priceOrder on calendar's shop day, with the coupon store limits of pricing", async () => {
  const answer = await quote(t, {
    lines: [OMEGA],
    destination: { postcode: 'k2p1l4', city: 'Ottawa' },
    coupons: ['WELCOME10'],
  });
  expect(pricing.priceOrder).toHaveBeenCalled();
  expect(pricing.checkCouponLimits).toHaveBeenCalled();
  expect(calendar.shopDay).toHaveBeenCalledWith(TEST_NOW);
  expect(answer.coupons.map((coupon) => coupon.code)).toEqual(['welcome10']);
});

it('POST /coupons/validate checks the coupon with pricing', async () => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/coupons/validate',
    payload: {
      coupon: 'welcome10',
      email: 'ann@example.ca',
      products: [{ id: 2101, categories: [78, 46] }],
      subtotal: '45.00',
    },
  });
  expect(response.statusCode).toBe(200);
  expect(pricing.checkCouponLimits).toHaveBeenCalled();
  expect(pricing.checkCouponValidity).toHaveBeenCalled();
});

it("POST /survey recommends with recommendation's recommend on the shop's day", async () => {
  const answers = {
    name: 'Noor',
    consent: true,
    email: 'noor.rules@example.ca',
    birthday: '05141990',
    sex: 'Female',
    concerns: ['Sleep'],
    concerns_fallback: { each: ["Let's see recommendations"] },
  };
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/survey',
    payload: { id: randomUUID(), value: JSON.stringify(answers), debug: false, version: '1.5' },
    headers: { 'x-forwarded-for': '203.0.113.92' },
  });
  expect(response.statusCode).toBe(200);
  expect(recommendation.recommend).toHaveBeenCalledWith(
    expect.objectContaining({ today: calendar.shopDay(TEST_NOW) }),
    expect.objectContaining({ catalogue: expect.any(Array) }),
  );
});

it("a guest checkout's pack is checked with recommendation's checkPack", async () => {
  await quote(t, { lines: [OMEGA], destination: { postcode: 'k2p1l4', city: 'Ottawa' } });
  expect(recommendation.checkPack).toHaveBeenCalled();
});
