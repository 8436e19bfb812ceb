import {
  adminAuditResponseSchema,
  adminCustomerListResponseSchema,
  adminCustomerResponseSchema,
  adminPaymentRetryResponseSchema,
  adminSubscriptionListResponseSchema,
  adminSubscriptionResponseSchema,
  errorBodySchema,
  type SubscriptionEvent,
} from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import { FakeMailer } from '../src/adapters/mail/fake';
import { auditLog } from '../src/db/schema/audit';
import { outboxEmails } from '../src/db/schema/outbox';
import { paymentMethods } from '../src/db/schema/payments';
import { subscriptionEvents } from '../src/db/schema/subscriptions';
import { adminInject, signInStaff } from './support/admin';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import {
  insertSubscribers,
  RENEWAL_ADDRESSES,
  standardLine,
  type Subscriber,
} from './support/renewal-fixtures';

let t: TestApp;
const mailer = new FakeMailer();
let clock = TEST_NOW;
let support = '';
let owner = '';
let plans: Subscriber[] = [];

jest.setTimeout(180_000);

beforeAll(async () => {
  t = await buildTestApp({ mailer, demoStaff: true, now: () => clock });
  support = await signInStaff(t, 'support', TEST_NOW);
  owner = await signInStaff(t, 'owner', TEST_NOW);
  plans = await insertSubscribers(
    t.database.db,
    ['2026-12-10', '2026-12-17', '2027-01-05', '2026-12-12'].map((nextPaymentDate, index) => ({
      nextPaymentDate,
      address: RENEWAL_ADDRESSES[index % RENEWAL_ADDRESSES.length] ?? RENEWAL_ADDRESSES[0],
      lines: [standardLine(2401)],
    })),
    { tag: 'admin-subs', startDate: '2026-11-21', now: TEST_NOW },
  );
});
afterAll(() => t.close());

const plan = (index: number): Subscriber => {
  const found = plans[index];
  if (found === undefined) throw new Error(`no plan ${index}`);
  return found;
};

const get = (url: string, cookie = support) => adminInject(t, { method: 'GET', url, cookie });
const post = (url: string, payload: Record<string, unknown>, cookie = support) =>
  adminInject(t, { method: 'POST', url, cookie, payload });
const staffAct = (id: number, action: Record<string, unknown>, reason?: string) =>
  post(`/api/v1/admin/subscriptions/${id}/actions`, reason === undefined ? { action } : { action, reason });
const errorOf = (response: { statusCode: number; json(): unknown }, status: number) => {
  expect(response.statusCode).toBe(status);
  return errorBodySchema.parse(response.json()).error;
};
const customerHistory = async (sub: Subscriber): Promise<SubscriptionEvent[]> => {
  const answer = await t.app.ordering.subscriptionHistory.page(sub.customerId, sub.subscriptionId, {
    page: 1,
    per_page: 20,
  });
  return answer.body as SubscriptionEvent[];
};
const auditOf = async (id: number) => {
  const response = await get(`/api/v1/admin/audit?target=subscription:${id}`, owner);
  expect(response.statusCode).toBe(200);
  return adminAuditResponseSchema.parse(response.json()).entries;
};

describe('searching subscriptions', () => {
  it('reads “#3” as plan number 3 only, and a bare 3 as a number or a part of an e-mail', async () => {
    const ids = async (search: string) =>
      adminSubscriptionListResponseSchema
        .parse((await get(`/api/v1/admin/subscriptions?search=${encodeURIComponent(search)}`)).json())
        .subscriptions.map((s) => s.id);
    // The fourth plan's e-mail (sub-admin-subs-3@…) holds a 3; on PostgreSQL "#3" also found it.
    expect((await ids('#3')).every((id) => id === 3)).toBe(true);
    expect(await ids('3')).toContain(plan(3).subscriptionId);
  });

  it('finds a plan by its number, the customer’s e-mail, its status and the next renewal’s dates', async () => {
    const byId = await get(`/api/v1/admin/subscriptions?search=%23${plan(0).subscriptionId}`);
    expect(adminSubscriptionListResponseSchema.parse(byId.json()).subscriptions.map((s) => s.id)).toEqual([
      plan(0).subscriptionId,
    ]);
    const byEmail = adminSubscriptionListResponseSchema.parse(
      (await get(`/api/v1/admin/subscriptions?search=${encodeURIComponent(plan(1).email)}`)).json(),
    );
    expect(byEmail.subscriptions).toEqual([
      expect.objectContaining({ id: plan(1).subscriptionId, email: plan(1).email, status: 'active' }),
    ]);
    const inRange = adminSubscriptionListResponseSchema.parse(
      (
        await get(
          '/api/v1/admin/subscriptions?search=admin-subs&status=active&renewal_from=2026-12-11&renewal_to=2026-12-31',
        )
      ).json(),
    );
    expect(inRange.subscriptions.map((s) => s.id).sort()).toEqual(
      [plan(1).subscriptionId, plan(3).subscriptionId].sort(),
    );
    const none = await get('/api/v1/admin/subscriptions?status=expired&search=admin-subs');
    expect(adminSubscriptionListResponseSchema.parse(none.json())).toMatchObject({ total: 0 });
    expect(errorOf(await get('/api/v1/admin/subscriptions?renewal_from=2026-13-01'), 400).code).toBe(
      'request.invalid',
    );
  });

  it('shows a plan’s page: lines with doses, next renewal, card and history', async () => {
    const response = await get(`/api/v1/admin/subscriptions/${plan(0).subscriptionId}`);
    expect(response.statusCode).toBe(200);
    const page = adminSubscriptionResponseSchema.parse(response.json());
    expect(page.customer).toMatchObject({ id: plan(0).customerId, email: plan(0).email });
    expect(page.subscription.next_payment_date).toBe('2026-12-10');
    expect(page.subscription.line_items[0]).toMatchObject({ product_id: 2401 });
    expect(page.subscription.card).toMatchObject({ last4: '4242' });
    expect(page.can_retry_payment).toBe(false);
    expect(page.events.map((e) => e.kind)).toContain('started');
  });
});

