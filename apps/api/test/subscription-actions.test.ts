import {
  errorBodySchema,
  subscriptionActionResponseSchema,
  subscriptionEventListResponseSchema,
  subscriptionResponseSchema,
  type SubscriptionResponse,
} from '@maplepack/api-contract';
import { FakeMailer } from '../src/adapters/mail/fake';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { orderBody, OTTAWA, placeOrder, saveCard, type Card } from './support/checkout';
import { signedInCustomer } from './support/payment-customers';

let t: TestApp;
const mailer = new FakeMailer();
let ann: { id: number; headers: Record<string, string> };
let bob: { id: number; headers: Record<string, string> };
let annCard: Card;

// Building the app and its card holders takes a while on a busy, shared machine.
jest.setTimeout(180_000);

beforeAll(async () => {
  t = await buildTestApp({ mailer });
  ann = await signedInCustomer(t, 'ann@example.ca');
  bob = await signedInCustomer(t, 'bob@example.ca', 'Bob', 'Ray');
  annCard = await saveCard(t, ann);
});
afterAll(() => t.close());

const errorOf = (response: { statusCode: number; json(): unknown }, status: number) => {
  expect(response.statusCode).toBe(status);
  return errorBodySchema.parse(response.json()).error;
};

/** A new active plan of Ann's: started 2026-11-21, next renewal 2026-12-17 (anchor day 17). */
async function subscribe(): Promise<SubscriptionResponse> {
  const order = await placeOrder(t, orderBody(annCard, 'ann@example.ca'), ann.headers);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions',
    payload: {
      items: [{ productId: 2401, amQty: 1, pmQty: 0 }],
      stripeToken: annCard.card_id,
      stripeCustomer: annCard.customer_id,
      wooCommerceUserId: ann.id,
      shippingData: { address1: OTTAWA.address_1, city: 'Ottawa', postcode: 'K2P 1L4', totalCents: 0 },
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.ca',
      orderResponseId: order.id,
    },
    headers: ann.headers,
  });
  expect(response.statusCode).toBe(201);
  return subscriptionResponseSchema.parse(response.json());
}

const act = (
  id: number,
  payload: unknown,
  headers: Record<string, string> = ann.headers,
  extra: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/subscriptions/${id}/actions`,
    payload: payload as Record<string, unknown>,
    headers: { ...headers, ...extra },
  });

const events = (id: number, query = '', headers: Record<string, string> = ann.headers) =>
  t.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${id}/events${query}`, headers });

