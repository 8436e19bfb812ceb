import { STAFF_ROLES, staffCan, type StaffPermission, type StaffRole } from '@maplepack/access';
import {
  AUTH_COOKIE_NAME,
  adminAssessmentListResponseSchema,
  adminAssessmentViewSchema,
  adminDashboardResponseSchema,
  adminErasureResponseSchema,
  adminPrivacyRequestListResponseSchema,
  adminSafetyRulesResponseSchema,
  adminSafetySignOffSchema,
  safetyReviewResponseSchema,
} from '@maplepack/api-contract';
import { shopDay } from '@maplepack/calendar';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema/audit';
import { customers } from '../src/db/schema/customers';
import { subscriptions } from '../src/db/schema/subscriptions';
import { adminInject, signInStaff } from './support/admin';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { demoHeaders } from './support/coupons';
import { signedInCustomer } from './support/payment-customers';

let t: TestApp;
const cookies = {} as Record<StaffRole, string>;
let customerBearer: Record<string, string>;
let customerCookie: string;
let surveyId: string;
let deletionId: number;
let leaverId: number;

const ANSWERS = {
  name: 'Gail',
  consent: true,
  email: 'gail.care@example.ca',
  birthday: '05141990',
  sex: 'Female',
  pregnancy_status: 'None of these',
  concerns: ['Sleep', 'Gut Health'],
  concerns_fallback: { each: ["Let's see recommendations"] },
};

beforeAll(async () => {
  t = await buildTestApp({ demoStaff: true });
  for (const role of STAFF_ROLES) cookies[role] = await signInStaff(t, role, TEST_NOW);
  const gail = await signedInCustomer(t, 'gail.care@example.ca', 'Gail', 'Moreau');
  surveyId = randomUUID();
  const survey = await t.app.inject({
    method: 'POST',
    url: '/api/v1/survey',
    payload: { id: surveyId, value: JSON.stringify(ANSWERS), debug: false, version: '1.5' },
    headers: { ...gail.headers, 'x-forwarded-for': '198.51.100.201' },
  });
  expect(survey.statusCode).toBe(200);
  const leaver = await signedInCustomer(t, 'leaver.care@example.ca', 'Lee', 'Vaughn');
  leaverId = leaver.id;
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/v1/account/deletion-request',
    payload: { password: 'secret-leaver.care@example.ca' },
    headers: { ...leaver.headers, 'x-forwarded-for': '198.51.100.202' },
  });
  expect(asked.statusCode).toBe(201);
  deletionId = (asked.json() as { request: { id: number } }).request.id;
  customerBearer = await demoHeaders(t);
  customerCookie = `${AUTH_COOKIE_NAME}=${gail.token}`;
});
afterAll(async () => {
  await t.close();
});

const as = (role: StaffRole) => cookies[role];

interface Route {
  method: 'GET' | 'POST';
  url: string;
  permission: StaffPermission | null;
  payload?: Record<string, unknown>;
  /** What an allowed role gets (a forged id: 404). */
  allowed: number;
}

const FORGED = 999_999;
const ROUTES: Route[] = [
  {
    method: 'GET',
    url: '/api/v1/admin/health-answers?q=nobody',
    permission: 'health-answers.read',
    allowed: 200,
  },
  {
    method: 'POST',
    url: `/api/v1/admin/health-answers/forged-${FORGED}/views`,
    permission: 'health-answers.read',
    payload: { reason: 'matrix test of the route' },
    allowed: 404,
  },
  { method: 'GET', url: '/api/v1/admin/safety-rules', permission: 'safety.read', allowed: 200 },
  {
    method: 'POST',
    url: '/api/v1/admin/safety-rules/sign-offs',
    permission: 'safety.sign-off',
    payload: { fingerprint: '0'.repeat(64) },
    allowed: 409,
  },
  { method: 'GET', url: '/api/v1/admin/privacy-requests', permission: 'privacy.requests', allowed: 200 },
  {
    method: 'POST',
    url: `/api/v1/admin/privacy-requests/${FORGED}/erasure`,
    permission: 'privacy.erase',
    allowed: 404,
  },
  { method: 'GET', url: '/api/v1/admin/dashboard', permission: 'dashboard.read', allowed: 200 },
];

const call = (route: Route, cookie: string | null, extra: Record<string, string> = {}) =>
  adminInject(t, {
    method: route.method,
    url: route.url,
    cookie,
    headers: extra,
    ...(route.payload === undefined ? {} : { payload: route.payload }),
  });

describe('the role matrix of the pharmacist’s, privacy and dashboard routes', () => {
  const cells = ROUTES.flatMap((route) =>
    STAFF_ROLES.map((role) => [route.method, route.url, role, route] as const),
  );
  it.each(cells)('%s %s as %s', async (_method, _url, role, route) => {
    const response = await call(route, as(role));
    const allowed = route.permission === null || staffCan(role, route.permission);
    if (!allowed) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'admin.forbidden' } });
    } else expect(response.statusCode).toBe(route.allowed);
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

  it('keeps health answers from the owner, and sign-off and erasure to their one role', () => {
    expect(staffCan('owner', 'health-answers.read')).toBe(false);
    expect(staffCan('owner', 'safety.sign-off')).toBe(false);
    expect(staffCan('support', 'privacy.erase')).toBe(false);
  });
});

