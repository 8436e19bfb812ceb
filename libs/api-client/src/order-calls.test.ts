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

const line = {
  id: 1,
  product_id: 11,
  name: 'Vitamin D3',
  quantity: 1,
  price: '4.50',
  subtotal: '4.50',
  total: '4.50',
  meta_data: [
    { key: 'am_dose', value: 1 },
    { key: 'pm_dose', value: 0 },
  ],
};
const address = {
  first_name: 'Ann',
  last_name: 'Lee',
  city: 'Toronto',
  postcode: 'M5V 2T6',
  country: 'CA' as const,
};
const order = {
  id: 100,
  status: 'processing',
  customer_id: 7,
  currency: 'CAD',
  campaign: null,
  date_created: '2026-11-21T00:00:00',
  date_paid: '2026-11-21T00:00:00',
  date_modifiable_until: '2026-11-26T00:00:00',
  set_paid: true,
  payment_method: 'stripe',
  payment_details: { customer_id: 'test_cus_1', card_id: 'card_1' },
  transaction_id: 'tx_1',
  billing: address,
  shipping: address,
  line_items: [line],
  coupon_lines: [],
  shipping_lines: [{ id: 1, method_id: '3', method_title: 'Canada Post', total: '9.50' }],
  tax_lines: [{ id: 1, label: 'HST', rate_percent: '13.0000', tax_total: '1.82' }],
  balance_due: '0.00',
  meta_data: [],
  subtotal: '4.50',
  discount_total: '0.00',
  shipping_total: '9.50',
  total_tax: '1.82',
  total: '15.82',
  payment_card: { brand: 'visa', last4: '4242' },
  adjustments: [],
};
const subscription = {
  id: 200,
  customer_id: 7,
  status: 'active',
  parent_id: 100,
  billing_period: 'month',
  billing_interval: 1,
  start_date: '2026-11-21T00:00:00',
  next_payment_date: '2026-12-17T00:00:00',
  payment_method: 'stripe',
  payment_details: null,
  line_items: [line],
  shipping_lines: [],
  total: '15.82',
  total_tax: '1.82',
  shipping_total: '9.50',
  shipping: address,
  billing: address,
  meta_data: [],
  allowed_actions: [],
  cancellation: null,
  card: null,
  hold_reason: null,
  move_date_range: null,
  payment_retry: null,
  renewal: null,
};
const lineInput = {
  product_id: 11,
  quantity: 1,
  meta_data: [
    { key: 'am_dose' as const, value: 1 },
    { key: 'pm_dose' as const, value: 0 },
  ],
};
const orderBody = { billing: address, shipping: address, line_items: [lineInput], total: '999.00' };

describe('orders', () => {
  it('lists the caller’s orders with the counts', async () => {
    server.answer('GET /api/v1/orders', {
      json: [order],
      headers: { 'x-wp-total': '1', 'x-wp-totalpages': '1' },
    });
    await expect(client.orders.list({ customer: 7 })).resolves.toEqual({
      items: [order],
      total: 1,
      totalPages: 1,
    });
    expect(server.seen[0]?.query.get('customer')).toBe('7');
  });

  it('gets and updates one order', async () => {
    server.answer('GET /api/v1/orders/100', { json: order });
    server.answer('PUT /api/v1/orders/100', { json: order });
    await expect(client.orders.get(100)).resolves.toEqual(order);
    await expect(client.orders.update(100, { line_items: [lineInput] })).resolves.toEqual(order);
    expect(server.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /api/v1/orders/100',
      'PUT /api/v1/orders/100',
    ]);
  });

  it('creates an order with the Idempotency-Key, sending the body as given', async () => {
    server.answer('POST /api/v1/orders', { status: 201, json: order });
    await expect(client.orders.create(orderBody, { idempotencyKey: 'checkout-0001' })).resolves.toEqual(
      order,
    );
    expect(server.seen[0]?.headers['idempotency-key']).toBe('checkout-0001');
    expect(server.seen[0]?.body).toEqual(orderBody);
  });

  it('sends no Idempotency-Key when none is given and refuses a malformed one unsent', async () => {
    server.answer('POST /api/v1/orders', { status: 201, json: order });
    await client.orders.create(orderBody);
    expect(server.seen[0]?.headers).not.toHaveProperty('idempotency-key');
    await expect(client.orders.create(orderBody, { idempotencyKey: 'short' })).rejects.toMatchObject({
      code: 'request.invalid',
      message: 'Idempotency-Key must be 8 to 200 characters.',
    });
    expect(server.seen).toHaveLength(1);
  });

  it('refuses a line whose quantity is not the sum of its doses', async () => {
    await expect(
      client.orders.create({ ...orderBody, line_items: [{ ...lineInput, quantity: 3 }] }),
    ).rejects.toMatchObject({
      code: 'request.invalid',
      message: 'The quantity must be the morning plus the evening dose.',
    });
  });

  it("uses the spec's 'An error has occured.' when the server gives no message (spec §8)", async () => {
    server.answer('POST /api/v1/orders', { status: 502, text: 'Bad gateway' });
    await expect(client.orders.create(orderBody)).rejects.toMatchObject({
      status: 502,
      code: 'response.invalid',
      message: 'An error has occured.',
    });
    server.answer('PUT /api/v1/orders/100', {
      status: 409,
      json: {
        error: {
          code: 'order.not-modifiable',
          message: 'This order can no longer be changed: orders can be changed for 5 days after payment.',
        },
      },
    });
    await expect(client.orders.update(100, {})).rejects.toMatchObject({
      message: 'This order can no longer be changed: orders can be changed for 5 days after payment.',
    });
  });
});

