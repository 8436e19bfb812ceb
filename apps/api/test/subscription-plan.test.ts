import { randomUUID } from 'node:crypto';
import {
  errorBodySchema,
  packRefusedBodySchema,
  subscriptionEventListResponseSchema,
  subscriptionPlanPreviewResponseSchema,
  subscriptionResponseSchema,
  type SubscriptionResponse,
} from '@maplepack/api-contract';
import { FakeMailer } from '../src/adapters/mail/fake';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { doses, orderBody, OTTAWA, placeOrder, saveCard, type Card } from './support/checkout';
import { signedInCustomer } from './support/payment-customers';

let t: TestApp;
const mailer = new FakeMailer();
type Person = { id: number; headers: Record<string, string>; email: string; card: Card };
let ann: Person;
let bob: Person;

async function person(email: string, first: string, last: string): Promise<Person> {
  const signed = await signedInCustomer(t, email, first, last);
  return { ...signed, email, card: await saveCard(t, signed) };
}

// Building the app and its card holders takes a while on a busy, shared machine.
jest.setTimeout(180_000);

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

/** A new active plan (omega-3, 1 + 0) shipping to Ottawa; next renewal 2026-12-17. */
async function subscribe(who: Person = ann): Promise<SubscriptionResponse> {
  const order = await placeOrder(t, orderBody(who.card, who.email), who.headers);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions',
    payload: {
      items: [{ productId: 2401, amQty: 1, pmQty: 0 }],
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

const preview = (id: number, payload: unknown, headers: Record<string, string> = ann.headers) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/subscriptions/${id}/preview`,
    payload: payload as Record<string, unknown>,
    headers,
  });
const put = (id: number, payload: Record<string, unknown>, headers: Record<string, string> = ann.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/subscriptions/${id}`, payload, headers });
const read = async (id: number) =>
  subscriptionResponseSchema.parse(
    (await t.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${id}`, headers: ann.headers })).json(),
  );

/** D3 at 2 + 2 (100 µg) beside the multivitamin (25 µg): above the 100 µg upper limit. */
const OVER_D3 = [
  { product_id: 2201, meta_data: doses(2, 2) },
  { product_id: 2101, meta_data: doses(1, 0) },
];

describe('POST /api/v1/subscriptions/{id}/preview', () => {
  it('prices the lines on the server and answers the renewal they would make; nothing is saved', async () => {
    const plan = await subscribe();
    const response = await preview(plan.id, {
      line_items: [
        { product_id: 2401, meta_data: doses(1, 0) },
        { product_id: 2205, meta_data: doses(1, 1) },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = subscriptionPlanPreviewResponseSchema.parse(response.json());
    // $3.50 + 2 × $1.50 = $6.50; $9.50 shipping; 13 % HST on $16.00 = $2.08.
    expect(body.lines).toEqual([
      expect.objectContaining({ product_id: 2401, am_dose: 1, pm_dose: 0, quantity: 1, subtotal: '3.50' }),
      expect.objectContaining({ product_id: 2205, am_dose: 1, pm_dose: 1, quantity: 2, subtotal: '3.00' }),
    ]);
    expect(body.renewal).toMatchObject({
      date: '2026-12-17',
      subtotal: '6.50',
      total_tax: '2.08',
      total: '18.08',
    });
    expect(body.safety).toEqual({ ok: true, reasons: [] });
    expect((await read(plan.id)).line_items).toEqual(plan.line_items);
  });

  it('lists every safety reason (200, ok false) that the save refuses with 422', async () => {
    const plan = await subscribe();
    const checked = subscriptionPlanPreviewResponseSchema.parse(
      (await preview(plan.id, { line_items: OVER_D3 })).json(),
    );
    expect(checked.safety.ok).toBe(false);
    expect(checked.safety.reasons).toEqual([
      expect.objectContaining({ product_id: 2201, kind: 'upper-limit' }),
      expect.objectContaining({ product_id: 2101, kind: 'upper-limit' }),
    ]);
    const saved = await put(plan.id, { line_items: OVER_D3 });
    expect(saved.statusCode).toBe(422);
    expect(packRefusedBodySchema.parse(saved.json()).error.reasons).toEqual(checked.safety.reasons);
  });

  it("re-checks the pack against the person's last assessment: a pregnancy refuses ashwagandha", async () => {
    const pia = await person('pia@example.ca', 'Pia', 'Roy');
    const plan = await subscribe(pia);
    const answers = {
      name: 'Pia',
      consent: true,
      email: pia.email,
      birthday: '05141990',
      sex: 'Female',
      pregnancy_status: 'Pregnant',
      concerns: ['Sleep', 'Gut Health'],
      concerns_fallback: { each: ["Let's see recommendations"] },
    };
    const survey = await t.app.inject({
      method: 'POST',
      url: '/api/v1/survey',
      payload: { id: randomUUID(), value: JSON.stringify(answers), debug: false, version: '1.5' },
      headers: { ...pia.headers, 'x-forwarded-for': '203.0.113.77' },
    });
    expect(survey.statusCode).toBe(200);
    const lines = [{ product_id: 2501, meta_data: doses(1, 0) }];
    const checked = subscriptionPlanPreviewResponseSchema.parse(
      (await preview(plan.id, { line_items: lines }, pia.headers)).json(),
    );
    expect(checked.safety.ok).toBe(false);
    expect(checked.safety.reasons[0]).toMatchObject({ product_id: 2501, product_name: 'Ashwagandha 300 mg' });
    expect(checked.safety.reasons[0]?.message).toMatch(/pregnan/i);
    const saved = await put(plan.id, { line_items: lines }, pia.headers);
    expect(saved.statusCode).toBe(422);
    const refused = packRefusedBodySchema.parse(saved.json()).error;
    expect(refused.code).toBe('subscription.pack-unsafe');
    expect(refused.message).toMatch(/Ashwagandha/);
    // The same product is fine for someone who is not pregnant.
    const other = await subscribe();
    const fine = subscriptionPlanPreviewResponseSchema.parse(
      (await preview(other.id, { line_items: lines })).json(),
    );
    expect(fine.safety.ok).toBe(true);
  });

  it('answers an empty plan with no renewal, and refuses bad input with a 400 or 422 JSON error', async () => {
    const plan = await subscribe();
    const empty = subscriptionPlanPreviewResponseSchema.parse(
      (await preview(plan.id, { line_items: [] })).json(),
    );
    expect(empty).toEqual({ lines: [], renewal: null, safety: { ok: true, reasons: [] } });
    for (const payload of [
      {},
      { line_items: 'all' },
      { line_items: [{ product_id: 'x' }] },
      { line_items: [], extra: true },
      { line_items: Array.from({ length: 101 }, () => ({ product_id: 2401 })) },
    ]) {
      expect(errorOf(await preview(plan.id, payload), 400).code).toBe('request.invalid');
    }
    const unknown = await preview(plan.id, { line_items: [{ product_id: 999_999, meta_data: doses(1, 0) }] });
    expect(unknown.statusCode).toBeGreaterThanOrEqual(400);
    expect(unknown.statusCode).toBeLessThan(500);
    expect(errorBodySchema.parse(unknown.json()).error.code).toMatch(/unknown-product|invalid/);
  });

  it("keeps guests out (401), another customer's plan (403) and unknown ids (404)", async () => {
    const plan = await subscribe();
    const body = { line_items: [{ product_id: 2401, meta_data: doses(1, 0) }] };
    expect(errorOf(await preview(plan.id, body, {}), 401).code).toBe('auth.required');
    expect(errorOf(await preview(plan.id, body, bob.headers), 403)).toEqual({
      code: 'subscription.forbidden',
      message: 'Invalid subscription. Please contact administrator.',
    });
    expect(errorOf(await preview(999_999, body), 404).code).toBe('subscription.not-found');
  });
});

describe('PUT /api/v1/subscriptions/{id} from the plan editor', () => {
  it('saves the plan with its next renewal, logs the change and sends a confirmation e-mail', async () => {
    const plan = await subscribe();
    const sent = mailer.sent.length;
    const response = await put(plan.id, {
      line_items: [
        { product_id: 2401, meta_data: doses(1, 0) },
        { product_id: 2205, meta_data: doses(1, 1) },
      ],
    });
    expect(response.statusCode).toBe(200);
    const saved = subscriptionResponseSchema.parse(response.json());
    expect(saved.renewal).toMatchObject({ date: '2026-12-17', total: '18.08' });
    expect(saved.next_payment_date).toBe('2026-12-17');
    const history = subscriptionEventListResponseSchema.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/subscriptions/${plan.id}/events`,
          headers: ann.headers,
        })
      ).json(),
    );
    expect(history[0]).toMatchObject({ kind: 'plan-changed', by: 'customer' });
    expect(history[0]?.description).toContain('Omega-3 Fish Oil (1 + 0)');
    expect(mailer.sent.length).toBe(sent + 1);
    const mail = mailer.lastTo('ann@example.ca');
    expect(mail?.subject).toBe('Your Maplepack plan is changed');
    expect(mail?.text).toContain('$18.08');

    // Saving the same lines again changes nothing: no new line in the history, no e-mail.
    await put(plan.id, {
      line_items: [
        { product_id: 2401, meta_data: doses(1, 0) },
        { product_id: 2205, meta_data: doses(1, 1) },
      ],
    });
    expect(mailer.sent.length).toBe(sent + 1);
  });
});
