import { randomUUID } from 'node:crypto';
import {
  AUTH_COOKIE_NAME,
  CLIENT_HEADER_NAME,
  GUEST_SURVEYS_COOKIE_NAME,
  surveyProfileResponseSchema,
} from '@maplepack/api-contract';
import { type LightMyRequestResponse } from 'fastify';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { doses, orderBody } from './support/checkout';
import { signedInCustomer } from './support/payment-customers';
import { cookieHeader, errorOf, placeBody, postCheckout, postQuote, quote } from './support/checkout-flow';

/*
 * Issue 17: a guest's pack is checked against the assessment their browser made (the signed guest-survey
 * cookie), as a customer's is against their latest survey: GET /survey/profile gives the cart that
 * profile, the quote names what is unsafe, and the checkout and POST /orders refuse it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;

const ST_JOHNS_WORT = { product_id: 2519, am_dose: 1, pm_dose: 0 };
const VITAMIN_K2 = { product_id: 2207, am_dose: 1, pm_dose: 0 };
const OTTAWA = { postcode: 'k2p1l4', city: 'Ottawa' };

/** A guest's assessment naming `medication`: the cookie their browser keeps. */
async function guestAssessed(medication: string): Promise<Record<string, string>> {
  const answers = {
    name: 'Sam',
    consent: true,
    email: `sam-${randomUUID()}@example.ca`,
    birthday: '05141990',
    sex: 'Female',
    pregnancy_status: 'None of these',
    medications: true,
    medication_list: [medication],
    concerns: ['Sleep'],
    concerns_fallback: { each: ["Let's see recommendations"] },
  };
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/survey',
    payload: { id: randomUUID(), value: JSON.stringify(answers), debug: false, version: '1.5' },
    headers: { 'x-forwarded-for': freshIp() },
  });
  expect(response.statusCode).toBe(200);
  const cookie = response.cookies.find((candidate) => candidate.name === GUEST_SURVEYS_COOKIE_NAME);
  if (cookie === undefined) throw new Error('no guest survey cookie');
  return { [GUEST_SURVEYS_COOKIE_NAME]: cookie.value };
}

const withCookies = (cookies: Record<string, string>) => ({
  ...cookieHeader(cookies),
  [CLIENT_HEADER_NAME]: '1',
});

const profileOf = async (headers: Record<string, string> = {}) => {
  const response: LightMyRequestResponse = await t.app.inject({
    method: 'GET',
    url: '/api/v1/survey/profile',
    headers,
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return surveyProfileResponseSchema.parse(response.json()).profile;
};

describe('GET /api/v1/survey/profile', () => {
  it('answers null for a browser that took no assessment', async () => {
    expect(await profileOf()).toBeNull();
  });

  it("answers the guest's profile from the survey their browser made, medications included", async () => {
    const cookies = await guestAssessed('Sertraline');
    const profile = await profileOf(cookieHeader(cookies));
    expect(profile).toMatchObject({
      sex: 'female',
      medications: [{ label: 'Sertraline', classes: expect.arrayContaining(['ssri']) }],
    });
  });

  it('ignores a forged cookie', async () => {
    expect(await profileOf(cookieHeader({ [GUEST_SURVEYS_COOKIE_NAME]: 'forged.value' }))).toBeNull();
  });
});

describe("a guest's unsafe pack", () => {
  it.each([
    { medication: 'Sertraline', line: ST_JOHNS_WORT, name: "St John's Wort 300 mg" },
    { medication: 'Warfarin', line: VITAMIN_K2, name: 'Vitamin K2 120 µg' },
  ])(
    '$medication then $name: the quote names it and the checkout refuses it',
    async ({ medication, line, name }) => {
      const cookies = await guestAssessed(medication);
      const priced = await quote(t, { lines: [line], destination: OTTAWA }, withCookies(cookies));
      expect(priced.notices).toContainEqual({
        kind: 'pack-unsafe',
        product_id: line.product_id,
        message: expect.stringContaining(`${name}: With ${medication}:`),
      });

      const email = `guest-${randomUUID()}@example.ca`;
      const refused = await postCheckout(
        t,
        placeBody(email, { lines: [line], expected_total: priced.total }),
        randomUUID(),
        withCookies(cookies),
      );
      const error = errorOf(refused, 422);
      expect(error.code).toBe('order.pack-unsafe');
      expect(error.message).toContain(`This pack cannot be ordered: ${name}: With ${medication}:`);
    },
  );

  it('is sold to a browser without that assessment (no profile: only the upper limits apply)', async () => {
    const priced = await quote(t, { lines: [ST_JOHNS_WORT], destination: OTTAWA });
    expect(priced.notices.filter((notice) => notice.kind === 'pack-unsafe')).toEqual([]);
  });

  it('is refused by POST /orders too', async () => {
    const cookies = await guestAssessed('Sertraline');
    const response = await postQuote(
      t,
      { lines: [ST_JOHNS_WORT], destination: OTTAWA },
      withCookies(cookies),
    );
    expect(response.statusCode).toBe(200);
    const order = await t.app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: withCookies(cookies),
      payload: orderBody(null, `orders-${randomUUID()}@example.ca`, {
        line_items: [{ product_id: 2519, quantity: 1, meta_data: doses(1, 0) }],
      }),
    });
    const error = errorOf(order, 422);
    expect(error.code).toBe('order.pack-unsafe');
    expect(error.message).toContain("St John's Wort 300 mg: With Sertraline:");
  });
});

describe('a customer who took the assessment as a guest in this browser, then signed in', () => {
  it('is checked against that assessment by the quote, as the cart and the results page read it', async () => {
    const cookies = {
      ...(await guestAssessed('Warfarin')),
      [AUTH_COOKIE_NAME]: (await signedInCustomer(t, `wren-${randomUUID()}@example.ca`, 'Wren', 'Roy')).token,
    };
    const profile = await profileOf(withCookies(cookies));
    expect(profile?.medications).toEqual([expect.objectContaining({ label: 'Warfarin' })]);
    const priced = await quote(t, { lines: [VITAMIN_K2], destination: OTTAWA }, withCookies(cookies));
    expect(priced.notices).toContainEqual({
      kind: 'pack-unsafe',
      product_id: VITAMIN_K2.product_id,
      message: expect.stringContaining('Vitamin K2 120 µg: With Warfarin:'),
    });
  });
});
