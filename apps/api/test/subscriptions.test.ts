import {
  errorBodySchema,
  packRefusedBodySchema,
  subscriptionListResponseSchema,
  subscriptionResponseSchema,
  type SubscriptionResponse,
} from '@maplepack/api-contract';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { doses, orderBody, OTTAWA, placeOrder, saveCard, type Card } from './support/checkout';
import { signedInCustomer } from './support/payment-customers';

let t: TestApp;
let ann: { id: number; headers: Record<string, string> };
let bob: { id: number; headers: Record<string, string> };
let annCard: Card;

beforeAll(async () => {
  t = await buildTestApp();
  ann = await signedInCustomer(t, 'ann@example.ca');
  bob = await signedInCustomer(t, 'bob@example.ca', 'Bob', 'Ray');
  annCard = await saveCard(t, ann);
});
afterAll(() => t.close());

const errorOf = (response: { statusCode: number; json(): unknown }, status: number) => {
  expect(response.statusCode).toBe(status);
  return errorBodySchema.parse(response.json()).error;
};

function creation(
  orderId: number,
  card: Card | null,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    items: [
      { productId: 2401, amQty: 1, pmQty: 0 },
      { productId: 2205, amQty: 1, pmQty: 1 },
    ],
    stripeToken: card?.card_id ?? null,
    stripeCustomer: card?.customer_id ?? null,
    wooCommerceUserId: ann.id,
    shippingData: { address1: OTTAWA.address_1, city: 'Ottawa', postcode: 'k2p1l4', totalCents: 0 },
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.ca',
    orderResponseId: orderId,
    ...extra,
  };
}

async function subscribe(
  headers = ann.headers,
  extra: Record<string, unknown> = {},
  orderExtra: Record<string, unknown> = {},
): Promise<SubscriptionResponse> {
  const order = await placeOrder(t, orderBody(annCard, 'ann@example.ca', orderExtra), ann.headers);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions',
    payload: creation(order.id, annCard, extra),
    headers,
  });
  expect(response.statusCode).toBe(201);
  return subscriptionResponseSchema.parse(response.json());
}

