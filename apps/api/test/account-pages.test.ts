import {
  ACCOUNT_MARKETING,
  accountAddressesResponseSchema,
  addressPreviewResponseSchema,
  errorBodySchema,
  passwordChangeResponseSchema,
  RENEWED_TOKEN_HEADER,
  subscriptionEventListResponseSchema,
  subscriptionResponseSchema,
  tokenResponseSchema,
  type SubscriptionResponse,
} from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import { FakeMailer } from '../src/adapters/mail/fake';
import { products } from '../src/db/schema/catalogue';
import { newsletterConsents, newsletterSubscribers } from '../src/db/schema/newsletter';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { orderBody, OTTAWA, placeOrder, saveCard, type Card } from './support/checkout';
import { signedInCustomer } from './support/payment-customers';

// Building the app and its card holders takes a while on a busy, shared machine.
jest.setTimeout(180_000);

let t: TestApp;
const mailer = new FakeMailer();
type Person = { id: number; headers: Record<string, string>; email: string; card: Card };
let ann: Person;
let bob: Person;

async function person(email: string, first: string, last: string): Promise<Person> {
  const signed = await signedInCustomer(t, email, first, last);
  return { ...signed, email, card: await saveCard(t, signed) };
}

beforeAll(async () => {
  t = await buildTestApp({ mailer });
  ann = await person('ann@example.ca', 'Ann', 'Lee');
  bob = await person('bob@example.ca', 'Bob', 'Ray');
});
afterAll(() => t.close());

const errorOf = (response: { statusCode: number; json(): unknown }, status: number) => {
  expect(response.statusCode).toBe(status);
  return errorBodySchema.parse(response.json()).error;
};

async function subscribe(who: Person, productId = 2401): Promise<SubscriptionResponse> {
  const order = await placeOrder(t, orderBody(who.card, who.email), who.headers);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions',
    payload: {
      items: [{ productId, amQty: 1, pmQty: 0 }],
      stripeToken: who.card.card_id,
      stripeCustomer: who.card.customer_id,
      wooCommerceUserId: who.id,
      shippingData: { address1: OTTAWA.address_1, city: 'Ottawa', postcode: 'K2P 1L4', totalCents: 0 },
      first_name: 'Ann',
      last_name: 'Lee',
      email: who.email,
      orderResponseId: order.id,
    },
    headers: who.headers,
  });
  expect(response.statusCode).toBe(201);
  return subscriptionResponseSchema.parse(response.json());
}