const auditOf = (action: string) => t.database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('health answers', () => {
  it('finds an assessment by e-mail without any answer in the list', async () => {
    const response = await adminInject(t, {
      method: 'GET',
      url: '/api/v1/admin/health-answers?q=GAIL.care',
      cookie: as('pharmacist'),
    });
    const body = adminAssessmentListResponseSchema.parse(response.json());
    expect(body.assessments).toEqual([
      expect.objectContaining({ id: surveyId, customer_email: 'gail.care@example.ca' }),
    ]);
    expect(response.body).not.toContain('Gut Health');
    const byId = await adminInject(t, {
      method: 'GET',
      url: `/api/v1/admin/health-answers?q=${surveyId}`,
      cookie: as('pharmacist'),
    });
    expect(adminAssessmentListResponseSchema.parse(byId.json()).assessments).toHaveLength(1);
  });

  it('refuses to open the answers without a reason, and logs nothing', async () => {
    for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: 42 }]) {
      const response = await adminInject(t, {
        method: 'POST',
        url: `/api/v1/admin/health-answers/${surveyId}/views`,
        cookie: as('pharmacist'),
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toContain('Gut Health');
    }
    expect(await auditOf('health-answers.viewed')).toEqual([]);
  });

  it('shows the answers with their questions and the recommendation, and logs each view with its reason', async () => {
    const reason = 'checking an interaction question from the customer';
    for (let i = 0; i < 2; i++) {
      const response = await adminInject(t, {
        method: 'POST',
        url: `/api/v1/admin/health-answers/${surveyId}/views`,
        cookie: as('pharmacist'),
        payload: { reason },
      });
      expect(response.statusCode).toBe(200);
      const view = adminAssessmentViewSchema.parse(response.json());
      expect(view.answers).toEqual(
        expect.arrayContaining([expect.objectContaining({ ref: 'concerns', answer: 'Sleep, Gut Health' })]),
      );
      expect(view.answers.find((line) => line.ref === 'concerns')?.question).not.toBe('concerns');
      expect(view.recommended.length).toBeGreaterThan(0);
    }
    const entries = await auditOf('health-answers.viewed');
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ targetType: 'assessment', targetId: surveyId, reason });
    expect(JSON.stringify(entries)).not.toContain('Gut Health');
  });
});

