import { subscriptionResponseSchema, type SubscriptionResponse } from '@maplepack/api-contract';
import { and, eq } from 'drizzle-orm';
import { FakeMailer } from '../src/adapters/mail/fake';
import { products } from '../src/db/schema/catalogue';
import { orderAdjustments, orders } from '../src/db/schema/orders';
import { outboxEmails } from '../src/db/schema/outbox';
import { subscriptionEvents, subscriptions } from '../src/db/schema/subscriptions';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { orderBody, OTTAWA, placeOrder, recordedCharges, saveCard, type Card } from './support/checkout';
import { signedInCustomer } from './support/payment-customers';

let t: TestApp;
const mailer = new FakeMailer();
type Person = { id: number; headers: Record<string, string>; email: string; card: Card };
let ann: Person;
let bob: Person;
let cara: Person;

async function person(email: string, first: string, last: string): Promise<Person> {
  const signed = await signedInCustomer(t, email, first, last);
  return { ...signed, email, card: await saveCard(t, signed) };
}

jest.setTimeout(180_000);

beforeAll(async () => {
  t = await buildTestApp({ mailer });
  ann = await person('ann@example.ca', 'Ann', 'Lee');
  bob = await person('bob@example.ca', 'Bob', 'Ray');
  cara = await person('cara@example.ca', 'Cara', 'Roy');
});
afterAll(() => t.close());

