import { STAFF_ROLES, staffCan, type StaffPermission, type StaffRole } from '@maplepack/access';
import {
  adminAuditResponseSchema,
  adminCouponListResponseSchema,
  adminCouponSchema,
} from '@maplepack/api-contract';
import { DISCOUNT_TYPES } from '@maplepack/pricing';
import { adminInject, itRefusesGuestsAndForgedCookies, signInStaff } from './support/admin';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { OMEGA, postQuote, quote } from './support/checkout-flow';

let t: TestApp;
const cookies = {} as Record<StaffRole, string>;

jest.setTimeout(120_000);

beforeAll(async () => {
  t = await buildTestApp({ demoStaff: true });
  for (const role of STAFF_ROLES) cookies[role] = await signInStaff(t, role, TEST_NOW);
});
afterAll(async () => {
  await t.close();
});

const as = (role: StaffRole) => cookies[role];
const FORGED = 999_999;

const coupon = (change: Record<string, unknown> = {}) => ({
  code: 'Admin-5',
  description: 'Five dollars off',
  discount_type: 'fixed_cart',
  amount: '5.00',
  free_shipping: false,
  individual_use: false,
  product_ids: [],
  excluded_product_ids: [],
  product_categories: [],
  excluded_product_categories: [],
  email_restrictions: [],
  minimum_amount: null,
  maximum_amount: null,
  usage_limit: null,
  usage_limit_per_user: null,
  date_expires: null,
  ...change,
});

const create = (body: Record<string, unknown>, role: StaffRole = 'catalogue') =>
  adminInject(t, { method: 'POST', url: '/api/v1/admin/coupons', cookie: as(role), payload: body });
const update = (id: number, body: Record<string, unknown>) =>
  adminInject(t, {
    method: 'PUT',
    url: `/api/v1/admin/coupons/${id}`,
    cookie: as('catalogue'),
    payload: body,
  });

interface Route {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
  permission: StaffPermission;
  payload?: Record<string, unknown>;
  ok: number;
}
const ROUTES: Route[] = [
  { method: 'GET', url: '/api/v1/admin/coupons', permission: 'coupons.write', ok: 200 },
  { method: 'GET', url: `/api/v1/admin/coupons/${FORGED}`, permission: 'coupons.write', ok: 404 },
  {
    method: 'PUT',
    url: `/api/v1/admin/coupons/${FORGED}`,
    permission: 'coupons.write',
    ok: 404,
    payload: coupon(),
  },
  // Refused by the pricing lib (a money amount with three decimals) after the role check.
  {
    method: 'POST',
    url: '/api/v1/admin/coupons',
    permission: 'coupons.write',
    ok: 400,
    payload: coupon({ amount: '5.001' }),
  },
];

describe('the role matrix (coupon routes)', () => {
  const cells = ROUTES.flatMap((route) =>
    STAFF_ROLES.map((role) => [route.method, route.url, role, route] as const),
  );
  it.each(cells)('%s %s as %s', async (_method, _url, role, route) => {
    const response = await adminInject(t, {
      method: route.method,
      url: route.url,
      cookie: as(role),
      ...(route.payload === undefined ? {} : { payload: route.payload }),
    });
    if (!staffCan(role, route.permission)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'admin.forbidden' } });
    } else expect(response.statusCode).toBe(route.ok);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  itRefusesGuestsAndForgedCookies(() => t, ROUTES);
});

describe('coupons', () => {
  it('creates each of the six types, the amount read as a percent or as money by its type', async () => {
    for (const type of DISCOUNT_TYPES) {
      const percent = type === 'percent' || type === 'recurring_percent';
      const response = await create(
        coupon({ code: `six-${type}`, discount_type: type, amount: percent ? '12.5' : '3' }),
      );
      expect(response.statusCode).toBe(201);
      expect(adminCouponSchema.parse(response.json())).toMatchObject({
        code: `six-${type}`,
        discount_type: type,
        amount: percent ? '12.50' : '3.00',
        usage_count: 0,
      });
    }
    const listed = adminCouponListResponseSchema.parse(
      (
        await adminInject(t, {
          method: 'GET',
          url: '/api/v1/admin/coupons?search=six-&per_page=100',
          cookie: as('catalogue'),
        })
      ).json(),
    );
    expect(listed.coupons.map((c) => c.discount_type).sort()).toEqual([...DISCOUNT_TYPES].sort());
  });

  it('refuses what the pricing lib refuses, with its message, and a code already taken', async () => {
    const money = await create(coupon({ code: 'bad-money', amount: '5.001' }));
    expect(money.statusCode).toBe(400);
    expect(money.json()).toMatchObject({ error: { code: 'admin.coupon-invalid' } });
    expect((money.json() as { error: { message: string } }).error.message).toMatch(
      /^This coupon cannot be saved: /,
    );
    const rate = await create(coupon({ code: 'bad-rate', discount_type: 'percent', amount: '150' }));
    expect(rate.json()).toMatchObject({
      error: { message: 'This coupon cannot be saved: a percent coupon takes off at most 100%.' },
    });
    const spend = await create(coupon({ code: 'bad-spend', minimum_amount: '50', maximum_amount: '20' }));
    expect(spend.statusCode).toBe(400);
    for (const odd of [
      { email_restrictions: ['not an e-mail'] },
      { usage_limit: 0 },
      { date_expires: 'tomorrow' },
      { discount_type: 'bogo' },
      { code: '' },
    ]) {
      expect((await create(coupon({ code: 'odd', ...odd }))).statusCode).toBe(400);
    }
    expect((await create(coupon({ code: 'twice' }))).statusCode).toBe(201);
    const again = await create(coupon({ code: 'TWICE' }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'admin.coupon-code-taken' } });
  });

  it('a coupon staff create or change is what the next checkout quote applies, and each change is audited', async () => {
    const destination = { postcode: 'K2P 1L4', city: 'Ottawa' };
    const made = await create(coupon({ code: 'staff2', amount: '2.00' }));
    const id = (made.json() as { id: number }).id;
    expect(await quote(t, { lines: [OMEGA], destination, coupons: ['staff2'] })).toMatchObject({
      discount_total: '2.00',
    });

    // A minimum spend above the cart, an expiry, a limit and an e-mail rule: the quote now refuses it.
    const changed = await update(
      id,
      coupon({
        code: 'staff2',
        amount: '2.00',
        minimum_amount: '100.00',
        usage_limit: 10,
        email_restrictions: ['*@Maplepack.test'],
        date_expires: '2027-01-31T23:59:59-05:00',
      }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      minimum_amount: '100.00',
      usage_limit: 10,
      email_restrictions: ['*@maplepack.test'],
      date_expires: '2027-02-01T04:59:59.000Z',
    });
    const refused = await postQuote(t, { lines: [OMEGA], destination, coupons: ['staff2'] });
    expect(JSON.stringify(refused.json())).not.toContain('"discount_total":"2.00"');

    const audit = adminAuditResponseSchema.parse(
      (
        await adminInject(t, {
          method: 'GET',
          url: `/api/v1/admin/audit?target=coupon:${id}`,
          cookie: as('owner'),
        })
      ).json(),
    );
    expect(audit.entries.map((entry) => entry.action)).toEqual(['coupon.updated', 'coupon.created']);
    expect(audit.entries[0]).toMatchObject({
      staff_email: 'catalogue@maplepack.test',
      before: { minimum_amount: null },
      after: { minimum_amount: '100.00' },
    });
    expect(audit.entries[1]).toMatchObject({ before: null, after: { code: 'staff2', amount: '2.00' } });
  });
});