describe('POST /api/v1/subscriptions/{id}/actions', () => {
  it('skips the next pack: the renewal moves one month, the log says so, an e-mail confirms it', async () => {
    const plan = await subscribe();
    expect(plan).toMatchObject({
      next_payment_date: '2026-12-17',
      allowed_actions: expect.arrayContaining([
        'subscription.skip',
        'subscription.pause',
        'subscription.cancel',
      ]),
      move_date_range: { earliest: '2026-11-21', latest: '2027-01-17' },
      card: { last4: '4242' },
    });
    expect(plan.renewal).toMatchObject({ date: '2026-12-17' });
    const before = mailer.sent.length;
    const response = await act(plan.id, { type: 'subscription.skip' });
    expect(response.statusCode).toBe(200);
    const body = subscriptionActionResponseSchema.parse(response.json());
    expect(body.subscription).toMatchObject({ status: 'active', next_payment_date: '2027-01-17' });
    expect(body.subscription.renewal).toMatchObject({ date: '2027-01-17' });
    expect(body.event).toMatchObject({ by: 'customer', kind: 'skipped', on: '2026-11-21' });
    expect(body.event.description).toContain('Skipped the 17 December pack');
    expect(response.headers['etag']).toMatch(/^".+"$/);
    expect(mailer.sent.length).toBe(before + 1);
    expect(mailer.lastTo('ann@example.ca')).toMatchObject({ subject: 'Your next Maplepack pack is skipped' });
    expect(mailer.lastTo('ann@example.ca')?.text).toContain('Skipped the 17 December pack');
  });

  it('pauses for 2 months and resumes early', async () => {
    const plan = await subscribe();
    const paused = await act(plan.id, { type: 'subscription.pause', months: 2 });
    expect(paused.statusCode).toBe(200);
    const pausedBody = subscriptionActionResponseSchema.parse(paused.json());
    expect(pausedBody.subscription).toMatchObject({ status: 'paused', next_payment_date: '2027-02-17' });
    expect(pausedBody.subscription.allowed_actions).toContain('subscription.resume');
    expect(mailer.lastTo('ann@example.ca')?.subject).toBe('Your Maplepack plan is paused');
    const resumed = await act(plan.id, { type: 'subscription.resume' });
    expect(resumed.statusCode).toBe(200);
    expect(subscriptionActionResponseSchema.parse(resumed.json()).subscription).toMatchObject({
      status: 'active',
      next_payment_date: '2026-12-17',
    });
    // Resuming an active plan is not allowed: the lifecycle's own code, 409.
    expect(errorOf(await act(plan.id, { type: 'subscription.resume' }), 409).code).toBe(
      'subscription.not-allowed',
    );
  });

  it('moves the date within the range, and refuses a day in the past or out of range (422)', async () => {
    const plan = await subscribe();
    const moved = await act(plan.id, { type: 'subscription.move-date', date: '2026-12-24' });
    expect(moved.statusCode).toBe(200);
    expect(subscriptionActionResponseSchema.parse(moved.json()).subscription.next_payment_date).toBe(
      '2026-12-24',
    );
    expect(
      errorOf(await act(plan.id, { type: 'subscription.move-date', date: '2026-11-20' }), 422).code,
    ).toBe('subscription.date-in-past');
    expect(
      errorOf(await act(plan.id, { type: 'subscription.move-date', date: '2027-03-01' }), 422).code,
    ).toBe('subscription.date-out-of-range');
    expect(
      errorOf(await act(plan.id, { type: 'subscription.move-date', date: '2026-02-30' }), 400).code,
    ).toBe('request.invalid');
  });

  it('cancels with a reason from the next renewal, then reactivates', async () => {
    const plan = await subscribe();
    const cancelled = await act(plan.id, {
      type: 'subscription.cancel',
      reason: 'have-enough',
      note: 'Back soon',
    });
    expect(cancelled.statusCode).toBe(200);
    const body = subscriptionActionResponseSchema.parse(cancelled.json());
    expect(body.subscription).toMatchObject({
      status: 'pending-cancel',
      next_payment_date: null,
      renewal: null,
      cancellation: {
        reason: 'have-enough',
        reason_label: 'I have enough pills left',
        note: 'Back soon',
        requested_on: '2026-11-21',
        effective_on: '2026-12-17',
      },
    });
    expect(body.subscription.allowed_actions).toContain('subscription.reactivate');
    expect(mailer.lastTo('ann@example.ca')?.subject).toBe('Your Maplepack plan is cancelled');
    const back = await act(plan.id, { type: 'subscription.reactivate' });
    expect(back.statusCode).toBe(200);
    expect(subscriptionActionResponseSchema.parse(back.json()).subscription).toMatchObject({
      status: 'active',
      next_payment_date: '2026-12-17',
      cancellation: null,
    });
  });

  it('refuses bad input with a 400 JSON error and changes nothing', async () => {
    const plan = await subscribe();
    for (const payload of [
      {},
      { type: 'subscription.explode' },
      { type: 'subscription.pause', months: 4 },
      { type: 'subscription.pause', months: '1' },
      { type: 'subscription.skip', extra: 1 },
      { type: 'subscription.cancel', reason: 'bored' },
      { type: 'subscription.cancel', reason: 'other', note: 'x'.repeat(501) },
      { type: 'subscription.move-date', date: 'x'.repeat(5000) },
    ]) {
      expect(errorOf(await act(plan.id, payload), 400).code).toBe('request.invalid');
    }
    const card = errorOf(await act(plan.id, { type: 'card.updated' }), 400);
    expect(card.message).toBe('Please update your card with the card form.');
    expect(errorOf(await act(0, { type: 'subscription.skip' }), 400).code).toBe('request.invalid');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscriptions/${plan.id}`,
      headers: ann.headers,
    });
    expect(subscriptionResponseSchema.parse(read.json()).next_payment_date).toBe('2026-12-17');
  });

  it("keeps guests out (401), another customer's plan (403) and unknown ids (404)", async () => {
    const plan = await subscribe();
    expect(errorOf(await act(plan.id, { type: 'subscription.skip' }, {}), 401).code).toBe('auth.required');
    const forbidden = errorOf(
      await act(plan.id, { type: 'subscription.cancel', reason: 'other' }, bob.headers),
      403,
    );
    expect(forbidden).toMatchObject({
      code: 'subscription.forbidden',
      message: 'Invalid subscription. Please contact administrator.',
    });
    expect(errorOf(await act(999_999, { type: 'subscription.skip' }), 404).code).toBe(
      'subscription.not-found',
    );
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscriptions/${plan.id}`,
      headers: ann.headers,
    });
    expect(subscriptionResponseSchema.parse(read.json())).toMatchObject({ status: 'active' });
  });

  it('honours If-Match: 412 when the plan changed since it was read', async () => {
    const plan = await subscribe();
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscriptions/${plan.id}`,
      headers: ann.headers,
    });
    const etag = String(read.headers['etag']);
    const first = await act(plan.id, { type: 'subscription.skip' }, ann.headers, { 'if-match': etag });
    expect(first.statusCode).toBe(200);
    expect(first.headers['etag']).not.toBe(etag);
    const stale = await act(plan.id, { type: 'subscription.skip' }, ann.headers, { 'if-match': etag });
    expect(errorOf(stale, 412).code).toBe('subscription.stale');
    const fresh = await act(plan.id, { type: 'subscription.skip' }, ann.headers, {
      'if-match': String(first.headers['etag']),
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('loses no action when several arrive at once: each skip moves the renewal one more month', async () => {
    const plan = await subscribe();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => act(plan.id, { type: 'subscription.skip' })),
    );
    const ok = answers.filter((answer) => answer.statusCode === 200).length;
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(ok).toBeGreaterThan(0);
    const list = subscriptionEventListResponseSchema.parse((await events(plan.id)).json());
    expect(list.filter((event) => event.kind === 'skipped')).toHaveLength(ok);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscriptions/${plan.id}`,
      headers: ann.headers,
    });
    const expected = new Date(Date.UTC(2026, 11 + ok, 17)).toISOString().slice(0, 10);
    expect(subscriptionResponseSchema.parse(read.json()).next_payment_date).toBe(expected);
  });
});