describe('subscriptions', () => {
  it('lists the caller’s subscriptions', async () => {
    server.answer('GET /api/v1/subscriptions', { json: [subscription] });
    await expect(client.subscriptions.list()).resolves.toEqual([subscription]);
  });

  it('reads one with its version and saves with If-Match', async () => {
    server.answer('GET /api/v1/subscriptions/200', { json: subscription, headers: { etag: '"v3"' } });
    server.answer('PUT /api/v1/subscriptions/200', { json: subscription, headers: { etag: '"v4"' } });
    const read = await client.subscriptions.get(200);
    expect(read).toEqual({ subscription, version: '"v3"' });
    const saved = await client.subscriptions.update(
      200,
      { line_items: [] },
      { ifMatch: read.version ?? undefined },
    );
    expect(saved.version).toBe('"v4"');
    expect(server.seen[1]?.headers['if-match']).toBe('"v3"');
    expect(server.seen[1]?.body).toEqual({ line_items: [] });
  });

  it('creates a subscription', async () => {
    server.answer('POST /api/v1/subscriptions', {
      status: 201,
      json: subscription,
      headers: { etag: '"v1"' },
    });
    const body = {
      items: [{ productId: 11, amQty: 1, pmQty: 0 }],
      stripeToken: null,
      stripeCustomer: 'test_cus_1',
      wooCommerceUserId: 7,
      shippingData: { address1: '1 King St', city: 'Toronto', postcode: 'M5V 2T6' },
      first_name: 'Ann',
      last_name: 'Lee',
      email: 'ann@example.ca',
      orderResponseId: 100,
    };
    await expect(client.subscriptions.create(body)).resolves.toEqual({ subscription, version: '"v1"' });
    expect(server.seen[0]?.body).toEqual(body);
  });

  it('keeps the reasons of a refused plan and the access-denied message', async () => {
    const refused = {
      error: {
        code: 'subscription.pack-unsafe',
        message: 'This plan cannot be saved:',
        reasons: [
          { product_id: 11, product_name: 'Vitamin D3', kind: 'upper-limit', message: 'Too much vitamin D.' },
        ],
      },
    };
    server.answer('PUT /api/v1/subscriptions/200', { status: 422, json: refused });
    await expect(client.subscriptions.update(200, { line_items: [] })).rejects.toMatchObject({
      status: 422,
      code: 'subscription.pack-unsafe',
      details: { body: refused },
    });
    server.answer('GET /api/v1/subscriptions/201', {
      status: 403,
      json: {
        error: { code: 'auth.forbidden', message: 'Invalid subscription. Please contact administrator.' },
      },
    });
    await expect(client.subscriptions.get(201)).rejects.toMatchObject({
      status: 403,
      message: 'Invalid subscription. Please contact administrator.',
    });
  });
});
