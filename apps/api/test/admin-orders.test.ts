import { STAFF_ROLES, staffCan, type StaffPermission, type StaffRole } from '@maplepack/access';
import {
  AUTH_COOKIE_NAME,
  adminAuditResponseSchema,
  adminFulfilmentResponseSchema,
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
} from '@maplepack/api-contract';
import { and, eq, like, sql } from 'drizzle-orm';
import { TEST_REFUND_SCOPE } from '../src/db/repositories/test-charge-repository';
import { idempotencyKeys } from '../src/db/schema/idempotency';
import { FakeMailer } from '../src/adapters/mail/fake';
import { customers } from '../src/db/schema/customers';
import { outboxEmails } from '../src/db/schema/outbox';
import { orders } from '../src/db/schema/orders';
import { adminInject, signInStaff } from './support/admin';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { checkout, fromNewAddress, placeBody } from './support/checkout-flow';
import { orderBody, placeOrder, saveCard } from './support/checkout';
import { pdfPagesText } from './support/pdf-text';
import { demoHeaders } from './support/coupons';
import { signedInCustomer } from './support/payment-customers';

let t: TestApp;
const mailer = new FakeMailer();
const cookies = {} as Record<StaffRole, string>;
let customerBearer: Record<string, string>;
let customerCookie: string;
const placed: { id: number; email: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp({ demoStaff: true, mailer });
  for (const role of STAFF_ROLES) cookies[role] = await signInStaff(t, role, TEST_NOW);
  for (const name of ['refund', 'ship', 'french', 'resend']) {
    const email = `admin-${name}@example.ca`;
    const { receipt, cookies: browser } = await checkout(
      t,
      placeBody(email),
      `key-admin-${name}-1`,
      fromNewAddress(),
    );
    if (receipt.order_id === null) throw new Error('no order');
    placed.push({ id: receipt.order_id, email });
    customerCookie ??= `${AUTH_COOKIE_NAME}=${browser[AUTH_COOKIE_NAME]}`;
  }
  customerBearer = await demoHeaders(t);
});
afterAll(async () => {
  await t.close();
});

const order = (name: 'refund' | 'ship' | 'french' | 'resend') => {
  const found = placed[['refund', 'ship', 'french', 'resend'].indexOf(name)];
  if (found === undefined) throw new Error(name);
  return found;
};
const as = (role: StaffRole) => cookies[role];

interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  permission: StaffPermission | null;
  payload?: Record<string, unknown>;
  headers?: Record<string, string>;
}

/** Every admin route (bar sign-in), on an order that does not exist for the ones that name one. */
const FORGED = 999_999;
const ROUTES: Route[] = [
  { method: 'GET', url: '/api/v1/admin/session', permission: null },
  { method: 'GET', url: '/api/v1/admin/orders', permission: 'orders.read' },
  { method: 'GET', url: `/api/v1/admin/orders/${FORGED}`, permission: 'orders.read' },
  {
    method: 'POST',
    url: `/api/v1/admin/orders/${FORGED}/shipment`,
    permission: 'orders.ship',
    payload: { carrier: 'Canada Post', tracking_number: '7023 2100 0012' },
  },
  {
    method: 'POST',
    url: `/api/v1/admin/orders/${FORGED}/refunds`,
    permission: 'orders.refund',
    payload: { amount: '1.00', reason: 'matrix test' },
    headers: { 'idempotency-key': 'matrix-refund-1' },
  },
  { method: 'POST', url: `/api/v1/admin/orders/${FORGED}/confirmation`, permission: 'orders.resend' },
  { method: 'GET', url: '/api/v1/admin/fulfilment?date=2026-11-21', permission: 'fulfilment.read' },
  { method: 'GET', url: '/api/v1/admin/fulfilment.csv?date=2026-11-21', permission: 'fulfilment.read' },
  { method: 'GET', url: '/api/v1/admin/fulfilment.pdf?date=2026-11-21', permission: 'fulfilment.read' },
  { method: 'GET', url: '/api/v1/admin/audit', permission: 'audit.read' },
  { method: 'GET', url: '/api/v1/admin/subscriptions', permission: 'subscriptions.read' },
  { method: 'GET', url: `/api/v1/admin/subscriptions/${FORGED}`, permission: 'subscriptions.read' },
  {
    method: 'POST',
    url: `/api/v1/admin/subscriptions/${FORGED}/actions`,
    permission: 'subscriptions.act',
    payload: { action: { type: 'subscription.skip' }, reason: 'matrix test' },
  },
  {
    method: 'POST',
    url: `/api/v1/admin/subscriptions/${FORGED}/payment-retry`,
    permission: 'subscriptions.act',
    payload: { reason: 'matrix test' },
  },
  { method: 'GET', url: '/api/v1/admin/customers', permission: 'customers.read' },
  { method: 'GET', url: `/api/v1/admin/customers/${FORGED}`, permission: 'customers.read' },
  {
    method: 'POST',
    url: `/api/v1/admin/customers/${FORGED}/password-reset`,
    permission: 'customers.reset-password',
  },
];

