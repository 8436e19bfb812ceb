import {
  orderChangePreviewSchema,
  errorBodySchema,
  orderListResponseSchema,
  orderResponseSchema,
  packRefusedBodySchema,
} from '@maplepack/api-contract';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema/catalogue';
import { orders } from '../src/db/schema/orders';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { doses, orderBody, placeOrder, recordedCharges, saveCard, type Card } from './support/checkout';
import { signedInCustomer } from './support/payment-customers';

let t: TestApp;
let clock = TEST_NOW;
let ann: { id: number; headers: Record<string, string> };
let bob: { id: number; headers: Record<string, string> };
let annCard: Card;

beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
  ann = await signedInCustomer(t, 'ann@example.ca');
  bob = await signedInCustomer(t, 'bob@example.ca', 'Bob', 'Ray');
  annCard = await saveCard(t, ann);
});
afterAll(() => t.close());
afterEach(() => {
  clock = TEST_NOW;
});

const post = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/orders', payload, headers });
const put = (id: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: `/api/v1/orders/${id}`, payload, headers });
const errorOf = (response: { statusCode: number; json(): unknown }, status: number) => {
  expect(response.statusCode).toBe(status);
  return errorBodySchema.parse(response.json()).error;
};

describe('POST /api/v1/orders', () => {
  it('prices, charges and stores a signed-in order with doses, shipping, tax and the practitioner', async () => {
    const order = await placeOrder(t, orderBody(annCard, 'ann@example.ca'), ann.headers);
    // $3.50 × 2 pills, Canada Post $9.50 (under the $60 minimum), 13 % HST on both: 2.145 → 2.15.
    expect(order).toMatchObject({
      status: 'processing',
      customer_id: ann.id,
      set_paid: true,
      date_paid: TEST_NOW.toISOString(),
      date_modifiable_until: '2026-11-26T15:00:00.000Z',
      subtotal: '7.00',
      discount_total: '0.00',
      shipping_total: '9.50',
      total_tax: '2.15',
      total: '18.65',
      payment_details: annCard,
      line_items: [
        {
          product_id: 2401,
          quantity: 2,
          price: '3.50',
          subtotal: '7.00',
          total: '7.00',
          meta_data: doses(1, 1),
        },
      ],
      shipping_lines: [{ method_id: '3', method_title: 'Canada Post', total: '9.50' }],
      tax_lines: [{ label: 'HST', rate_percent: '13.0000', tax_total: '2.15' }],
      shipping: { postcode: 'K2P 1L4', state: 'ON', city: 'Ottawa' },
    });
    expect(order.meta_data).toContainEqual({ key: '_wc_acof_4', value: 'Dr. Priya Patel' });
    expect(order.transaction_id).toMatch(/^test_ch_/);
    const charges = await recordedCharges(t);
    expect(charges.find((charge) => charge.key === `order-${order.id}`)?.body).toMatchObject({
      amountCents: 1865,
    });
  });

  it('ignores every price the client sends', async () => {
    const body = orderBody(annCard, 'ann@example.ca', {
      line_items: [
        {
          product_id: 2401,
          quantity: 2,
          price: '0.01',
          subtotal: '0.01',
          total: '0.01',
          meta_data: doses(1, 1),
        },
      ],
      shipping_lines: [{ method_id: '3', method_title: 'Canada Post', total: '0.00' }],
      total: '0.01',
      discount_total: '18.64',
      total_tax: '0.00',
      shipping_total: '0.00',
    });
    const order = await placeOrder(t, body, ann.headers);
    expect(order).toMatchObject({
      total: '18.65',
      subtotal: '7.00',
      shipping_total: '9.50',
      total_tax: '2.15',
    });
  });

  it('applies coupons on the server, whatever discount the client claims', async () => {
    const order = await placeOrder(
      t,
      orderBody(annCard, 'ann@example.ca', { coupon_lines: [{ code: 'WELCOME10', discount: '18.00' }] }),
      ann.headers,
    );
    // 10 % of $7.00 = $0.70; HST on $6.30 + $9.50 = 2.054 → 2.05.
    expect(order).toMatchObject({
      discount_total: '0.70',
      total_tax: '2.05',
      total: '17.85',
      coupon_lines: [{ code: 'welcome10', discount_type: 'percent', discount: '0.70' }],
      line_items: [{ subtotal: '7.00', total: '6.30' }],
    });
  });

  it('gives free shipping for a free-shipping coupon and refuses an unknown, expired or repeated code', async () => {
    expect(
      await placeOrder(
        t,
        orderBody(annCard, 'ann@example.ca', { coupon_lines: [{ code: 'shipfree' }] }),
        ann.headers,
      ),
    ).toMatchObject({
      shipping_total: '0.00',
    });
    for (const codes of [['nope'], ['fall2020']]) {
      const refused = errorOf(
        await post(
          orderBody(annCard, 'ann@example.ca', { coupon_lines: codes.map((code) => ({ code })) }),
          ann.headers,
        ),
        422,
      );
      expect(refused).toEqual({ code: 'coupon.invalid', message: 'Coupon is invalid.' });
    }
    const twice = errorOf(
      await post(
        orderBody(annCard, 'ann@example.ca', { coupon_lines: [{ code: 'shipfree' }, { code: 'ShipFree' }] }),
        ann.headers,
      ),
      422,
    );
    expect(twice.message).toBe('Coupon has already been applied.');
  });

  it('drops a recurring coupon from the order and keeps it for the renewals', async () => {
    const order = await placeOrder(
      t,
      orderBody(annCard, 'ann@example.ca', { coupon_lines: [{ code: 'loyal5' }] }),
      ann.headers,
    );
    expect(order).toMatchObject({ coupon_lines: [], discount_total: '0.00', total: '18.65' });
    expect(order.meta_data).toContainEqual({ key: '_renewal_coupons', value: 'loyal5' });
  });

  it('lets a guest order with a card saved at checkout; the order belongs to no account', async () => {
    const card = await saveCard(t, { email: 'gail@example.ca' });
    const order = await placeOrder(t, orderBody(card, 'Gail@Example.ca'));
    expect(order).toMatchObject({
      customer_id: 0,
      set_paid: true,
      total: '18.65',
      billing: { email: 'gail@example.ca' },
    });
  });

  it('ships a trial-program order free, for an e-mail that has never ordered', async () => {
    const card = await saveCard(t, { email: 'first.timer@example.ca' });
    const order = await placeOrder(
      t,
      orderBody(card, 'first.timer@example.ca', { campaign: 'trialprogram' }),
    );
    expect(order).toMatchObject({ campaign: 'trialprogram', shipping_total: '0.00', total: '7.91' });
  });

  it('refuses a guest ordering for an account, and anyone ordering for another account', async () => {
    expect(errorOf(await post(orderBody(annCard, 'ann@example.ca', { customer_id: ann.id })), 401).code).toBe(
      'auth.required',
    );
    expect(
      errorOf(await post(orderBody(annCard, 'ann@example.ca', { customer_id: ann.id }), bob.headers), 403)
        .code,
    ).toBe('auth.forbidden');
  });

  it("refuses another person's card", async () => {
    const refused = errorOf(await post(orderBody(annCard, 'bob@example.ca'), bob.headers), 403);
    expect(refused.code).toBe('payment.forbidden');
  });

  it('answers a guest 402 with a generic decline when the card is declined, and keeps the order unpaid', async () => {
    const card = await saveCard(t, { email: 'dee@example.ca' }, 'tok_chargeCustomerFail');
    expect(errorOf(await post(orderBody(card, 'dee@example.ca')), 402)).toEqual({
      code: 'payment.declined',
      message: 'Your card was declined. Please check its details or use another card.',
    });
    const rows = await t.database.db.select().from(orders).where(eq(orders.billingEmail, 'dee@example.ca'));
    expect(rows.map((row) => [row.status, row.setPaid])).toEqual([['failed', false]]);
  });

  it('refuses a pack over an upper intake limit with the reasons', async () => {
    // D3 at its maximum of 4 pills (100 µg) plus the multivitamin's 25 µg: above 100 µg a day.
    const body = orderBody(annCard, 'ann@example.ca', {
      line_items: [
        { product_id: 2201, meta_data: doses(2, 2) },
        { product_id: 2101, meta_data: doses(1, 0) },
      ],
    });
    const response = await post(body, ann.headers);
    expect(response.statusCode).toBe(422);
    const refused = packRefusedBodySchema.parse(response.json()).error;
    expect(refused.code).toBe('order.pack-unsafe');
    expect(refused.reasons[0]).toMatchObject({ product_id: 2201, kind: 'upper-limit' });
    expect(refused.message).toContain('vitamin D');
  });

  it.each([
    ['no lines', { line_items: [] }, 'at least one product'],
    [
      'a quantity that is not am + pm',
      { line_items: [{ product_id: 2401, quantity: 5, meta_data: doses(1, 1) }] },
      'quantity',
    ],
    ['a bad postal code', { shipping: { city: 'Ottawa', postcode: 'D1D 1D1' } }, 'postal code'],
    ['an unknown field', { gift: true }, 'gift'],
    ['a bad e-mail', { billing: { email: 'ann@' } }, 'email'],
  ])('answers 400 for %s', async (_name, extra, mentions) => {
    const refused = errorOf(await post(orderBody(annCard, 'ann@example.ca', extra), ann.headers), 400);
    expect(`${refused.code} ${refused.message}`.toLowerCase()).toContain(mentions.toLowerCase());
  });

  it('answers 422 for a product that is not for sale', async () => {
    const body = orderBody(annCard, 'ann@example.ca', {
      line_items: [{ product_id: 999_999, meta_data: doses(1, 0) }],
    });
    expect(errorOf(await post(body, ann.headers), 422).code).toBe('order.unknown-product');
  });
});