describe('the safety rules sign-off', () => {
  it('shows the generated table; signing records who, when and the fingerprint; the storefront shows the date', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/safety-review' });
    expect(safetyReviewResponseSchema.parse(before.json())).toEqual({ last_reviewed_at: null });

    const page = adminSafetyRulesResponseSchema.parse(
      (
        await adminInject(t, { method: 'GET', url: '/api/v1/admin/safety-rules', cookie: as('pharmacist') })
      ).json(),
    );
    expect(page.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(page.current_signed).toBe(false);
    expect(page.tables.map((table) => table.title)).toEqual(
      expect.arrayContaining(['Medications', 'Adult upper limits per day']),
    );
    expect(page.tables.find((table) => table.title === 'Medications')?.rows.length).toBeGreaterThan(0);

    const signed = await adminInject(t, {
      method: 'POST',
      url: '/api/v1/admin/safety-rules/sign-offs',
      cookie: as('pharmacist'),
      payload: { fingerprint: page.fingerprint },
    });
    expect(signed.statusCode).toBe(201);
    expect(adminSafetySignOffSchema.parse(signed.json())).toMatchObject({
      staff_email: 'pharmacist@maplepack.test',
      fingerprint: page.fingerprint,
      signed_at: TEST_NOW.toISOString(),
    });
    const again = adminSafetyRulesResponseSchema.parse(
      (
        await adminInject(t, { method: 'GET', url: '/api/v1/admin/safety-rules', cookie: as('catalogue') })
      ).json(),
    );
    expect(again.current_signed).toBe(true);
    expect(again.sign_offs).toHaveLength(1);
    const [entry] = await auditOf('safety.signed-off');
    expect(entry).toMatchObject({
      targetType: 'safety-rules',
      after: expect.objectContaining({ fingerprint: page.fingerprint }),
    });

    const after = await t.app.inject({ method: 'GET', url: '/api/v1/safety-review' });
    expect(safetyReviewResponseSchema.parse(after.json())).toEqual({
      last_reviewed_at: TEST_NOW.toISOString(),
    });
  });

  it('refuses a sign-off of rules that changed since the page was read', async () => {
    const response = await adminInject(t, {
      method: 'POST',
      url: '/api/v1/admin/safety-rules/sign-offs',
      cookie: as('pharmacist'),
      payload: { fingerprint: 'a'.repeat(64) },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ error: { code: 'admin.rules-changed' } });
    const bad = await adminInject(t, {
      method: 'POST',
      url: '/api/v1/admin/safety-rules/sign-offs',
      cookie: as('pharmacist'),
      payload: { fingerprint: 'not a hash' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('privacy requests', () => {
  it('lists the pending deletion, erases it for the owner, and audits the record in the same step', async () => {
    const list = adminPrivacyRequestListResponseSchema.parse(
      (
        await adminInject(t, {
          method: 'GET',
          url: '/api/v1/admin/privacy-requests?kind=deletion&state=pending',
          cookie: as('support'),
        })
      ).json(),
    );
    expect(list.requests).toEqual([expect.objectContaining({ id: deletionId, customer_id: leaverId })]);

    const erased = await adminInject(t, {
      method: 'POST',
      url: `/api/v1/admin/privacy-requests/${deletionId}/erasure`,
      cookie: as('owner'),
    });
    expect(erased.statusCode).toBe(200);
    const { record } = adminErasureResponseSchema.parse(erased.json());
    expect(record).toMatchObject({ customer_id: leaverId, request_id: deletionId, repeated: false });
    expect(record.kept.length).toBeGreaterThan(0);
    const [row] = await t.database.db.select().from(customers).where(eq(customers.id, leaverId));
    expect(row?.email).toBe(`deleted-${leaverId}@erased.invalid`);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.erased'), eq(auditLog.targetId, String(leaverId))));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.after).toEqual(record);

    const completed = adminPrivacyRequestListResponseSchema.parse(
      (
        await adminInject(t, {
          method: 'GET',
          url: '/api/v1/admin/privacy-requests?state=completed&kind=deletion',
          cookie: as('owner'),
        })
      ).json(),
    );
    expect(completed.requests[0]).toMatchObject({ id: deletionId, outcome: record });
  });

  it('answers 400 on an odd id or filter, never 500', async () => {
    for (const url of [
      '/api/v1/admin/privacy-requests?kind=everything',
      '/api/v1/admin/privacy-requests?state=%00',
    ]) {
      const response = await adminInject(t, { method: 'GET', url, cookie: as('owner') });
      expect(response.statusCode).toBe(400);
    }
    const odd = await adminInject(t, {
      method: 'POST',
      url: '/api/v1/admin/privacy-requests/abc/erasure',
      cookie: as('owner'),
    });
    expect(odd.statusCode).toBe(400);
  });
});

describe('the dashboard', () => {
  const read = async () =>
    adminDashboardResponseSchema.parse(
      (await adminInject(t, { method: 'GET', url: '/api/v1/admin/dashboard', cookie: as('owner') })).json(),
    );
  const monthOf = (body: Awaited<ReturnType<typeof read>>, month: string) =>
    body.months.find((point) => point.month === month);

  it('counts today’s renewals, plans by status, and MRR and churn from the plans (what four new plans add)', async () => {
    const before = await read();
    const customerId = (await signedInCustomer(t, 'plans.care@example.ca', 'Pat', 'Plans')).id;
    const plan = (values: Partial<typeof subscriptions.$inferInsert>) => ({
      customerId,
      status: 'active',
      startDate: '2026-03-01',
      anchorDay: 1,
      totalCents: 4_000,
      ...values,
    });
    await t.database.db.insert(subscriptions).values([
      plan({ nextPaymentDate: '2026-11-21' }),
      plan({ nextPaymentDate: '2026-11-25', totalCents: 6_000, billingInterval: 2 }),
      plan({ status: 'on-hold', holdReason: 'payment-failed', nextPaymentDate: null }),
      plan({
        status: 'cancelled',
        nextPaymentDate: null,
        cancellation: {
          reason: 'too-expensive',
          note: '',
          requestedOn: '2026-10-20',
          effectiveOn: '2026-11-01',
        } as never,
      }),
    ]);
    const after = await read();
    expect(after.today).toBe(shopDay(TEST_NOW));
    expect(after.months).toHaveLength(12);
    expect(after.months.at(-1)?.month).toBe('2026-11');
    expect(after.renewals.due_today - before.renewals.due_today).toBe(1);
    expect(after.renewals.due_this_week - before.renewals.due_this_week).toBe(2);
    expect(after.renewals.failed - before.renewals.failed).toBe(1);
    const count = (body: typeof before, status: string) => body.subscriptions_by_status[status] ?? 0;
    expect(count(after, 'active') - count(before, 'active')).toBe(2);
    expect(count(after, 'cancelled') - count(before, 'cancelled')).toBe(1);
    expect(count(after, 'on-hold') - count(before, 'on-hold')).toBe(1);
    // October: all four live (4000 + 6000/2 + 4000 + 4000); November: the cancelled one ended on the 1st.
    expect((monthOf(after, '2026-10')?.mrr ?? 0) - (monthOf(before, '2026-10')?.mrr ?? 0)).toBe(15_000);
    expect((monthOf(after, '2026-11')?.mrr ?? 0) - (monthOf(before, '2026-11')?.mrr ?? 0)).toBe(11_000);
    expect((monthOf(after, '2026-02')?.mrr ?? 0) - (monthOf(before, '2026-02')?.mrr ?? 0)).toBe(0);
    expect(monthOf(after, '2026-10')?.churn_rate).toBeGreaterThan(0);
  });
});