describe('GET /api/v1/subscriptions/{id}/events', () => {
  it('lists who did what and when, newest first, paged with X-WP-Total', async () => {
    const plan = await subscribe();
    await act(plan.id, { type: 'subscription.skip' });
    await act(plan.id, { type: 'subscription.pause', months: 1 });
    const response = await events(plan.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-wp-total']).toBe('3');
    const list = subscriptionEventListResponseSchema.parse(response.json());
    expect(list.map((event) => event.kind)).toEqual(['paused', 'skipped', 'started']);
    expect(list[0]).toMatchObject({ by: 'customer', on: '2026-11-21' });
    expect(list[2]?.description).toContain('Started the plan');
    const second = await events(plan.id, '?page=2&per_page=2');
    expect(subscriptionEventListResponseSchema.parse(second.json()).map((event) => event.kind)).toEqual([
      'started',
    ]);
    expect(second.headers['x-wp-totalpages']).toBe('2');
  });

  it("refuses bad paging (400), guests (401), another customer's plan (403) and unknown ids (404)", async () => {
    const plan = await subscribe();
    expect(errorOf(await events(plan.id, '?per_page=1000'), 400).code).toBe('request.invalid');
    expect(errorOf(await events(plan.id, '?page=abc'), 400).code).toBe('request.invalid');
    expect(errorOf(await events(plan.id, '', {}), 401).code).toBe('auth.required');
    expect(errorOf(await events(plan.id, '', bob.headers), 403).code).toBe('subscription.forbidden');
    expect(errorOf(await events(999_999), 404).code).toBe('subscription.not-found');
  });
});