describe('GET /api/v1/orders', () => {
  it("lists the caller's own orders only, newest first, with WooCommerce paging headers", async () => {
    await placeOrder(t, orderBody(await saveCard(t, bob), 'bob@example.ca'), bob.headers);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/orders?per_page=100',
      headers: ann.headers,
    });
    expect(response.statusCode).toBe(200);
    const list = orderListResponseSchema.parse(response.json());
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((order) => order.customer_id === ann.id)).toBe(true);
    expect(Number(response.headers['x-wp-total'])).toBe(list.length);
    const bobs = orderListResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: '/api/v1/orders', headers: bob.headers })).json(),
    );
    expect(bobs.map((order) => order.customer_id)).toEqual([bob.id]);
  });

  it('accepts the customer param for the caller and refuses it for anyone else', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/orders?customer=${ann.id}`, headers: ann.headers }))
        .statusCode,
    ).toBe(200);
    expect(
      errorOf(
        await t.app.inject({ method: 'GET', url: `/api/v1/orders?customer=${bob.id}`, headers: ann.headers }),
        403,
      ).code,
    ).toBe('auth.forbidden');
  });

  it("keeps guests out with 401 and another customer's order with 403", async () => {
    expect(errorOf(await t.app.inject({ method: 'GET', url: '/api/v1/orders' }), 401).code).toBe(
      'auth.required',
    );
    const order = await placeOrder(t, orderBody(annCard, 'ann@example.ca'), ann.headers);
    expect(
      errorOf(
        await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: bob.headers }),
        403,
      ).code,
    ).toBe('auth.forbidden');
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.id}`,
      headers: ann.headers,
    });
    expect(orderResponseSchema.parse(own.json()).id).toBe(order.id);
    expect(
      errorOf(await t.app.inject({ method: 'GET', url: '/api/v1/orders/999999', headers: ann.headers }), 404)
        .code,
    ).toBe('order.not-found');
  });
});