const call = (route: Route, cookie: string | null, extra: Record<string, string> = {}) =>
  adminInject(t, {
    method: route.method,
    url: route.url,
    cookie,
    headers: { ...(route.headers ?? {}), ...extra },
    ...(route.payload === undefined ? {} : { payload: route.payload }),
  });

describe('the role matrix', () => {
  const cells = ROUTES.flatMap((route) =>
    STAFF_ROLES.map((role) => [route.method, route.url, role, route] as const),
  );
  it.each(cells)('%s %s as %s', async (_method, _url, role, route) => {
    const response = await call(route, as(role));
    const allowed = route.permission === null || staffCan(role, route.permission);
    if (!allowed) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'admin.forbidden' } });
    } else if (route.url.includes(String(FORGED))) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'admin.not-found' } });
    } else expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(ROUTES.map((route) => [route.method, route.url, route] as const))(
    '%s %s: a guest, a customer’s Bearer token or cookie, and a forged cookie get 401',
    async (_method, _url, route) => {
      for (const [cookie, extra] of [
        [null, {}],
        [null, customerBearer],
        [customerCookie, {}],
        ['maplepack_admin=forged-token', {}],
      ] as const) {
        const response = await call(route, cookie, extra);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ error: { code: 'admin.required' } });
      }
    },
  );
});

const refund = (role: StaffRole, id: number, amount: string, key: string, reason = 'broken bottle') =>
  adminInject(t, {
    method: 'POST',
    url: `/api/v1/admin/orders/${id}/refunds`,
    cookie: as(role),
    payload: { amount, reason },
    headers: { 'idempotency-key': key },
  });