const changePassword = (id: number, payload: unknown, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/customers/${id}/password`,
    payload: payload as Record<string, unknown>,
    headers: { ...headers, 'x-forwarded-for': '198.51.100.42' },
  });
const getCustomer = (id: number, headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: `/api/v1/customers/${id}`, headers });

describe('POST /api/v1/customers/{id}/password', () => {
  it('changes the password with the current one, ends other sessions and keeps this one', async () => {
    const cara = await signedInCustomer(t, 'cara@example.ca', 'Cara', 'Diaz');
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/token',
        payload: { email: 'cara@example.ca', password },
        headers: { 'x-forwarded-for': '198.51.100.43' },
      });
    // Another device, signed in too.
    const signedIn = await login('secret-cara@example.ca');
    expect(signedIn.statusCode).toBe(200);
    const otherDevice = { authorization: `Bearer ${tokenResponseSchema.parse(signedIn.json()).token}` };
    const response = await changePassword(
      cara.id,
      { current_password: 'secret-cara@example.ca', password: 'a brand new passphrase' },
      cara.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(passwordChangeResponseSchema.parse(response.json()).message).toBe(
      'Your password has been changed. Your other devices have been signed out.',
    );
    // Every earlier token is revoked (the other device's and the one this request used); the
    // answer carries this device's new one.
    expect((await getCustomer(cara.id, otherDevice)).statusCode).toBe(401);
    expect((await getCustomer(cara.id, cara.headers)).statusCode).toBe(401);
    const renewed = String(response.headers[RENEWED_TOKEN_HEADER]);
    expect((await getCustomer(cara.id, { authorization: `Bearer ${renewed}` })).statusCode).toBe(200);
    expect((await login('a brand new passphrase')).statusCode).toBe(200);
    expect((await login('secret-cara@example.ca')).statusCode).not.toBe(200);
    expect(mailer.lastTo('cara@example.ca')?.subject).toBe('Your Maplepack password was changed');
  });

  it('refuses a wrong current password, the same password, a weak one and bad input (400)', async () => {
    const dan = await signedInCustomer(t, 'dan@example.ca', 'Dan', 'Ito');
    const current = 'secret-dan@example.ca';
    expect(
      errorOf(
        await changePassword(
          dan.id,
          { current_password: 'nope', password: 'another passphrase' },
          dan.headers,
        ),
        400,
      ).code,
    ).toBe('customer.wrong-password');
    expect(
      errorOf(
        await changePassword(dan.id, { current_password: current, password: current }, dan.headers),
        400,
      ).code,
    ).toBe('customer.same-password');
    for (const payload of [
      {},
      { current_password: current },
      { current_password: current, password: 'short' },
      { current_password: current, password: 'dan@example.ca' },
      { current_password: current, password: 'another passphrase', extra: 1 },
      { current_password: 'x'.repeat(300), password: 'another passphrase' },
    ]) {
      expect(errorOf(await changePassword(dan.id, payload, dan.headers), 400).code).toBe('request.invalid');
    }
    // Nothing changed: the session still works.
    expect((await getCustomer(dan.id, dan.headers)).statusCode).toBe(200);
  });

  it("keeps guests out (401) and refuses another customer's account (403)", async () => {
    const payload = { current_password: 'secret-ann@example.ca', password: 'a brand new passphrase' };
    expect(errorOf(await changePassword(ann.id, payload, {}), 401).code).toBe('auth.required');
    expect(errorOf(await changePassword(ann.id, payload, bob.headers), 403).code).toBe('auth.forbidden');
    expect((await getCustomer(ann.id, ann.headers)).statusCode).toBe(200);
  });
});

const CALGARY = {
  first_name: 'Ann',
  last_name: 'Lee',
  address_1: '800 Macleod Trail SE',
  city: 'Calgary',
  state: 'AB',
  postcode: 't2g 2m3',
  phone: '403 555 0100',
};

describe('the addresses with the re-priced renewal', () => {
  it('previews and saves a new province: the renewal total follows it, and the plan logs the move', async () => {
    const plan = await subscribe(ann);
    const preview = await t.app.inject({
      method: 'POST',
      url: `/api/v1/customers/${ann.id}/addresses/preview`,
      payload: { shipping: { postcode: 'T2G 2M3', city: 'Calgary' } },
      headers: ann.headers,
    });
    expect(preview.statusCode).toBe(200);
    const previewed = addressPreviewResponseSchema.parse(preview.json());
    expect(previewed).toMatchObject({ province: 'AB', postcode: 'T2G 2M3' });
    const planPrice = previewed.plans.find((one) => one.subscription_id === plan.id);
    expect(planPrice?.current).toMatchObject({ date: '2026-12-17', total: plan.renewal?.total });
    expect(planPrice?.current?.tax_lines.map((line) => line.rate_percent)).toEqual(['13.0000']);
    expect(planPrice?.proposed?.tax_lines.map((line) => line.rate_percent)).toEqual(['5.0000']);
    expect(planPrice?.proposed?.total).not.toBe(planPrice?.current?.total);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/customers/${ann.id}/addresses`,
      payload: { shipping: CALGARY },
      headers: ann.headers,
    });
    expect(saved.statusCode).toBe(200);
    const body = accountAddressesResponseSchema.parse(saved.json());
    expect(body.customer.shipping).toMatchObject({ city: 'Calgary', state: 'AB', postcode: 'T2G 2M3' });
    expect(body.plans.find((one) => one.subscription_id === plan.id)?.renewal?.total).toBe(
      planPrice?.proposed?.total,
    );
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscriptions/${plan.id}`,
      headers: ann.headers,
    });
    const after = subscriptionResponseSchema.parse(read.json());
    expect(after.shipping).toMatchObject({ city: 'Calgary', state: 'AB', postcode: 'T2G 2M3' });
    expect(after.renewal?.total).toBe(planPrice?.proposed?.total);
    const history = subscriptionEventListResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/subscriptions/${plan.id}/events`,
          headers: ann.headers,
        })
      ).json(),
    );
    expect(history[0]).toMatchObject({ kind: 'address-changed' });
    expect(history[0]?.description).toContain('Calgary, AB T2G 2M3');
  });

  it('saves the address and every plan together: a plan that cannot be priced there leaves all as they were', async () => {
    const cam = await person('cam@example.ca', 'Cam', 'Roy');
    const first = await subscribe(cam);
    const second = await subscribe(cam, 2101);
    const readPlan = async (id: number) =>
      subscriptionResponseSchema.parse(
        (
          await t.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${id}`, headers: cam.headers })
        ).json(),
      );
    // The second plan's product is no longer for sale: that plan cannot be priced for any address.
    await t.database.db.update(products).set({ stockStatus: 'outofstock' }).where(eq(products.id, 2101));
    try {
      const saved = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/customers/${cam.id}/addresses`,
        payload: { shipping: CALGARY },
        headers: cam.headers,
      });
      expect(errorOf(saved, 422)).toMatchObject({
        code: 'address.plan-not-priced',
        message: expect.stringContaining('nothing was saved'),
      });
    } finally {
      await t.database.db.update(products).set({ stockStatus: 'instock' }).where(eq(products.id, 2101));
    }
    // Neither the address nor the plan that could be priced moved.
    const customer = (await getCustomer(cam.id, cam.headers)).json() as { shipping: { city: string } };
    expect(customer.shipping.city).not.toBe('Calgary');
    for (const plan of [first, second]) {
      const after = await readPlan(plan.id);
      expect(after.shipping).toMatchObject({ city: 'Ottawa', state: 'ON' });
      expect(after.renewal?.total).toBe(plan.renewal?.total);
    }
    // With the product back on sale, both plans move with the address.
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/customers/${cam.id}/addresses`,
      payload: { shipping: CALGARY },
      headers: cam.headers,
    });
    expect(again.statusCode).toBe(200);
    for (const plan of [first, second])
      expect((await readPlan(plan.id)).shipping).toMatchObject({ city: 'Calgary', state: 'AB' });
  });

  it('refuses a postal code outside the province and bad input (400), saving nothing', async () => {
    const mismatch = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/customers/${bob.id}/addresses`,
      payload: { shipping: { ...CALGARY, state: 'ON' } },
      headers: bob.headers,
    });
    expect(errorOf(mismatch, 400).code).toBe('address.postal-province');
    const previewMismatch = await t.app.inject({
      method: 'POST',
      url: `/api/v1/customers/${bob.id}/addresses/preview`,
      payload: { shipping: { postcode: 'T2G 2M3', city: 'Calgary', state: 'QC' } },
      headers: bob.headers,
    });
    expect(errorOf(previewMismatch, 400).code).toBe('address.postal-province');
    for (const payload of [
      {},
      { shipping: { ...CALGARY, postcode: '12345' } },
      { shipping: { ...CALGARY, first_name: 'B0b' } },
      { shipping: CALGARY, extra: true },
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/customers/${bob.id}/addresses`,
        payload,
        headers: bob.headers,
      });
      expect(errorOf(response, 400).code).toBe('request.invalid');
    }
    const customer = await getCustomer(bob.id, bob.headers);
    expect((customer.json() as { shipping: { city: string } }).shipping.city).not.toBe('Calgary');
  });

  it("keeps guests out (401) and another customer's addresses (403)", async () => {
    const put = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/customers/${ann.id}/addresses`,
        payload: { shipping: CALGARY },
        headers,
      });
    const preview = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/customers/${ann.id}/addresses/preview`,
        payload: { shipping: { postcode: 'T2G 2M3', city: 'Calgary' } },
        headers,
      });
    expect(errorOf(await put({}), 401).code).toBe('auth.required');
    expect(errorOf(await put(bob.headers), 403).code).toBe('auth.forbidden');
    expect(errorOf(await preview({}), 401).code).toBe('auth.required');
    expect(errorOf(await preview(bob.headers), 403).code).toBe('auth.forbidden');
  });
});

describe('marketing consent from /account-details', () => {
  it('subscribes the account e-mail at once with an account consent record, and keeps it when switched off', async () => {
    const eve = await signedInCustomer(t, 'eve@example.ca', 'Eve', 'Ng');
    const on = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mailchimp',
      payload: {
        email: 'eve@example.ca',
        consent: { given: true, text: ACCOUNT_MARKETING.consentText, source: ACCOUNT_MARKETING.source },
      },
      headers: { ...eve.headers, 'x-forwarded-for': '198.51.100.61' },
    });
    expect(on.statusCode).toBe(200);
    const member = on.json<{ id: string; status: string }>();
    expect(member.status).toBe('subscribed');
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/mailchimp/${member.id}`,
      payload: { status: 'unsubscribed' },
      headers: eve.headers,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json<{ status: string }>().status).toBe('unsubscribed');
    const records = await t.database.db
      .select({
        kind: newsletterConsents.kind,
        method: newsletterConsents.method,
        text: newsletterConsents.consentText,
      })
      .from(newsletterConsents)
      .innerJoin(newsletterSubscribers, eq(newsletterSubscribers.id, newsletterConsents.subscriberId))
      .where(eq(newsletterSubscribers.email, 'eve@example.ca'))
      .orderBy(newsletterConsents.id);
    expect(records).toEqual([
      { kind: 'express', method: 'account', text: ACCOUNT_MARKETING.consentText },
      expect.objectContaining({ kind: 'withdrawn' }),
    ]);
    // Another customer's address is refused.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/mailchimp',
      payload: {
        email: 'ann@example.ca',
        consent: { given: true, text: ACCOUNT_MARKETING.consentText, source: 'account' },
      },
      headers: { ...eve.headers, 'x-forwarded-for': '198.51.100.62' },
    });
    expect(other.statusCode).toBe(403);
  });
});