describe('PUT /api/v1/orders/{id}', () => {
  it('re-prices a change inside the window and charges the difference', async () => {
    const order = await placeOrder(t, orderBody(annCard, 'ann@example.ca'), ann.headers);
    clock = new Date(TEST_NOW.getTime() + 60 * 60 * 1000);
    const response = await put(
      order.id,
      { line_items: [{ product_id: 2401, meta_data: doses(2, 1) }], total: '1.00' },
      ann.headers,
    );
    expect(response.statusCode).toBe(200);
    // $10.50 + $9.50 shipping + 13 % HST ($2.60) = $22.60; $3.95 more than paid.
    expect(orderResponseSchema.parse(response.json())).toMatchObject({
      total: '22.60',
      line_items: [{ quantity: 3, meta_data: doses(2, 1) }],
    });
    const charges = await recordedCharges(t);
    expect(
      charges
        .filter((charge) => charge.key.startsWith(`order-${order.id}-change-`))
        .map((charge) => charge.body),
    ).toEqual([expect.objectContaining({ amountCents: 395 })]);
  });

  it('refunds the difference through the gateway when a change lowers the total, leaving no refund due', async () => {
    const order = await placeOrder(t, orderBody(annCard, 'ann@example.ca'), ann.headers);
    const response = await put(
      order.id,
      { line_items: [{ product_id: 2401, meta_data: doses(1, 0) }] },
      ann.headers,
    );
    expect(response.statusCode).toBe(200);
    const changed = orderResponseSchema.parse(response.json());
    // $3.50 + $9.50 + $1.69 HST = $14.69: $3.96 of the $18.65 paid goes back to the card.
    expect(changed.total).toBe('14.69');
    expect(changed.meta_data.map((meta) => meta.key)).not.toContain('_refund_due');
    expect(changed.adjustments).toEqual([
      expect.objectContaining({
        kind: 'refund',
        amount: '3.96',
        total_before: '18.65',
        total_after: '14.69',
      }),
    ]);
    expect(changed.payment_card).toMatchObject({ last4: '4242' });
    const refunds = await t.app.payments.gateway.refund({
      chargeId: order.transaction_id,
      amountCents: 1470,
      idempotencyKey: `check-${order.id}`,
    });
    // Only $14.69 of the payment is left to refund: the $3.96 went back once.
    expect(refunds.ok).toBe(false);
  });

  it('charges a raise, then refunds a cut from the newest charge first', async () => {
    const order = await placeOrder(t, orderBody(annCard, 'ann@example.ca'), ann.headers);
    const up = await put(
      order.id,
      { line_items: [{ product_id: 2401, meta_data: doses(2, 1) }] },
      ann.headers,
    );
    expect(orderResponseSchema.parse(up.json()).adjustments).toEqual([
      expect.objectContaining({ kind: 'charge', amount: '3.95' }),
    ]);
    const down = await put(
      order.id,
      { line_items: [{ product_id: 2401, meta_data: doses(1, 0) }] },
      ann.headers,
    );
    const body = orderResponseSchema.parse(down.json());
    // Paid $18.65 + $3.95 = $22.60; the new total $14.69: $3.95 back to the change's charge, $3.96 to the first.
    expect(body.adjustments.map((row) => [row.kind, row.amount])).toEqual([
      ['charge', '3.95'],
      ['refund', '3.95'],
      ['refund', '3.96'],
    ]);
    expect(body.balance_due).toBe('0.00');
  });

  it('refuses a change 5 days after payment with 409', async () => {
    const order = await placeOrder(t, orderBody(annCard, 'ann@example.ca'), ann.headers);
    clock = new Date(TEST_NOW.getTime() + 5 * 24 * 60 * 60 * 1000);
    const refused = errorOf(
      await put(order.id, { line_items: [{ product_id: 2401, meta_data: doses(2, 1) }] }, ann.headers),
      409,
    );
    expect(refused.code).toBe('order.not-modifiable');
    clock = new Date(TEST_NOW.getTime() + 5 * 24 * 60 * 60 * 1000 - 1);
    expect((await put(order.id, { shipping: { address_2: 'Unit 4' } }, ann.headers)).statusCode).toBe(200);
  });

  it('keeps guests and other customers out, and answers 404 for no such order', async () => {
    const order = await placeOrder(t, orderBody(annCard, 'ann@example.ca'), ann.headers);
    expect(errorOf(await put(order.id, { meta_data: [] }), 401).code).toBe('auth.required');
    expect(errorOf(await put(order.id, { meta_data: [] }, bob.headers), 403).code).toBe('auth.forbidden');
    expect(errorOf(await put(999_999, { meta_data: [] }, ann.headers), 404).code).toBe('order.not-found');
    expect(errorOf(await put(order.id, { line_items: 'all' }, ann.headers), 400).code).toBe(
      'request.invalid',
    );
  });
});