describe('refunds', () => {
  it('refunds part, retries once, refuses too much, then refunds the rest', async () => {
    const { id, email } = order('refund');
    const first = await refund('support', id, '5.00', 'refund-part-0001');
    expect(first.statusCode).toBe(200);
    const after = adminOrderResponseSchema.parse(first.json());
    expect(after.refundable).toBe('13.65');
    expect(after.refunds).toEqual([
      expect.objectContaining({
        amount: '5.00',
        reason: 'broken bottle',
        staff_email: 'support@maplepack.test',
      }),
    ]);
    expect(mailer.lastTo(email)?.subject).toContain('refund');

    const retry = await refund('support', id, '5.00', 'refund-part-0001');
    expect(retry.statusCode).toBe(200);
    expect(adminOrderResponseSchema.parse(retry.json()).refunds).toHaveLength(1);
    const reused = await refund('support', id, '6.00', 'refund-part-0001');
    expect(reused.statusCode).toBe(409);

    const tooMuch = await refund('owner', id, '13.66', 'refund-too-much-1');
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json()).toMatchObject({
      error: { code: 'admin.refund-too-large', message: expect.stringContaining('$13.65') },
    });

    const rest = await refund('owner', id, '13.65', 'refund-rest-0001');
    expect(rest.statusCode).toBe(200);
    const done = adminOrderResponseSchema.parse(rest.json());
    expect(done.status).toBe('refunded');
    expect(done.refundable).toBe('0.00');
    expect(done.refunds.map((row) => row.amount)).toEqual(['5.00', '13.65']);

    // A key that starts like another (with a ':') is a key of its own, not a retry of it.
    expect((await refund('owner', order('ship').id, '1.00', 'refund-part-0001:500')).statusCode).toBe(200);
    expect((await refund('owner', order('ship').id, '1.00', 'refund-part-0001')).statusCode).toBe(200);
    expect(
      adminOrderResponseSchema.parse(
        (
          await adminInject(t, {
            method: 'GET',
            url: `/api/v1/admin/orders/${order('ship').id}`,
            cookie: as('owner'),
          })
        ).json(),
      ).refunds,
    ).toHaveLength(2);

    const nothingLeft = await refund('owner', id, '0.01', 'refund-after-1');
    expect(nothingLeft.statusCode).toBe(409);
    // The gateway refunded twice in all: the retry paid nothing more.
    const atGateway = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(
        and(eq(idempotencyKeys.scope, TEST_REFUND_SCOPE), like(idempotencyKeys.key, `admin-refund-${id}-%`)),
      );
    expect(atGateway).toHaveLength(2);

    const list = adminOrderListResponseSchema.parse(
      (
        await adminInject(t, { method: 'GET', url: `/api/v1/admin/orders?search=${id}`, cookie: as('owner') })
      ).json(),
    );
    expect(list.orders.find((row) => row.id === id)).toMatchObject({
      status: 'refunded',
      refunded_total: '18.65',
    });
  });

  it('closes the order to the customer’s own changes once staff refunded it', async () => {
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/orders/${order('refund').id}`,
      payload: { shipping: { address_2: 'Unit 4' } },
      headers: { cookie: customerCookie, 'x-maplepack-client': 'web' },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json()).toMatchObject({ error: { code: 'order.not-modifiable' } });
  });

  it('answers 502 and records nothing when the gateway refuses the refund', async () => {
    const { id } = order('resend');
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
    await t.database.db.update(orders).set({ transactionId: 'test_ch_unknown' }).where(eq(orders.id, id));
    const refused = await refund('owner', id, '1.00', 'refund-refused-1');
    await t.database.db
      .update(orders)
      .set({ transactionId: row?.transactionId ?? '' })
      .where(eq(orders.id, id));
    expect(refused.statusCode).toBe(502);
    expect(refused.json()).toMatchObject({ error: { code: 'admin.refund-failed' } });
    const after = adminOrderResponseSchema.parse(
      (
        await adminInject(t, { method: 'GET', url: `/api/v1/admin/orders/${id}`, cookie: as('owner') })
      ).json(),
    );
    expect(after.refunds).toEqual([]);
    expect(after.adjustments).toEqual([]);
    expect(after.refundable).toBe('18.65');
  });

  it('refuses support a refund above its limit, naming the limit', async () => {
    const response = await refund('support', order('ship').id, '150.01', 'refund-limit-01');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      error: { code: 'admin.refund-over-limit', message: expect.stringContaining('$150.00') },
    });
  });

  it('needs an Idempotency-Key and a valid amount (400, never 500)', async () => {
    const noKey = await adminInject(t, {
      method: 'POST',
      url: `/api/v1/admin/orders/${order('ship').id}/refunds`,
      cookie: as('owner'),
      payload: { amount: '1.00', reason: 'no key' },
    });
    expect(noKey.statusCode).toBe(400);
    for (const amount of ['-1', 'abc', '1e3', '0']) {
      expect((await refund('owner', order('ship').id, amount, `bad-amount-${amount}-x`)).statusCode).toBe(
        400,
      );
    }
    expect(
      (await adminInject(t, { method: 'GET', url: '/api/v1/admin/orders/abc', cookie: as('owner') }))
        .statusCode,
    ).toBe(400);
    expect(
      (await adminInject(t, { method: 'GET', url: '/api/v1/admin/orders?status=lost', cookie: as('owner') }))
        .statusCode,
    ).toBe(400);
  });
});

describe('fulfilment and shipment', () => {
  it('lists the paid, unshipped packs with their pills, as JSON and CSV', async () => {
    const response = await adminInject(t, {
      method: 'GET',
      url: '/api/v1/admin/fulfilment',
      cookie: as('fulfilment'),
    });
    expect(response.statusCode).toBe(200);
    const list = adminFulfilmentResponseSchema.parse(response.json());
    expect(list.date).toBe('2026-11-21');
    const pack = list.packs.find((one) => one.order_id === order('ship').id);
    expect(pack).toMatchObject({
      name: 'Ann Lee',
      shipping: { address_1: '150 Elgin Street', postcode: 'K2P 1L4' },
    });
    expect(pack?.lines).toEqual([
      expect.objectContaining({
        product_id: 2401,
        morning_pills: 1,
        evening_pills: 1,
        days: 30,
        total_pills: 60,
      }),
    ]);
    // The refunded order is not packed.
    expect(list.packs.some((one) => one.order_id === order('refund').id)).toBe(false);

    const csv = await adminInject(t, {
      method: 'GET',
      url: '/api/v1/admin/fulfilment.csv?date=2026-11-21',
      cookie: as('fulfilment'),
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toBe(
      'order_id,name,address_1,address_2,city,province,postcode,product,morning_pills,evening_pills,days,total_pills',
    );
    expect(rows).toContainEqual(
      expect.stringMatching(new RegExp(`^${order('ship').id},Ann Lee,150 Elgin Street,`)),
    );
  });

  it('makes the same list as a PDF, Letter or A4, never cached', async () => {
    const pdf = (query: string, role: StaffRole = 'owner') =>
      adminInject(t, { method: 'GET', url: `/api/v1/admin/fulfilment.pdf?${query}`, cookie: as(role) });
    const response = await pdf('date=2026-11-21', 'fulfilment');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="packing-list-2026-11-21.pdf"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfPagesText(response.rawPayload).flat()).toEqual(
      expect.arrayContaining([
        'Packing list for 2026-11-21',
        `Order #${order('ship').id}`,
        'Ann Lee',
        '150 Elgin Street',
        'Page 1 of 1',
      ]),
    );
    // The shop's today by default, on A4 when asked.
    const a4 = await pdf('paper=a4');
    expect(a4.statusCode).toBe(200);
    expect(a4.headers['content-disposition']).toBe('attachment; filename="packing-list-2026-11-21.pdf"');
    expect(a4.rawPayload.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    for (const bad of ['paper=legal', 'date=2026-13-01', 'format=pdf'])
      expect((await pdf(bad)).statusCode).toBe(400);
  });

  it('guards CSV cells against formulas', async () => {
    await t.database.db
      .update(orders)
      .set({ shipping: sql`jsonb_set(${orders.shipping}, '{first_name}', '"=HYPERLINK(1)"')` })
      .where(eq(orders.id, order('resend').id));
    const csv = await adminInject(t, {
      method: 'GET',
      url: '/api/v1/admin/fulfilment.csv',
      cookie: as('owner'),
    });
    expect(csv.body).toContain(`${order('resend').id},'=HYPERLINK(1) Lee,`);
  });

  it('marks shipped, e-mails the tracking number and drops the pack from the list', async () => {
    const { id, email } = order('ship');
    const response = await adminInject(t, {
      method: 'POST',
      url: `/api/v1/admin/orders/${id}/shipment`,
      cookie: as('fulfilment'),
      payload: { carrier: 'Canada Post', tracking_number: '7023 2100 0012 3456' },
    });
    expect(response.statusCode).toBe(200);
    const shipped = adminOrderResponseSchema.parse(response.json());
    expect(shipped.status).toBe('completed');
    expect(shipped.shipment).toEqual({
      carrier: 'Canada Post',
      tracking_number: '7023 2100 0012 3456',
      shipped_at: TEST_NOW.toISOString(),
    });
    const mail = mailer.lastTo(email);
    expect(mail?.subject).toBe(`Your Maplepack pack has shipped (order ${id})`);
    expect(mail?.text).toContain('7023 2100 0012 3456');
    const list = adminFulfilmentResponseSchema.parse(
      (
        await adminInject(t, { method: 'GET', url: '/api/v1/admin/fulfilment', cookie: as('fulfilment') })
      ).json(),
    );
    expect(list.packs.some((one) => one.order_id === id)).toBe(false);
  });

  it('writes the shipment e-mail in the customer’s language', async () => {
    const { id, email } = order('french');
    await t.database.db.update(customers).set({ language: 'fr' }).where(eq(customers.email, email));
    const response = await adminInject(t, {
      method: 'POST',
      url: `/api/v1/admin/orders/${id}/shipment`,
      cookie: as('owner'),
      payload: { carrier: 'Purolator', tracking_number: 'PUR-1234' },
    });
    expect(response.statusCode).toBe(200);
    expect(mailer.lastTo(email)?.subject).toBe(`Votre boîte Maplepack est expédiée (commande ${id})`);
  });

  it('resends the confirmation', async () => {
    const { id, email } = order('resend');
    const before = mailer.sent.length;
    const response = await adminInject(t, {
      method: 'POST',
      url: `/api/v1/admin/orders/${id}/confirmation`,
      cookie: as('support'),
    });
    expect(response.statusCode).toBe(200);
    expect(mailer.sent.length).toBe(before + 1);
    expect(mailer.lastTo(email)?.subject).toContain(String(id));
  });
});