describe('acting on the customer’s behalf', () => {
  it('skips with a reason: the same rule and e-mail as the customer’s, the history and audit say who and why', async () => {
    const sub = plan(1);
    const before = mailer.sent.length;
    const response = await staffAct(
      sub.subscriptionId,
      { type: 'subscription.skip' },
      'Customer phoned: away',
    );
    expect(response.statusCode).toBe(200);
    const page = adminSubscriptionResponseSchema.parse(response.json());
    expect(page.subscription.next_payment_date).toBe('2027-01-17');
    expect(page.events[0]).toMatchObject({
      kind: 'skipped',
      by: 'customer',
      staff_email: 'support@maplepack.test',
      staff_reason: 'Customer phoned: away',
    });
    // The customer's own history shows the line as their pages always did.
    expect((await customerHistory(sub))[0]?.description).toContain('Skipped the 17 December pack');
    // The e-mail the customer gets when they skip themselves.
    expect(mailer.sent.length).toBe(before + 1);
    expect(mailer.lastTo(sub.email)?.subject).toBe('Your next Maplepack pack is skipped');
    const [entry] = await auditOf(sub.subscriptionId);
    expect(entry).toMatchObject({
      action: 'subscription.skipped',
      staff_email: 'support@maplepack.test',
      reason: 'Customer phoned: away',
      target_type: 'subscription',
      target_id: String(sub.subscriptionId),
    });
  });

  it('needs a reason, and refuses what the lifecycle refuses with the customer’s own message', async () => {
    const sub = plan(2);
    for (const reason of [undefined, '', '  ', 'no']) {
      const refused = errorOf(await staffAct(sub.subscriptionId, { type: 'subscription.skip' }, reason), 400);
      expect(refused.code).toBe('request.invalid');
    }
    expect(
      errorOf(await staffAct(sub.subscriptionId, { type: 'card.updated' }, 'a card by phone'), 400).code,
    ).toBe('request.invalid');
    const cancelled = await staffAct(
      sub.subscriptionId,
      { type: 'subscription.cancel', reason: 'too-expensive', note: '' },
      'Asked by e-mail',
    );
    expect(cancelled.statusCode).toBe(200);
    expect(adminSubscriptionResponseSchema.parse(cancelled.json()).subscription.status).toBe(
      'pending-cancel',
    );
    expect(mailer.lastTo(sub.email)?.subject).toBe('Your Maplepack plan is cancelled');

    const eventsBefore = await t.database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, sub.subscriptionId));
    const auditBefore = (await auditOf(sub.subscriptionId)).length;
    const customers = await t.app.ordering.subscriptionActions.act({
      customerId: sub.customerId,
      id: sub.subscriptionId,
      action: { type: 'subscription.skip' },
      ifMatch: null,
      now: clock,
    });
    const staffs = await staffAct(sub.subscriptionId, { type: 'subscription.skip' }, 'Customer asked');
    expect(staffs.statusCode).toBe(customers.status);
    expect(staffs.json()).toEqual(customers.body);
    const eventsAfter = await t.database.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, sub.subscriptionId));
    expect(eventsAfter.length).toBe(eventsBefore.length);
    expect((await auditOf(sub.subscriptionId)).length).toBe(auditBefore);
  });

  it('answers 404 for a plan that does not exist', async () => {
    expect(errorOf(await staffAct(999_999, { type: 'subscription.skip' }, 'forged id'), 404).code).toBe(
      'admin.not-found',
    );
    expect(errorOf(await get('/api/v1/admin/subscriptions/999999'), 404).code).toBe('admin.not-found');
  });

  it('retries a failed renewal payment only when one waits, as the engine’s next retry would', async () => {
    const sub = plan(0);
    const refused = errorOf(
      await post(`/api/v1/admin/subscriptions/${sub.subscriptionId}/payment-retry`, { reason: 'try again' }),
      409,
    );
    expect(refused.code).toBe('subscription.no-failed-payment');

    // The card declines at the renewal: the plan goes on hold.
    await t.database.db
      .update(paymentMethods)
      .set({ last4: '0341' })
      .where(eq(paymentMethods.providerMethodId, sub.providerMethodId));
    clock = new Date('2026-12-10T09:00:00Z');
    const report = await t.app.renewals.pass(clock);
    expect(report.failed.map((f) => f.subscriptionId)).toContain(sub.subscriptionId);
    // The customer fixed it with their bank; support charges again now.
    await t.database.db
      .update(paymentMethods)
      .set({ last4: '4242' })
      .where(eq(paymentMethods.providerMethodId, sub.providerMethodId));
    clock = new Date('2026-12-10T15:00:00Z');
    const cookie = await signInStaff(t, 'support', clock);
    const page = adminSubscriptionResponseSchema.parse(
      (await get(`/api/v1/admin/subscriptions/${sub.subscriptionId}`, cookie)).json(),
    );
    expect(page.can_retry_payment).toBe(true);
    expect(
      errorOf(await post(`/api/v1/admin/subscriptions/${sub.subscriptionId}/payment-retry`, {}, cookie), 400)
        .code,
    ).toBe('request.invalid');
    const retried = await post(
      `/api/v1/admin/subscriptions/${sub.subscriptionId}/payment-retry`,
      { reason: 'Bank lifted the block' },
      cookie,
    );
    expect(retried.statusCode).toBe(200);
    const body = adminPaymentRetryResponseSchema.parse(retried.json());
    expect(body.status).toBe('paid');
    expect(body.message).toMatch(/^The renewal of \$\d+\.\d{2} was paid\.$/);
    expect(body.subscription.subscription.status).toBe('active');
    expect(body.subscription.events.map((e) => e.kind).slice(0, 2)).toEqual(
      expect.arrayContaining(['payment-retried', 'renewal-paid']),
    );
    expect(body.subscription.events.find((e) => e.kind === 'payment-retried')).toMatchObject({
      staff_email: 'support@maplepack.test',
      staff_reason: 'Bank lifted the block',
    });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(sub.subscriptionId)));
    expect(audit.map((a) => a.action)).toContain('subscription.payment-retried');
    // The renewal receipt the engine sends for a paid renewal is queued.
    const queued = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.recipient, sub.email));
    expect(queued.length).toBeGreaterThan(0);
  });
});