describe('Idempotency-Key', () => {
  it('10 parallel retries of one create make exactly one order and one charge', async () => {
    const before = (await t.database.db.select().from(orders).where(eq(orders.customerId, ann.id))).length;
    const chargesBefore = (await recordedCharges(t)).length;
    const headers = { ...ann.headers, 'idempotency-key': 'checkout-7f3a9c2e-retry' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(orderBody(annCard, 'ann@example.ca'), headers)),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
    const ids = new Set(answers.map((answer) => orderResponseSchema.parse(answer.json()).id));
    expect(ids.size).toBe(1);
    expect((await t.database.db.select().from(orders).where(eq(orders.customerId, ann.id))).length).toBe(
      before + 1,
    );
    const charges = await recordedCharges(t);
    expect(charges.length).toBe(chargesBefore + 1);
    expect(charges.filter((charge) => charge.key === `order-${[...ids][0]}`)).toHaveLength(1);
  });

  it('answers a later retry with the first answer, and refuses the key for another body', async () => {
    const headers = { ...ann.headers, 'idempotency-key': 'checkout-later-retry-01' };
    const first = await post(orderBody(annCard, 'ann@example.ca'), headers);
    const again = await post(orderBody(annCard, 'ann@example.ca'), headers);
    expect(again.json()).toEqual(first.json());
    const other = orderBody(annCard, 'ann@example.ca', {
      line_items: [{ product_id: 2401, meta_data: doses(2, 0) }],
    });
    expect(errorOf(await post(other, headers), 422).code).toBe('idempotency.key-reused');
    expect(
      errorOf(
        await post(orderBody(annCard, 'ann@example.ca'), { ...ann.headers, 'idempotency-key': 'short' }),
        400,
      ).code,
    ).toBe('request.invalid');
  });
});