describe('resending an order that did not come through the checkout', () => {
  it('sends the kept receipt e-mail again, or answers 409 when there is none', async () => {
    const email = 'admin-renewal@example.ca';
    const customer = await signedInCustomer(t, email);
    const card = await saveCard(t, customer);
    const placedOrder = await placeOrder(t, orderBody(card, email), customer.headers);
    const resend = () =>
      adminInject(t, {
        method: 'POST',
        url: `/api/v1/admin/orders/${placedOrder.id}/confirmation`,
        cookie: as('owner'),
      });
    const none = await resend();
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ error: { code: 'admin.no-confirmation' } });

    await t.database.db.insert(outboxEmails).values({
      key: `receipt:${placedOrder.id}`,
      kind: 'renewal-receipt',
      customerId: customer.id,
      recipient: 'old-address@example.ca',
      subject: `Your Maplepack receipt for order ${placedOrder.id}`,
      text: 'Your pack is paid.',
      sentAt: TEST_NOW,
    });
    expect((await resend()).statusCode).toBe(200);
    expect(mailer.lastTo(email)).toMatchObject({
      subject: `Your Maplepack receipt for order ${placedOrder.id}`,
      text: 'Your pack is paid.',
    });
  });
});

describe('the audit log', () => {
  it('has an entry for each change, with who, before, after and the reason', async () => {
    const response = await adminInject(t, {
      method: 'GET',
      url: `/api/v1/admin/audit?target=order:${order('refund').id}`,
      cookie: as('owner'),
    });
    expect(response.statusCode).toBe(200);
    const { entries } = adminAuditResponseSchema.parse(response.json());
    expect(entries.map((entry) => [entry.action, entry.staff_email])).toEqual([
      ['order.refunded', 'owner@maplepack.test'],
      ['order.refunded', 'support@maplepack.test'],
    ]);
    expect(entries[1]).toMatchObject({
      reason: 'broken bottle',
      before: { status: 'processing', refundable: '18.65' },
      after: { status: 'processing', refundable: '13.65', refunded: '5.00' },
    });
    const all = adminAuditResponseSchema.parse(
      (
        await adminInject(t, { method: 'GET', url: '/api/v1/admin/audit?per_page=100', cookie: as('owner') })
      ).json(),
    );
    const actions = new Set(all.entries.map((entry) => entry.action));
    for (const action of ['staff.sign-in', 'order.shipped', 'order.refunded', 'order.confirmation-resent'])
      expect(actions).toContain(action);
  });

  const REFUSED = { cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }) };
  it('filters by staff, action and shop day', async () => {
    const get = async (query: string) =>
      adminAuditResponseSchema.parse(
        (
          await adminInject(t, { method: 'GET', url: `/api/v1/admin/audit?${query}`, cookie: as('owner') })
        ).json(),
      );
    const bySupport = await get('staff=support@&action=order.refunded');
    expect(bySupport.total).toBe(1);
    expect(bySupport.entries[0]?.staff_email).toBe('support@maplepack.test');
    expect((await get('from=2026-11-21&to=2026-11-21&action=order.shipped')).total).toBe(2);
    expect((await get('from=2026-11-22&action=order.shipped')).total).toBe(0);
    expect((await get('staff=%25')).total).toBe(0);
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database itself', async () => {
    const db = t.database.db;
    await expect(db.execute(sql`update audit_log set reason = 'rewritten'`)).rejects.toMatchObject(REFUSED);
    await expect(db.execute(sql`delete from audit_log`)).rejects.toMatchObject(REFUSED);
    await expect(db.execute(sql`truncate audit_log`)).rejects.toMatchObject(REFUSED);
    const [row] = await db
      .execute<{ total: number }>(sql`select count(*)::int as total from audit_log`)
      .then((result) => (Array.isArray(result) ? result : (result as { rows: { total: number }[] }).rows));
    expect(row?.total).toBeGreaterThan(0);
  });
});