describe('customers', () => {
  it('finds a customer by e-mail or name and shows their page without a password or health answers', async () => {
    const cookie = await signInStaff(t, 'owner', clock);
    const sub = plan(3);
    const found = adminCustomerListResponseSchema.parse(
      (await get(`/api/v1/admin/customers?search=${encodeURIComponent(sub.lastName)}`, cookie)).json(),
    );
    expect(found.customers.map((c) => c.id)).toContain(sub.customerId);
    const response = await get(`/api/v1/admin/customers/${sub.customerId}`, cookie);
    expect(response.statusCode).toBe(200);
    const page = adminCustomerResponseSchema.parse(response.json());
    expect(page).toMatchObject({ id: sub.customerId, email: sub.email, language: 'en' });
    expect(page.subscriptions.map((s) => s.id)).toEqual([sub.subscriptionId]);
    expect(response.body).not.toMatch(/password|argon2|survey|answers/i);
    expect(errorOf(await get('/api/v1/admin/customers/999999', cookie), 404).code).toBe('admin.not-found');
  });

  it('sends the customer’s own password-reset e-mail, audited and rate-limited', async () => {
    clock = new Date(clock.getTime() + 60_000);
    const cookie = await signInStaff(t, 'support', clock);
    const sub = plan(2);
    const url = `/api/v1/admin/customers/${sub.customerId}/password-reset`;
    const sent = await adminInject(t, { method: 'POST', url, cookie });
    expect(sent.statusCode).toBe(200);
    expect(mailer.lastTo(sub.email)?.text).toContain('/reset-password?key=');
    expect(sent.body).not.toContain('reset-password?key=');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'customer.password-reset-sent'));
    expect(audit.map((a) => a.targetId)).toContain(String(sub.customerId));
    let last = sent;
    for (let i = 0; i < 10 && last.statusCode === 200; i += 1)
      last = await adminInject(t, { method: 'POST', url, cookie });
    expect(errorOf(last, 429).code).toBe('admin.rate-limited');
    expect(last.headers['retry-after']).toMatch(/^\d+$/);
  });
});