describe('POST /api/v1/orders/{id}/preview', () => {
  const preview = (id: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/preview`, payload, headers });

  it('prices the change with the order coupons and says what the card would be charged or refunded', async () => {
    const order = await placeOrder(t, orderBody(annCard, 'ann@example.ca'), ann.headers);
    const up = await preview(
      order.id,
      { line_items: [{ product_id: 2401, meta_data: doses(2, 1) }] },
      ann.headers,
    );
    expect(up.statusCode).toBe(200);
    expect(orderChangePreviewSchema.parse(up.json())).toMatchObject({
      order_id: order.id,
      total: '22.60',
      current_total: '18.65',
      paid: '18.65',
      difference: { kind: 'charge', amount: '3.95' },
      safety: { ok: true, reasons: [] },
      lines: [{ product_id: 2401, am_dose: 2, pm_dose: 1, quantity: 3 }],
    });
    const down = await preview(
      order.id,
      { line_items: [{ product_id: 2401, meta_data: doses(1, 0) }] },
      ann.headers,
    );
    expect(orderChangePreviewSchema.parse(down.json()).difference).toEqual({
      kind: 'refund',
      amount: '3.96',
    });
    // Nothing was saved or charged.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/orders/${order.id}`,
      headers: ann.headers,
    });
    expect(orderResponseSchema.parse(read.json())).toMatchObject({ total: '18.65', adjustments: [] });
    const unsafe = await preview(
      order.id,
      {
        line_items: [
          { product_id: 2201, meta_data: doses(2, 2) },
          { product_id: 2101, meta_data: doses(1, 0) },
        ],
      },
      ann.headers,
    );
    expect(unsafe.statusCode).toBe(200);
    expect(orderChangePreviewSchema.parse(unsafe.json()).safety.ok).toBe(false);
  });

  it('refuses bad input (400), guests (401), another customer (403), unknown (404) and a closed window (409)', async () => {
    const order = await placeOrder(t, orderBody(annCard, 'ann@example.ca'), ann.headers);
    const body = { line_items: [{ product_id: 2401, meta_data: doses(1, 0) }] };
    expect(errorOf(await preview(order.id, { line_items: [] }, ann.headers), 400).code).toBe(
      'request.invalid',
    );
    expect(errorOf(await preview(order.id, { total: 'x', extra: 1 }, ann.headers), 400).code).toBe(
      'request.invalid',
    );
    expect(errorOf(await preview(order.id, body), 401).code).toBe('auth.required');
    expect(errorOf(await preview(order.id, body, bob.headers), 403).code).toBe('auth.forbidden');
    expect(errorOf(await preview(999_999, body, ann.headers), 404).code).toBe('order.not-found');
    clock = new Date(TEST_NOW.getTime() + 5 * 24 * 60 * 60 * 1000);
    expect(errorOf(await preview(order.id, body, ann.headers), 409).code).toBe('order.not-modifiable');
  });
});