/** A new active plan on the person's card (omega-3 by default); its first renewal is on 2026-12-17. */
async function subscribe(
  who: Person,
  items = [{ productId: 2401, amQty: 1, pmQty: 0 }],
): Promise<SubscriptionResponse> {
  const order = await placeOrder(t, orderBody(who.card, who.email), who.headers);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/subscriptions',
    payload: {
      items,
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

/** Moves a plan's next renewal to `date` (as if it had been made a month earlier). */
async function renewOn(planId: number, date: string): Promise<void> {
  await t.database.db
    .update(subscriptions)
    .set({ nextPaymentDate: date, anchorDay: Number(date.slice(8, 10)) })
    .where(eq(subscriptions.id, planId));
}

const planRow = async (id: number) =>
  (await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
const renewalOrders = (id: number) =>
  t.database.db.select().from(orders).where(eq(orders.subscriptionId, id));
const pass = (iso: string, options: { dryRun?: boolean } = {}) => t.app.renewals.pass(new Date(iso), options);
const mailsTo = (email: string) => mailer.sent.filter((mail) => mail.to === email);

describe('a renewal pass', () => {
  it('charges a due plan once at its renewal price, moves the date a month and sends the receipt', async () => {
    const plan = await subscribe(ann);
    await renewOn(plan.id, '2026-12-17');
    expect((await pass('2026-12-16T23:59:00Z')).charged).toEqual([]);

    const report = await pass('2026-12-17T09:00:00Z');
    const [order] = await renewalOrders(plan.id);
    expect(order).toMatchObject({ status: 'processing', renewalPeriod: '2026-12', setPaid: true });
    expect(report.charged.filter((c) => c.subscriptionId === plan.id)).toEqual([
      { subscriptionId: plan.id, orderId: order?.id, total: ((order?.totalCents ?? 0) / 100).toFixed(2) },
    ]);
    expect(report.due).toBeGreaterThanOrEqual(1);
    expect(await planRow(plan.id)).toMatchObject({
      status: 'active',
      nextPaymentDate: '2027-01-17',
      lastRenewalPeriod: '2026-12',
      renewal: null,
    });
    // The charge is the order's total, under the (subscription, period, attempt) key.
    const charges = (await recordedCharges(t)).filter((c) => c.key === `renewal-${plan.id}-2026-12-1`);
    expect(charges).toHaveLength(1);
    expect(charges[0]?.body).toMatchObject({ amountCents: order?.totalCents });
    const receipt = mailer.lastTo(ann.email);
    expect(receipt?.subject).toContain(`(order ${order?.id})`);
    expect(receipt?.text).toContain('Omega');

    // The same moment again, and later the same day: nothing more.
    const again = await pass('2026-12-17T09:00:00Z');
    expect(again.charged).toEqual([]);
    expect(again.due).toBe(0);
    expect((await pass('2026-12-17T23:00:00Z')).charged).toEqual([]);
    expect(await renewalOrders(plan.id)).toHaveLength(1);
    expect((await recordedCharges(t)).filter((c) => c.key.startsWith(`renewal-${plan.id}-`))).toHaveLength(1);
  });

  it('reminds once, three days before, with the coming pack and its total', async () => {
    const plan = await subscribe(bob);
    await renewOn(plan.id, '2027-02-10');
    const before = mailsTo(bob.email).length;
    expect((await pass('2027-02-06T12:00:00Z')).reminded).not.toContain(plan.id);
    expect((await pass('2027-02-07T12:00:00Z')).reminded).toContain(plan.id);
    expect((await pass('2027-02-08T12:00:00Z')).reminded).not.toContain(plan.id);
    const reminders = mailsTo(bob.email).slice(before);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain('/subscription');
  });

  it('retries a declined card on the schedule, then cancels the order and leaves the plan on hold', async () => {
    const plan = await subscribe(cara);
    const failing = await saveCard(t, cara, 'tok_chargeCustomerFail');
    await t.database.db
      .update(subscriptions)
      .set({ paymentCustomerId: failing.customer_id, paymentMethodId: failing.card_id })
      .where(eq(subscriptions.id, plan.id));
    await renewOn(plan.id, '2026-12-20');
    const first = await pass('2026-12-20T08:00:00Z');
    expect(first.failed).toEqual([expect.objectContaining({ subscriptionId: plan.id, attempt: 1 })]);
    expect(first.onHold).toEqual([plan.id]);
    expect(await planRow(plan.id)).toMatchObject({ status: 'on-hold', holdReason: 'payment-failed' });
    const [order] = await renewalOrders(plan.id);
    expect(order?.status).toBe('pending');
    expect(mailer.lastTo(cara.email)?.text).toContain('/subscription#card');

    // Not before 12 h; then 12, 24, 48 and 72 h apart from the first failure's schedule.
    expect((await pass('2026-12-20T19:59:00Z')).failed).toEqual([]);
    const retryTimes = [
      '2026-12-20T20:00:00Z',
      '2026-12-21T08:00:00Z',
      '2026-12-22T08:00:00Z',
      '2026-12-24T08:00:00Z',
      '2026-12-27T08:00:00Z',
    ];
    for (const [index, at] of retryTimes.entries()) {
      const report = await pass(at);
      expect(report.failed).toEqual([
        expect.objectContaining({ subscriptionId: plan.id, attempt: index + 2 }),
      ]);
    }
    expect(await planRow(plan.id)).toMatchObject({
      status: 'on-hold',
      nextPaymentDate: null,
      renewal: null,
    });
    expect((await renewalOrders(plan.id))[0]?.status).toBe('cancelled');
    expect((await pass('2027-01-20T08:00:00Z')).failed).toEqual([]);
    const attempts = (await recordedCharges(t)).filter((c) =>
      c.key.startsWith(`renewal-${plan.id}-2026-12-`),
    );
    expect(attempts.map((c) => c.key).sort()).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `renewal-${plan.id}-2026-12-${n}`),
    );
    const failedMails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.customerId, cara.id)));
    expect(failedMails.filter((mail) => mail.kind === 'payment-failed')).toHaveLength(5);
    expect(failedMails.filter((mail) => mail.kind === 'renewal-on-hold')).toHaveLength(1);
  });

  it('leaves out a product no longer for sale, says why, and charges the rest', async () => {
    const plan = await subscribe(ann, [
      { productId: 2401, amQty: 1, pmQty: 0 },
      { productId: 2402, amQty: 1, pmQty: 0 },
    ]);
    await renewOn(plan.id, '2027-03-05');
    const [gone] = await t.database.db.select().from(products).where(eq(products.id, 2402));
    await t.database.db.update(products).set({ stockStatus: 'outofstock' }).where(eq(products.id, 2402));
    try {
      const report = await pass('2027-03-05T09:00:00Z');
      expect(report.charged.map((c) => c.subscriptionId)).toContain(plan.id);
      const [order] = (await renewalOrders(plan.id)).filter((o) => o.renewalPeriod === '2027-03');
      expect(order?.status).toBe('processing');
      const events = await t.database.db
        .select()
        .from(subscriptionEvents)
        .where(
          and(
            eq(subscriptionEvents.subscriptionId, plan.id),
            eq(subscriptionEvents.kind, 'products-left-out'),
          ),
        );
      expect(events).toHaveLength(1);
      const leftOutMail = mailsTo(ann.email).find((mail) => mail.text.includes(gone?.name ?? '?'));
      expect(leftOutMail).toBeDefined();
    } finally {
      await t.database.db.update(products).set({ stockStatus: 'instock' }).where(eq(products.id, 2402));
    }
  });

  it('leaves out a product that now breaks a safety rule, shown on the plan before and said after', async () => {
    const plan = await subscribe(cara, [
      { productId: 2401, amQty: 1, pmQty: 0 },
      { productId: 2402, amQty: 1, pmQty: 0 },
    ]);
    await renewOn(plan.id, '2027-03-12');
    const [product] = await t.database.db.select().from(products).where(eq(products.id, 2402));
    // The maker made it stronger: 500 µg of vitamin D a pill is over the adult upper limit of 100 µg a day.
    await t.database.db
      .update(products)
      .set({ nutrients: { ...(product?.nutrients ?? {}), vitaminD_ug: 500 } })
      .where(eq(products.id, 2402));
    try {
      const shown = subscriptionResponseSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/v1/subscriptions/${plan.id}`,
            headers: cara.headers,
          })
        ).json(),
      );
      expect(shown.renewal?.left_out).toEqual([
        {
          product_id: 2402,
          name: product?.name,
          message: expect.stringMatching(/will be left out of your next pack: .*vitamin D/),
        },
      ]);
      const report = await pass('2027-03-12T09:00:00Z');
      expect(report.charged.map((c) => c.subscriptionId)).toContain(plan.id);
      const [order] = (await renewalOrders(plan.id)).filter((o) => o.renewalPeriod === '2027-03');
      expect(order?.totalCents).toBe(Math.round(Number(shown.renewal?.total ?? '0') * 100));
      const history = await t.database.db
        .select()
        .from(subscriptionEvents)
        .where(
          and(
            eq(subscriptionEvents.subscriptionId, plan.id),
            eq(subscriptionEvents.kind, 'products-left-out'),
          ),
        );
      expect(JSON.stringify(history[0]?.entry)).toContain('vitamin D');
    } finally {
      await t.database.db
        .update(products)
        .set({ nutrients: product?.nutrients ?? {} })
        .where(eq(products.id, 2402));
    }
  });

  it('does not charge a pack left empty, and moves on a month', async () => {
    const plan = await subscribe(bob, [{ productId: 2402, amQty: 1, pmQty: 0 }]);
    await renewOn(plan.id, '2027-04-08');
    await t.database.db.update(products).set({ status: 'draft' }).where(eq(products.id, 2402));
    try {
      const report = await pass('2027-04-08T09:00:00Z');
      expect(report.charged.map((c) => c.subscriptionId)).not.toContain(plan.id);
      expect(report.skipped).toContainEqual({
        subscriptionId: plan.id,
        why: expect.stringContaining('empty'),
      });
      expect(await planRow(plan.id)).toMatchObject({ status: 'active', nextPaymentDate: '2027-05-08' });
      expect((await renewalOrders(plan.id)).filter((o) => o.renewalPeriod === '2027-04')).toHaveLength(0);
    } finally {
      await t.database.db.update(products).set({ status: 'publish' }).where(eq(products.id, 2402));
    }
  });

  it('records nothing when the provider does not answer, and asks again with the same key next pass', async () => {
    const plan = await subscribe(bob);
    await renewOn(plan.id, '2027-05-14');
    const keys: string[] = [];
    const down = t.app.renewals.engine(t.database.db, {
      charge: async (input) => {
        keys.push(input.idempotencyKey);
        return {
          ok: false,
          code: 'payment.unavailable',
          message: 'Card payments are unavailable right now.',
        };
      },
    });
    const report = await down.run(new Date('2027-05-14T09:00:00Z'));
    expect(report.failed).toEqual([]);
    expect(report.skipped).toContainEqual({
      subscriptionId: plan.id,
      why: expect.stringMatching(/^unavailable: /),
    });
    // The charge may have gone through before the connection broke: not a failure, no retry, no e-mail.
    expect(await planRow(plan.id)).toMatchObject({
      status: 'active',
      renewal: { period: '2027-05', failures: 0 },
    });
    const again = await pass('2027-05-14T09:10:00Z');
    expect(again.charged.filter((c) => c.subscriptionId === plan.id)).toHaveLength(1);
    expect(keys.filter((key) => key.startsWith(`renewal-${plan.id}-`))).toEqual([
      `renewal-${plan.id}-2027-05-1`,
    ]);
    expect((await recordedCharges(t)).map((c) => c.key)).toContain(`renewal-${plan.id}-2027-05-1`);
  });

  it('a dry run reports the charge and changes nothing', async () => {
    const plan = await subscribe(ann);
    await renewOn(plan.id, '2027-06-01');
    const mails = mailer.sent.length;
    const dry = await pass('2027-06-01T09:00:00Z', { dryRun: true });
    expect(dry.charged.map((c) => c.subscriptionId)).toContain(plan.id);
    expect(await planRow(plan.id)).toMatchObject({
      status: 'active',
      nextPaymentDate: '2027-06-01',
      renewal: null,
    });
    expect(await renewalOrders(plan.id)).toHaveLength(0);
    expect(mailer.sent.length).toBe(mails);
    expect((await recordedCharges(t)).filter((c) => c.key.startsWith(`renewal-${plan.id}-`))).toHaveLength(0);
    const real = await pass('2027-06-01T09:00:00Z');
    expect(real.charged.map((c) => c.subscriptionId)).toContain(plan.id);
  });

  it('charges no paused plan and ends a pending cancellation on its date', async () => {
    const paused = await subscribe(bob);
    await renewOn(paused.id, '2027-07-03');
    await t.database.db
      .update(subscriptions)
      .set({ status: 'paused', nextPaymentDate: '2027-09-03' })
      .where(eq(subscriptions.id, paused.id));
    const cancelled = await subscribe(bob);
    await t.database.db
      .update(subscriptions)
      .set({
        status: 'pending-cancel',
        nextPaymentDate: null,
        cancellation: {
          reason: 'too-expensive',
          note: '',
          requestedOn: '2027-06-20',
          effectiveOn: '2027-07-03',
        },
      })
      .where(eq(subscriptions.id, cancelled.id));
    const report = await pass('2027-07-03T09:00:00Z');
    const ids = report.charged.map((c) => c.subscriptionId);
    expect(ids).not.toContain(paused.id);
    expect(ids).not.toContain(cancelled.id);
    expect(await planRow(cancelled.id)).toMatchObject({ status: 'cancelled' });
    expect(await planRow(paused.id)).toMatchObject({ status: 'paused' });
  });
});

describe("Stripe's webhooks", () => {
  /** A plan whose renewal of `period` is open and charged, its answer lost (a crash): the order waits. */
  async function openRenewal(
    who: Person,
    period: string,
    date: string,
  ): Promise<{ planId: number; orderId: number }> {
    const plan = await subscribe(who);
    await t.database.db
      .update(subscriptions)
      .set({
        nextPaymentDate: date,
        anchorDay: Number(date.slice(8, 10)),
        lastRenewalPeriod: period,
        renewal: { period, date, failures: 0, firstFailureAt: null },
      })
      .where(eq(subscriptions.id, plan.id));
    const [order] = await t.database.db
      .insert(orders)
      .values({
        customerId: who.id,
        status: 'pending',
        billingEmail: who.email,
        subtotalCents: 350,
        shippingCents: 950,
        taxCents: 169,
        totalCents: 1469,
        subscriptionId: plan.id,
        renewalPeriod: period,
      })
      .returning({ id: orders.id });
    if (order === undefined) throw new Error('no renewal order');
    return { planId: plan.id, orderId: order.id };
  }

  const deliver = (
    eventId: string,
    type: string,
    event: Parameters<NonNullable<typeof t.app.renewals.webhooks>['apply']>[0]['event'],
    at = '2027-08-09T10:00:00Z',
  ) => t.app.renewals.webhooks?.apply({ eventId, type, event }, new Date(at));

  it('settles a renewal charge whose answer was lost, once, as the direct answer would', async () => {
    const { planId, orderId } = await openRenewal(ann, '2027-08', '2027-08-09');
    const succeeded = {
      kind: 'charge-succeeded' as const,
      chargeId: 'pi_renewal_1',
      idempotencyKey: `renewal-${planId}-2027-08-1`,
    };
    expect(await deliver('evt_paid_1', 'payment_intent.succeeded', succeeded)).toEqual({ duplicate: false });
    expect(await planRow(planId)).toMatchObject({
      status: 'active',
      renewal: null,
      nextPaymentDate: '2027-09-09',
    });
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'processing', transactionId: 'pi_renewal_1', setPaid: true });
    const receipts = async () =>
      (
        await t.database.db
          .select()
          .from(outboxEmails)
          .where(eq(outboxEmails.key, `receipt:${orderId}`))
      ).length;
    expect(await receipts()).toBe(1);

    // Stripe delivers again, and a late failure of the same attempt arrives: neither changes anything.
    expect(await deliver('evt_paid_1', 'payment_intent.succeeded', succeeded)).toEqual({ duplicate: true });
    await deliver('evt_failed_late', 'payment_intent.payment_failed', {
      kind: 'charge-failed',
      chargeId: 'pi_renewal_1',
      message: 'Your card was declined.',
      idempotencyKey: `renewal-${planId}-2027-08-1`,
    });
    expect(await planRow(planId)).toMatchObject({ status: 'active', nextPaymentDate: '2027-09-09' });
    expect(await receipts()).toBe(1);
  });

  it('a failed renewal charge puts the plan on hold and schedules the retry', async () => {
    const { planId } = await openRenewal(bob, '2027-08', '2027-08-09');
    await deliver('evt_failed_1', 'payment_intent.payment_failed', {
      kind: 'charge-failed',
      chargeId: 'pi_renewal_2',
      message: 'Your card has insufficient funds.',
      idempotencyKey: `renewal-${planId}-2027-08-1`,
    });
    expect(await planRow(planId)).toMatchObject({
      status: 'on-hold',
      holdReason: 'payment-failed',
      renewal: { period: '2027-08', failures: 1 },
    });
    const mails = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.key, `payment-failed:${planId}:2027-08:1`));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('insufficient funds');
  });

  it('records a refund made at Stripe once and tells the customer; marks a dispute on the order', async () => {
    const { orderId } = await openRenewal(cara, '2027-09', '2027-09-09');
    await t.database.db
      .update(orders)
      .set({ transactionId: 'pi_paid_3', status: 'processing' })
      .where(eq(orders.id, orderId));
    const refunded = { kind: 'charge-refunded' as const, chargeId: 'pi_paid_3', refundedCents: 500 };
    await deliver('evt_refund_1', 'charge.refunded', refunded);
    await deliver('evt_refund_1', 'charge.refunded', refunded);
    // Another event telling the same running total (charge.refunded and charge.refund.updated both do).
    await deliver('evt_refund_2', 'charge.refunded', refunded);
    const refunds = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.kind, 'refund'));
    expect(refunds.filter((mail) => mail.customerId === cara.id)).toHaveLength(1);
    await deliver('evt_refund_3', 'charge.refunded', { ...refunded, refundedCents: 800 });
    const recorded = await t.database.db
      .select()
      .from(orderAdjustments)
      .where(eq(orderAdjustments.orderId, orderId));
    expect(recorded.map((row) => [row.kind, row.amountCents])).toEqual([
      ['refund', 500],
      ['refund', 300],
    ]);

    await deliver('evt_dispute_1', 'charge.dispute.created', {
      kind: 'dispute-opened',
      chargeId: 'pi_paid_3',
      disputeId: 'dp_1',
      amountCents: 1469,
      reason: 'fraudulent',
    });
    const [disputed] = await t.database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(disputed?.metaData).toContainEqual({
      key: '_dispute',
      value: { id: 'dp_1', reason: 'fraudulent', amount: 1469 },
    });
  });
});
