import { startCannedServer, type CannedServer } from '../test/canned-server';
import { createApiClient, type ApiClient } from './create-api-client';

let server: CannedServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startCannedServer();
  client = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok' });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.seen.length = 0;
});

const address = { city: 'Ottawa', country: 'CA' };
const subscription = {
  id: 200,
  customer_id: 7,
  status: 'active',
  parent_id: 100,
  billing_period: 'month',
  billing_interval: 1,
  start_date: '2026-11-21',
  next_payment_date: '2026-12-17',
  payment_method: 'stripe',
  payment_details: null,
  line_items: [],
  shipping_lines: [],
  total: '15.82',
  total_tax: '1.82',
  shipping_total: '9.50',
  shipping: address,
  billing: address,
  meta_data: [],
  hold_reason: null,
  cancellation: null,
  payment_retry: null,
  allowed_actions: ['subscription.skip', 'subscription.cancel', 'card.updated'],
  move_date_range: { earliest: '2026-11-26', latest: '2027-01-16' },
  renewal: null,
  card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
};
const event = {
  id: 1,
  date: '2026-11-25T10:00:00.000Z',
  on: '2026-11-25',
  by: 'customer',
  kind: 'skipped',
  description: 'Skipped the 17 December pack.',
};
const line = {
  product_id: 11,
  quantity: 2,
  meta_data: [
    { key: 'am_dose' as const, value: 1 },
    { key: 'pm_dose' as const, value: 1 },
  ],
};
const preview = {
  lines: [
    {
      product_id: 11,
      name: 'Vitamin D3',
      am_dose: 1,
      pm_dose: 1,
      quantity: 2,
      price: '4.50',
      subtotal: '9.00',
    },
  ],
  renewal: null,
  safety: { ok: true, reasons: [] },
};

describe('subscription self-service calls', () => {
  it('sends an action with the client header and If-Match, and reads the plan and its log line', async () => {
    server.answer('POST /api/v1/subscriptions/200/actions', {
      json: { subscription, event },
      headers: { etag: '"v4"' },
    });
    const answer = await client.subscriptionSelfService.act(
      200,
      { type: 'subscription.pause', months: 2 },
      { ifMatch: '"v3"' },
    );
    expect(answer.event.description).toBe('Skipped the 17 December pack.');
    expect(answer.version).toBe('"v4"');
    expect(answer.subscription.allowed_actions).toEqual(subscription.allowed_actions);
    expect(server.seen[0]?.body).toEqual({ type: 'subscription.pause', months: 2 });
    expect(server.seen[0]?.headers['if-match']).toBe('"v3"');
    expect(server.seen[0]?.headers['x-maplepack-client']).toBeTruthy();
  });

  it('never sends an action the contract refuses', async () => {
    await expect(
      client.subscriptionSelfService.act(200, { type: 'subscription.pause', months: 4 as 1 }),
    ).rejects.toMatchObject({ message: 'A plan can be paused for 1, 2 or 3 months.' });
    expect(server.seen).toHaveLength(0);
  });

  it('keeps the server’s refusal of an action', async () => {
    server.answer('POST /api/v1/subscriptions/200/actions', {
      status: 422,
      json: { error: { code: 'subscription.date-out-of-range', message: 'Please pick a date in range.' } },
    });
    await expect(
      client.subscriptionSelfService.act(200, { type: 'subscription.move-date', date: '2027-05-01' }),
    ).rejects.toMatchObject({
      status: 422,
      code: 'subscription.date-out-of-range',
      message: 'Please pick a date in range.',
    });
  });

  it('pages the event log', async () => {
    server.answer('GET /api/v1/subscriptions/200/events', {
      json: [event],
      headers: { 'x-wp-total': '1', 'x-wp-totalpages': '1' },
    });
    await expect(client.subscriptionSelfService.events(200, { page: 1, per_page: 10 })).resolves.toEqual({
      items: [event],
      total: 1,
      totalPages: 1,
    });
    expect(server.seen[0]?.query.get('per_page')).toBe('10');
  });

  it('previews a plan', async () => {
    server.answer('POST /api/v1/subscriptions/200/preview', { json: preview });
    await expect(client.subscriptionSelfService.preview(200, { line_items: [line] })).resolves.toEqual(
      preview,
    );
    expect(server.seen[0]?.body).toEqual({ line_items: [line] });
  });

  it('refuses a preview answer outside the contract', async () => {
    server.answer('POST /api/v1/subscriptions/200/preview', { json: { lines: [] } });
    await expect(client.subscriptionSelfService.preview(200, { line_items: [] })).rejects.toMatchObject({
      code: 'response.invalid',
    });
  });

  it('makes a SetupIntent and saves the card', async () => {
    server.answer('POST /api/v1/subscriptions/200/card/setup-intent', {
      json: { mode: 'stripe', setup_intent_id: 'seti_1', client_secret: 'seti_1_secret_x' },
    });
    const card = { id: 'pm_1', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 };
    server.answer('PUT /api/v1/subscriptions/200/card', {
      json: { card, subscription, retry: { status: 'none' } },
    });
    await expect(client.subscriptionSelfService.cardSetupIntent(200)).resolves.toEqual({
      mode: 'stripe',
      setup_intent_id: 'seti_1',
      client_secret: 'seti_1_secret_x',
    });
    const saved = await client.subscriptionSelfService.updateCard(200, { setup_intent_id: 'seti_1' });
    expect(saved.retry).toEqual({ status: 'none' });
    expect(server.seen[1]?.body).toEqual({ setup_intent_id: 'seti_1' });
  });

  it('answers another person’s plan with the access-denied message', async () => {
    server.answer('POST /api/v1/subscriptions/201/preview', {
      status: 403,
      json: {
        error: {
          code: 'subscription.forbidden',
          message: 'Invalid subscription. Please contact administrator.',
        },
      },
    });
    await expect(client.subscriptionSelfService.preview(201, { line_items: [] })).rejects.toMatchObject({
      status: 403,
      code: 'subscription.forbidden',
    });
  });
});