describe('changing the products of an order inside its window', () => {
  const preview = (id: number, payload: Record<string, unknown>, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: `/api/v1/orders/${id}/preview`, payload, headers });
  const read = async (id: number) =>
    orderResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${id}`, headers: ann.headers })).json(),
    );
  const changeCharges = async (id: number) =>
    (await recordedCharges(t)).filter((charge) => charge.key.startsWith(`order-${id}-change-`));

  it('adds a product from the catalogue (charged) and removes a line (refunded), priced as the preview said', async () => {
    const order = await placeOrder(t, orderBody(annCard, 'ann@example.ca'), ann.headers);
    const added = {
      line_items: [
        { product_id: 2401, meta_data: doses(1, 1) },
        { product_id: 2501, meta_data: doses(1, 0) },
      ],
    };
    const previewed = orderChangePreviewSchema.parse((await preview(order.id, added, ann.headers)).json());
    // $7.00 + $4.50 + $9.50 shipping = $21.00 + 13 % HST = $23.73: $5.08 more than the $18.65 paid.
    expect(previewed).toMatchObject({
      total: '23.73',
      difference: { kind: 'charge', amount: '5.08' },
      safety: { ok: true, reasons: [] },
    });
    expect(previewed.lines.map((line) => [line.product_id, line.name])).toEqual([
      [2401, 'Omega-3 Fish Oil'],
      [2501, 'Ashwagandha 300 mg'],
    ]);
    const up = orderResponseSchema.parse((await put(order.id, added, ann.headers)).json());
    expect(up.total).toBe(previewed.total);
    expect(up.line_items.map((line) => [line.product_id, line.meta_data])).toEqual([
      [2401, doses(1, 1)],
      [2501, doses(1, 0)],
    ]);
    expect(up.adjustments.map((row) => [row.kind, row.amount])).toEqual([['charge', '5.08']]);
    expect((await changeCharges(order.id)).map((charge) => charge.body)).toEqual([
      expect.objectContaining({ amountCents: 508 }),
    ]);

    // The Omega-3 line removed: $4.50 + $9.50 = $14.00 + HST = $15.82; $7.91 back, newest charge first.
    const removed = { line_items: [{ product_id: 2501, meta_data: doses(1, 0) }] };
    const down = orderChangePreviewSchema.parse((await preview(order.id, removed, ann.headers)).json());
    expect(down.difference).toEqual({ kind: 'refund', amount: '7.91' });
    const after = orderResponseSchema.parse((await put(order.id, removed, ann.headers)).json());
    expect(after.total).toBe('15.82');
    expect(after.line_items.map((line) => line.product_id)).toEqual([2501]);
    expect(after.adjustments.map((row) => [row.kind, row.amount])).toEqual([
      ['charge', '5.08'],
      ['refund', '5.08'],
      ['refund', '2.83'],
    ]);
    expect(after.meta_data.map((meta) => meta.key)).not.toContain('_refund_due');
  });

  it("re-checks an added product against the person's last assessment: shown in the preview, refused by PUT", async () => {
    const pia = await signedInCustomer(t, 'pia.order@example.ca', 'Pia', 'Roy');
    const piaCard = await saveCard(t, pia);
    const answers = {
      name: 'Pia',
      consent: true,
      email: 'pia.order@example.ca',
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
      headers: { ...pia.headers, 'x-forwarded-for': '203.0.113.78' },
    });
    expect(survey.statusCode).toBe(200);
    const order = await placeOrder(t, orderBody(piaCard, 'pia.order@example.ca'), pia.headers);
    const body = {
      line_items: [
        { product_id: 2401, meta_data: doses(1, 1) },
        { product_id: 2501, meta_data: doses(1, 0) },
      ],
    };
    const checked = orderChangePreviewSchema.parse((await preview(order.id, body, pia.headers)).json());
    expect(checked.safety.ok).toBe(false);
    expect(checked.safety.reasons[0]).toMatchObject({ product_id: 2501, product_name: 'Ashwagandha 300 mg' });
    expect(checked.safety.reasons[0]?.message).toMatch(/pregnan/i);
    const refused = await put(order.id, body, pia.headers);
    expect(refused.statusCode).toBe(422);
    const error = packRefusedBodySchema.parse(refused.json()).error;
    expect(error.code).toBe('order.pack-unsafe');
    expect(error.reasons).toEqual(checked.safety.reasons);
    const unchanged = orderResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: `/api/v1/orders/${order.id}`, headers: pia.headers })).json(),
    );
    expect(unchanged).toMatchObject({ total: order.total, adjustments: [] });
    expect(unchanged.line_items.map((line) => line.product_id)).toEqual([2401]);
    expect(await changeCharges(order.id)).toEqual([]);
  });

  it('refuses a bad added product with a 4xx JSON error, on preview and PUT, changing nothing', async () => {
    const order = await placeOrder(t, orderBody(annCard, 'ann@example.ca'), ann.headers);
    const keep = { product_id: 2401, meta_data: doses(1, 1) };
    const invalid: unknown[] = [
      { product_id: 0, meta_data: doses(1, 0) },
      { product_id: -5, meta_data: doses(1, 0) },
      { product_id: 'x', meta_data: doses(1, 0) },
      { product_id: 2 ** 31, meta_data: doses(1, 0) },
      { product_id: 2501.5, meta_data: doses(1, 0) },
      { product_id: 2501 },
      { product_id: 2501, meta_data: [{ key: 'am_dose', value: -1 }] },
      { product_id: 2501, meta_data: [{ key: 'noon_dose', value: 1 }] },
      { product_id: 2501, meta_data: doses(1_001, 0) },
      { product_id: 2501, quantity: 5, meta_data: doses(1, 0) },
      { product_id: 2501, meta_data: doses(1, 0), name: 'Free pills' },
    ];
    for (const line of invalid) {
      const payload = { line_items: [keep, line] };
      expect(errorOf(await preview(order.id, payload, ann.headers), 400).code).toBe('request.invalid');
      expect(errorOf(await put(order.id, payload, ann.headers), 400).code).toBe('request.invalid');
    }
    const refusals: [unknown, number, string][] = [
      [{ product_id: 2401, meta_data: doses(1, 0) }, 400, 'order.duplicate-product'],
      [{ product_id: 999_999, meta_data: doses(1, 0) }, 422, 'order.unknown-product'],
    ];
    for (const [line, status, code] of refusals) {
      const payload = { line_items: [keep, line] };
      expect(errorOf(await preview(order.id, payload, ann.headers), status).code).toBe(code);
      expect(errorOf(await put(order.id, payload, ann.headers), status).code).toBe(code);
    }
    // Over the product's daily pills (Ashwagandha: 1 to 2): shown by the preview, refused by PUT.
    const tooMany = { line_items: [keep, { product_id: 2501, meta_data: doses(2, 1) }] };
    const checked = orderChangePreviewSchema.parse((await preview(order.id, tooMany, ann.headers)).json());
    expect(checked.safety).toMatchObject({ ok: false, reasons: [{ product_id: 2501, kind: 'dose' }] });
    expect(errorOf(await put(order.id, tooMany, ann.headers), 422).code).toBe('order.pack-unsafe');
    // A product no longer for sale cannot be added.
    await t.database.db.update(products).set({ stockStatus: 'outofstock' }).where(eq(products.id, 2501));
    try {
      const gone = { line_items: [keep, { product_id: 2501, meta_data: doses(1, 0) }] };
      expect(errorOf(await preview(order.id, gone, ann.headers), 422).code).toBe('order.unknown-product');
      expect(errorOf(await put(order.id, gone, ann.headers), 422).code).toBe('order.unknown-product');
    } finally {
      await t.database.db.update(products).set({ stockStatus: 'instock' }).where(eq(products.id, 2501));
    }
    expect(await read(order.id)).toMatchObject({ total: order.total, adjustments: [] });
    expect(await changeCharges(order.id)).toEqual([]);
  });

  it("keeps another customer out of an order's product change: preview and PUT answer 403, nothing moves", async () => {
    const order = await placeOrder(t, orderBody(annCard, 'ann@example.ca'), ann.headers);
    const added = {
      line_items: [
        { product_id: 2401, meta_data: doses(1, 1) },
        { product_id: 2501, meta_data: doses(1, 0) },
      ],
    };
    const removed = { line_items: [{ product_id: 2501, meta_data: doses(1, 0) }] };
    for (const payload of [added, removed]) {
      const previewed = await preview(order.id, payload, bob.headers);
      expect(errorOf(previewed, 403)).toEqual({ code: 'auth.forbidden', message: 'Access denied.' });
      expect(previewed.body).not.toContain('"total"');
      expect(errorOf(await put(order.id, payload, bob.headers), 403).code).toBe('auth.forbidden');
    }
    const unchanged = await read(order.id);
    expect(unchanged).toMatchObject({ total: order.total, adjustments: [], balance_due: '0.00' });
    expect(unchanged.line_items.map((line) => [line.product_id, line.meta_data])).toEqual([
      [2401, doses(1, 1)],
    ]);
    expect(await changeCharges(order.id)).toEqual([]);
  });
});