const put = (id: number, payload: Record<string, unknown>, headers: Record<string, string> = ann.headers) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/subscriptions/${id}`, payload, headers });

describe('POST /api/v1/subscriptions', () => {
  it('creates an active monthly plan on the order card, next payment 26 days after payment, priced by the server', async () => {
    const plan = await subscribe();
    // $3.50 + 2 × $1.50 = $6.50; $9.50 shipping; 13 % HST on $16.00 = $2.08.
    expect(plan).toMatchObject({
      customer_id: ann.id,
      status: 'active',
      billing_period: 'month',
      billing_interval: 1,
      start_date: '2026-11-21',
      next_payment_date: '2026-12-17',
      payment_details: annCard,
      shipping_total: '9.50',
      total_tax: '2.08',
      total: '18.08',
      shipping: { postcode: 'K2P 1L4', state: 'ON', city: 'Ottawa' },
      shipping_lines: [{ method_id: '3', method_title: 'Canada Post', total: '9.50' }],
      line_items: [
        { product_id: 2401, name: 'Omega-3 Fish Oil', quantity: 1, subtotal: '3.50', meta_data: doses(1, 0) },
        { product_id: 2205, quantity: 2, subtotal: '3.00', meta_data: doses(1, 1) },
      ],
    });
  });

  it('puts a trial-program plan on hold with placeholder card ids, and keeps recurring coupons', async () => {
    // The trial is for a first order: a new customer takes it.
    const tia = await signedInCustomer(t, 'tia@example.ca', 'Tia', 'Moss');
    const tiaCard = await saveCard(t, tia);
    const order = await placeOrder(
      t,
      orderBody(tiaCard, 'tia@example.ca', { campaign: 'trialprogram', coupon_lines: [{ code: 'loyal15' }] }),
      tia.headers,
    );
    const payload = { ...creation(order.id, null), wooCommerceUserId: tia.id, email: 'tia@example.ca' };
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions',
      payload,
      headers: tia.headers,
    });
    expect(response.statusCode).toBe(201);
    const plan = subscriptionResponseSchema.parse(response.json());
    expect(plan).toMatchObject({
      status: 'on-hold',
      payment_details: { customer_id: 'trialprogram-no-customer', card_id: 'trialprogram-no-card' },
    });
    expect(plan.meta_data).toContainEqual({ key: '_renewal_coupons', value: 'loyal15' });
  });

  it('answers a retried create with the plan already made for that order', async () => {
    const order = await placeOrder(t, orderBody(annCard, 'ann@example.ca'), ann.headers);
    const payload = creation(order.id, annCard);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions',
      payload,
      headers: ann.headers,
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/subscriptions',
      payload,
      headers: ann.headers,
    });
    expect(again.statusCode).toBe(200);
    expect(subscriptionResponseSchema.parse(again.json()).id).toBe(
      subscriptionResponseSchema.parse(first.json()).id,
    );
  });

  it("refuses guests, another customer's id or order, and a missing card", async () => {
    const order = await placeOrder(t, orderBody(annCard, 'ann@example.ca'), ann.headers);
    const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/v1/subscriptions', payload, headers });
    expect(errorOf(await post(creation(order.id, annCard)), 401).code).toBe('auth.required');
    expect(errorOf(await post(creation(order.id, annCard), bob.headers), 403).code).toBe('auth.forbidden');
    expect(
      errorOf(await post(creation(order.id, annCard, { wooCommerceUserId: bob.id }), bob.headers), 422).code,
    ).toBe('subscription.order-not-found');
    expect(errorOf(await post(creation(order.id, null), ann.headers), 422).code).toBe(
      'subscription.payment-required',
    );
    expect(errorOf(await post({ ...creation(order.id, annCard), items: 'all' }, ann.headers), 400).code).toBe(
      'request.invalid',
    );
  });
});

describe('GET /api/v1/subscriptions', () => {
  it("lists the caller's plans only; guests get 401", async () => {
    await subscribe();
    const mine = subscriptionListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/subscriptions', headers: ann.headers })).json(),
    );
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((plan) => plan.customer_id === ann.id)).toBe(true);
    const bobs = subscriptionListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/subscriptions', headers: bob.headers })).json(),
    );
    expect(bobs).toEqual([]);
    expect(errorOf(await t.app.inject({ method: 'GET', url: '/api/v1/subscriptions' }), 401).code).toBe(
      'auth.required',
    );
  });
});

describe('PUT /api/v1/subscriptions/{id}', () => {
  it('replaces the lines, recomputes every total and ignores the amounts sent', async () => {
    const plan = await subscribe();
    const response = await put(plan.id, {
      line_items: [{ product_id: 2205, quantity: 3, meta_data: doses(2, 1), total: '0.01' }],
      shipping_lines: [
        { id: plan.shipping_lines[0]?.id, method_id: '3', method_title: 'Canada Post', total: '0.00' },
      ],
      total: '0.01',
    });
    expect(response.statusCode).toBe(200);
    // 3 × $1.50 = $4.50; $9.50 shipping; 13 % HST on $14.00 = $1.82.
    expect(subscriptionResponseSchema.parse(response.json())).toMatchObject({
      total: '15.82',
      total_tax: '1.82',
      shipping_total: '9.50',
      line_items: [
        { product_id: 2205, quantity: 3, subtotal: '4.50', total: '4.50', meta_data: doses(2, 1) },
      ],
    });
  });

  it('accepts an empty plan, and re-prices shipping and tax for a new address', async () => {
    const plan = await subscribe();
    expect(subscriptionResponseSchema.parse((await put(plan.id, { line_items: [] })).json())).toMatchObject({
      line_items: [],
      total: '0.00',
    });
    const moved = await put(plan.id, {
      line_items: [{ product_id: 2401, meta_data: doses(1, 0) }],
      shipping: { city: 'Iqaluit', postcode: 'X0A 0H0' },
    });
    // Nunavut: the northern rate $19.50 and 5 % GST on $23.00.
    expect(subscriptionResponseSchema.parse(moved.json())).toMatchObject({
      shipping_total: '19.50',
      total_tax: '1.15',
      total: '24.15',
      shipping: { state: 'NU' },
    });
  });

  it('refuses a pack over an upper intake limit with the reasons and leaves the plan as it was', async () => {
    const plan = await subscribe();
    // 4 × 25 µg of D3 (its maximum) plus the multivitamin's 25 µg: 125 µg, above 100 µg.
    const response = await put(plan.id, {
      line_items: [
        { product_id: 2201, meta_data: doses(2, 2) },
        { product_id: 2101, meta_data: doses(1, 0) },
      ],
    });
    expect(response.statusCode).toBe(422);
    const refused = packRefusedBodySchema.parse(response.json()).error;
    expect(refused.code).toBe('subscription.pack-unsafe');
    expect(refused.message).toMatch(/^This plan cannot be saved: Vitamin D3 1,000 IU: .*vitamin D/);
    expect(refused.reasons).toEqual([
      expect.objectContaining({ product_id: 2201, kind: 'upper-limit' }),
      expect.objectContaining({ product_id: 2101, kind: 'upper-limit' }),
    ]);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscriptions/${plan.id}`,
      headers: ann.headers,
    });
    expect(subscriptionResponseSchema.parse(after.json()).line_items).toEqual(plan.line_items);
  });

  it('refuses more daily pills than a product allows, or fewer than its minimum, saying which', async () => {
    const plan = await subscribe();
    const response = await put(plan.id, { line_items: [{ product_id: 2201, meta_data: doses(3, 2) }] });
    expect(response.statusCode).toBe(422);
    const refused = packRefusedBodySchema.parse(response.json()).error;
    expect(refused.reasons[0]).toEqual(expect.objectContaining({ product_id: 2201, kind: 'dose' }));
    expect(refused.reasons[0]?.message).toMatch(/at most 4/);
  });

  it("keeps guests out (401) and another customer's plan with the spec's message (403)", async () => {
    const plan = await subscribe();
    expect(errorOf(await put(plan.id, { line_items: [] }, {}), 401).code).toBe('auth.required');
    expect(errorOf(await put(plan.id, { line_items: [] }, bob.headers), 403)).toEqual({
      code: 'subscription.forbidden',
      message: 'Invalid subscription. Please contact administrator.',
    });
    expect(
      errorOf(
        await t.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${plan.id}`, headers: bob.headers }),
        403,
      ).code,
    ).toBe('subscription.forbidden');
    expect(errorOf(await put(999_999, { line_items: [] }), 404).code).toBe('subscription.not-found');
    expect(
      errorOf(
        await put(plan.id, { line_items: [{ product_id: 2401, quantity: 4, meta_data: doses(1, 0) }] }),
        400,
      ).code,
    ).toBe('request.invalid');
  });

  it('answers 412 to an If-Match with a version that is no longer current', async () => {
    const plan = await subscribe();
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/subscriptions/${plan.id}`,
      headers: ann.headers,
    });
    const version = String(read.headers['etag']);
    const lines = { line_items: [{ product_id: 2401, meta_data: doses(1, 1) }] };
    expect((await put(plan.id, lines, { ...ann.headers, 'if-match': version })).statusCode).toBe(200);
    expect(errorOf(await put(plan.id, lines, { ...ann.headers, 'if-match': version }), 412).code).toBe(
      'subscription.stale',
    );
  });

  it('loses no update when 20 clients each add a different product at the same time', async () => {
    const plan = await subscribe();
    const url = `/api/v1/subscriptions/${plan.id}`;
    // Twenty herbal products with no nutrient limits: each client reads the plan, adds its own
    // product and writes it back conditionally; a 412 means someone wrote first, so it reads again.
    const additions = Array.from({ length: 20 }, (_, index) => 2501 + index);
    const addProduct = async (productId: number): Promise<number> => {
      for (let attempt = 1; attempt <= 200; attempt += 1) {
        const read = await t.app.inject({ method: 'GET', url, headers: ann.headers });
        const current = subscriptionResponseSchema.parse(read.json());
        const line_items = [
          ...current.line_items.map((line) => ({ product_id: line.product_id, meta_data: line.meta_data })),
          { product_id: productId, meta_data: doses(1, 0) },
        ];
        const written = await put(
          plan.id,
          { line_items },
          { ...ann.headers, 'if-match': String(read.headers['etag']) },
        );
        if (written.statusCode === 200) return attempt;
        expect(written.statusCode).toBe(412);
      }
      throw new Error('no attempt succeeded');
    };
    await Promise.all(additions.map(addProduct));
    const final = subscriptionResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url, headers: ann.headers })).json(),
    );
    const ids = final.line_items.map((line) => line.product_id);
    expect(ids).toEqual(
      expect.arrayContaining([...plan.line_items.map((line) => line.product_id), ...additions]),
    );
    expect(ids).toHaveLength(plan.line_items.length + additions.length);
    const lines = final.line_items.reduce((sum, line) => sum + Math.round(Number(line.subtotal) * 100), 0);
    const total =
      lines + Math.round(Number(final.shipping_total) * 100) + Math.round(Number(final.total_tax) * 100);
    expect(Math.round(Number(final.total) * 100)).toBe(total);
    // Up to ~200 reads and writes, each read pricing the plan's renewal (issue 13): slow on a busy PostgreSQL.
  }, 180_000);

  it('applies 20 unconditional PUTs one at a time: the plan ends as exactly one of them', async () => {
    const plan = await subscribe();
    // Twenty different one-product plans; whichever write lands last, the plan is one of them, whole.
    const bodies = Array.from({ length: 20 }, (_, index) => ({
      line_items: [{ product_id: 2501 + index, meta_data: doses(1, 0) }],
    }));
    const answers = await Promise.all(bodies.map((body) => put(plan.id, body)));
    expect(answers.every((answer) => answer.statusCode === 200)).toBe(true);
    const final = subscriptionResponseSchema.parse(
      (
        await t.app.inject({ method: 'GET', url: `/api/v1/subscriptions/${plan.id}`, headers: ann.headers })
      ).json(),
    );
    expect(final.line_items).toHaveLength(1);
    const chosen = bodies.find((body) => body.line_items[0]?.product_id === final.line_items[0]?.product_id);
    expect(chosen).toBeDefined();
    expect(final.line_items[0]?.meta_data).toEqual(doses(1, 0));
  });
});
