import { toDecimalString } from '@maplepack/pricing';
import {
  apply,
  DEFAULT_REMINDER_DAYS_BEFORE,
  DEFAULT_RETRY_SCHEDULE,
  isDue,
  reminderDue,
  retryDue,
  type LifecycleLogEntry,
  type RetrySchedule,
  type SubscriptionLifecycle,
} from '@maplepack/subscription';
import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { OrderRepository } from '../../db/repositories/order-repository';
import { SubscriptionEventRepository } from '../../db/repositories/subscription-event-repository';
import {
  SubscriptionRepository,
  type SubscriptionAggregate,
  type SubscriptionRow,
} from '../../db/repositories/subscription-repository';
import { SurveyRepository } from '../../db/repositories/survey-repository';
import { subscriptions } from '../../db/schema/subscriptions';
import {
  productsLeftOutEmail,
  renewalReminderEmail,
  type LeftOut,
  type RenewalTotals,
} from '../../emails/renewal-emails';
import { type OrderPricer } from '../orders/order-pricing';
import { queueMail } from './outbox';
import { type PaymentService } from '../payments/payment-service';
import { RenewalCharger, type SettledCharge } from './renewal-charge';
import { mailRecipient, queueSettledChargeMail } from './renewal-mail';
import { priceRenewalPlan, type LeftOutProduct, type PricedRenewal } from './renewal-pricing';
import {
  eventFields,
  lifecycleColumns,
  lifecycleOf,
  lifecycleSnapshot,
} from '../subscriptions/subscription-lifecycle';
import { shopDay } from '@maplepack/calendar';
import { renewalCouponCodes } from '../subscriptions/subscription-renewal-quote';
import { SurveyProfileService } from '../survey/survey-profile';
import { type ProductsLeftOutEntry } from '../subscriptions/subscription-history';

/** What one pass did (CONTRACTS §1 `maplepack renewals run`). Money as decimal strings. */
export interface RenewalPassReport {
  now: string;
  /** Plans acted on for money: renewals opened, first charges and retries due. */
  due: number;
  charged: { subscriptionId: number; orderId: number; total: string }[];
  failed: { subscriptionId: number; orderId: number; attempt: number; message: string }[];
  /** Plans a failed charge left on hold in this pass. */
  onHold: number[];
  /** Plans sent the pre-shipment reminder in this pass. */
  reminded: number[];
  /** Plans due but not charged, and why (a pending cancellation ended, nothing left to send, an error). */
  skipped: { subscriptionId: number; why: string }[];
}

export interface RenewalEngineOptions {
  pricerFor: (db: Db) => OrderPricer;
  payments: Pick<PaymentService, 'charge'>;
  /** Opens the sealed survey answers for the safety re-check. */
  dataKey: Buffer;
  publicUrl: string;
  retrySchedule?: RetrySchedule;
  reminderDaysBefore?: number;
  /** Plans read per query; each is then taken under its own row lock. */
  batchSize?: number;
}

const DUE_STATUSES = ['active', 'paused'] as const;

const totalsOf = (priced: PricedRenewal): RenewalTotals => ({
  subtotalCents: priced.breakdown.subtotalCents,
  discountCents: priced.breakdown.discountCents,
  shippingCents: priced.breakdown.shippingCents,
  taxLines: priced.breakdown.taxLines.map((line) => ({ label: line.name, amountCents: line.amountCents })),
  totalCents: priced.breakdown.totalCents,
});

const packLines = (priced: PricedRenewal) =>
  priced.lines.map((line) => ({
    name: line.name,
    amDose: line.amDose,
    pmDose: line.pmDose,
    totalCents: line.totalCents,
  }));

const leftOutOf = (items: readonly LeftOutProduct[]): LeftOut[] =>
  items.map((item) => ({ name: item.name, why: item.why }));

/**
 * The renewal engine (issue 14): one pass opens every renewal that has come due, charges it, retries
 * failed charges on the dunning schedule, and queues the pre-shipment reminders. The rules are
 * libs/subscription's; this class only reads and writes. Exactly once at any scale rests on three
 * things: a plan is changed only under its row lock, taken with SKIP LOCKED so two runners share the
 * work instead of waiting; a period has at most one renewal order (a unique index); and a charge's
 * provider idempotency key is (subscription, period, attempt), so a charge repeated after a crash is
 * the same charge. Every e-mail is queued in the transaction of the change it reports (the outbox).
 */
export class RenewalEngine {
  private readonly retrySchedule: RetrySchedule;
  private readonly reminderDaysBefore: number;
  private readonly batchSize: number;

  constructor(
    private readonly db: Db,
    private readonly options: RenewalEngineOptions,
  ) {
    this.retrySchedule = options.retrySchedule ?? DEFAULT_RETRY_SCHEDULE;
    this.reminderDaysBefore = options.reminderDaysBefore ?? DEFAULT_REMINDER_DAYS_BEFORE;
    this.batchSize = options.batchSize ?? 200;
  }

  async run(now: Date): Promise<RenewalPassReport> {
    const report: RenewalPassReport = {
      now: now.toISOString(),
      due: 0,
      charged: [],
      failed: [],
      onHold: [],
      reminded: [],
      skipped: [],
    };
    await this.openDueRenewals(now, report);
    await this.chargeOpenRenewals(now, report);
    await this.sendReminders(now, report);
    return report;
  }

  /** Ids of plans matching `where`, in id order, a batch at a time (reads only; each is locked later). */
  private async *idsWhere(where: ReturnType<typeof and>): AsyncGenerator<number> {
    let after = 0;
    for (;;) {
      const rows = await this.db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(and(where, gt(subscriptions.id, after)))
        .orderBy(asc(subscriptions.id))
        .limit(this.batchSize);
      for (const row of rows) yield row.id;
      const last = rows[rows.length - 1];
      if (last === undefined || rows.length < this.batchSize) return;
      after = last.id;
    }
  }

  /** The plan's row locked in `tx`, or undefined when another runner holds it (it does the work). */
  private async lockOrSkip(tx: Db, id: number): Promise<SubscriptionRow | undefined> {
    const [row] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, id))
      .for('update', { skipLocked: true });
    return row;
  }

  private profiles(now: Date): SurveyProfileService {
    return new SurveyProfileService(new SurveyRepository(this.db), this.options.dataKey, () => now);
  }

  // ---- 1. Renewals that came due: the period opens and its order is made, in one transaction.

  private async openDueRenewals(now: Date, report: RenewalPassReport): Promise<void> {
    const today = shopDay(now);
    const candidates = this.idsWhere(
      and(
        isNull(subscriptions.renewal),
        or(
          and(
            inArray(subscriptions.status, [...DUE_STATUSES]),
            sql`${subscriptions.nextPaymentDate} <= ${today}`,
          ),
          and(
            eq(subscriptions.status, 'pending-cancel'),
            sql`(${subscriptions.cancellation} ->> 'effectiveOn') <= ${today}`,
          ),
        ),
      ),
    );
    for await (const id of candidates) {
      try {
        await this.openRenewal(id, now, report);
      } catch (error) {
        report.skipped.push({ subscriptionId: id, why: `error: ${messageOf(error)}` });
      }
    }
  }

  private async openRenewal(id: number, now: Date, report: RenewalPassReport): Promise<void> {
    const today = shopDay(now);
    const plan = await new SubscriptionRepository(this.db).byId(id);
    if (plan === undefined) return;
    // Read before the transaction: on the embedded database a read beside an open transaction waits for it.
    const profile = await this.profiles(now).latestProfileFor(plan.subscription.customerId);
    await this.db.transaction(async (tx) => {
      const row = await this.lockOrSkip(tx, id);
      const lifecycle = row === undefined ? null : lifecycleOf(row);
      if (row === undefined || lifecycle === null || !isDue(lifecycle, today)) return;
      const opened = apply(lifecycle, { type: 'renewal.due' }, today);
      if (!opened.ok) return;
      if (opened.subscription.status === 'cancelled') {
        await this.store(tx, row, lifecycle, opened.subscription, opened.log, now);
        report.skipped.push({ subscriptionId: id, why: 'cancelled: the cancellation took effect' });
        return;
      }
      const renewal = opened.subscription.renewal;
      if (renewal === null) throw new Error(`renewal.due opened no renewal for plan ${id}`);
      const current = (await new SubscriptionRepository(tx).byId(id)) ?? plan;
      const pricing = await priceRenewalPlan(this.options.pricerFor, tx, {
        lines: current.lines,
        postcode: row.shipping['postcode'] ?? '',
        city: row.shipping['city'] ?? '',
        couponCodes: renewalCouponCodes(row.metaData),
        profile,
        now,
      });
      if (!pricing.ok) {
        // The address no longer prices (a postal code the rates refuse): nothing is opened, an operator looks.
        report.skipped.push({ subscriptionId: id, why: `address: ${pricing.message}` });
        return;
      }
      report.due += 1;
      await this.store(tx, row, lifecycle, opened.subscription, opened.log, now);
      const to = await mailRecipient(tx, row.customerId);
      if (pricing.leftOut.length > 0) {
        const entry: ProductsLeftOutEntry = {
          on: today,
          by: 'shop',
          kind: 'products-left-out',
          packDate: renewal.date,
          leftOut: leftOutOf(pricing.leftOut),
        };
        await new SubscriptionEventRepository(tx).append({
          subscriptionId: id,
          actorCustomerId: null,
          actor: 'shop',
          kind: entry.kind,
          day: today,
          entry: { ...entry },
          createdAt: now,
        });
        if (to !== null) {
          await queueMail(
            tx,
            {
              key: `left-out:${id}:${renewal.period}`,
              kind: 'products-left-out',
              customerId: row.customerId,
              mail: await productsLeftOutEmail(to, this.options.publicUrl, {
                packDate: renewal.date,
                leftOut: leftOutOf(pricing.leftOut),
                charged: pricing.priced !== null,
              }),
            },
            now,
          );
        }
      }
      if (pricing.priced === null) {
        const empty = apply(opened.subscription, { type: 'renewal.empty' }, today);
        if (!empty.ok) throw new Error(`renewal.empty refused for plan ${id}: ${empty.message}`);
        await this.store(tx, row, opened.subscription, empty.subscription, empty.log, now);
        report.skipped.push({
          subscriptionId: id,
          why: 'empty: every product was left out, nothing charged',
        });
        return;
      }
      const { breakdown } = pricing.priced;
      await new OrderRepository(tx).insert(
        {
          customerId: row.customerId,
          status: 'pending',
          billingEmail: (to?.email ?? row.billing['email'] ?? '').toLowerCase(),
          billing: row.billing,
          shipping: row.shipping,
          paymentMethod: row.paymentMethod,
          paymentCustomerId: row.paymentCustomerId,
          paymentMethodId: row.paymentMethodId,
          subtotalCents: breakdown.subtotalCents,
          discountCents: breakdown.discountCents,
          shippingCents: breakdown.shippingCents,
          taxCents: breakdown.taxCents,
          totalCents: breakdown.totalCents,
          subscriptionId: id,
          renewalPeriod: renewal.period,
          createdAt: now,
          updatedAt: now,
        },
        pricing.priced.parts,
      );
    });
  }

  // ---- 2. Open renewals: the first charge (also one a crash interrupted) and the retries that are due.

  private async chargeOpenRenewals(now: Date, report: RenewalPassReport): Promise<void> {
    const candidates = this.idsWhere(
      and(isNotNull(subscriptions.renewal), inArray(subscriptions.status, ['active', 'on-hold'])),
    );
    const charger = new RenewalCharger(this.db, this.options.payments, this.retrySchedule);
    for await (const id of candidates) {
      const row = await new SubscriptionRepository(this.db).byId(id);
      const lifecycle = row === undefined ? null : lifecycleOf(row.subscription);
      if (lifecycle === null || lifecycle.renewal === null) continue;
      const attempt =
        lifecycle.status === 'active' && lifecycle.renewal.failures === 0
          ? { period: lifecycle.renewal.period, attempt: 1 }
          : retryDue(lifecycle, now.toISOString(), this.retrySchedule);
      if (attempt === null) continue;
      if (attempt.attempt > 1) report.due += 1;
      try {
        const outcome = await charger.chargeOpenRenewal({
          subscriptionId: id,
          period: attempt.period,
          attempt: attempt.attempt,
          now,
          onSettled: (tx, settled) => this.settled(tx, id, attempt.attempt, settled, now, report),
        });
        if (outcome.status === 'skipped' && attempt.attempt > 1) report.due -= 1;
        if (outcome.status === 'unavailable')
          report.skipped.push({
            subscriptionId: id,
            why: `unavailable: ${outcome.message} (asked again next pass)`,
          });
      } catch (error) {
        report.skipped.push({ subscriptionId: id, why: `error: ${messageOf(error)}` });
      }
    }
  }

  /** Inside the charge's transaction: the report line and the e-mail of what happened. */
  private async settled(
    tx: Db,
    id: number,
    attempt: number,
    settled: SettledCharge,
    now: Date,
    report: RenewalPassReport,
  ): Promise<void> {
    const { order, result, after } = settled;
    if (result.ok) {
      report.charged.push({
        subscriptionId: id,
        orderId: order.id,
        total: toDecimalString(order.totalCents),
      });
    } else {
      report.failed.push({ subscriptionId: id, orderId: order.id, attempt, message: result.message });
      if (after.status === 'on-hold' && settled.before.status !== 'on-hold') report.onHold.push(id);
    }
    await queueSettledChargeMail(tx, id, attempt, settled, now, this.options.publicUrl);
  }

  // ---- 3. Pre-shipment reminders, once per (plan, period): the e-mail's key is what makes it once.

  private async sendReminders(now: Date, report: RenewalPassReport): Promise<void> {
    const today = shopDay(now);
    const candidates = this.idsWhere(
      and(
        isNull(subscriptions.renewal),
        inArray(subscriptions.status, [...DUE_STATUSES]),
        sql`${subscriptions.nextPaymentDate} > ${today}`,
        sql`${subscriptions.nextPaymentDate} <= (${today}::date + ${this.reminderDaysBefore}::int)`,
      ),
    );
    for await (const id of candidates) {
      try {
        if (await this.remind(id, now)) report.reminded.push(id);
      } catch (error) {
        report.skipped.push({ subscriptionId: id, why: `error: ${messageOf(error)}` });
      }
    }
  }

  private async remind(id: number, now: Date): Promise<boolean> {
    const today = shopDay(now);
    const plan = await new SubscriptionRepository(this.db).byId(id);
    const lifecycle = plan === undefined ? null : lifecycleOf(plan.subscription);
    if (plan === undefined || lifecycle === null) return false;
    const decision = reminderDue(lifecycle, today, this.reminderDaysBefore);
    if (!decision.due) return false;
    const profile = await this.profiles(now).latestProfileFor(plan.subscription.customerId);
    return this.db.transaction(async (tx) => {
      const pricing = await this.quote(tx, plan, profile, now);
      const to = await mailRecipient(tx, plan.subscription.customerId);
      if (pricing === null || pricing.priced === null || to === null) return false;
      return queueMail(
        tx,
        {
          key: `reminder:${id}:${decision.period}`,
          kind: 'renewal-reminder',
          customerId: plan.subscription.customerId,
          mail: await renewalReminderEmail(to, this.options.publicUrl, {
            renewalDate: decision.renewalDate,
            lines: packLines(pricing.priced),
            totals: totalsOf(pricing.priced),
            leftOut: leftOutOf(pricing.leftOut),
          }),
        },
        now,
      );
    });
  }

  private async quote(
    tx: Db,
    plan: SubscriptionAggregate,
    profile: Awaited<ReturnType<SurveyProfileService['latestProfileFor']>>,
    now: Date,
  ) {
    const { subscription } = plan;
    const pricing = await priceRenewalPlan(this.options.pricerFor, tx, {
      lines: plan.lines,
      postcode: subscription.shipping['postcode'] ?? '',
      city: subscription.shipping['city'] ?? '',
      couponCodes: renewalCouponCodes(subscription.metaData),
      profile,
      now,
    });
    return pricing.ok ? pricing : null;
  }

  // ---- shared

  private async store(
    tx: Db,
    row: SubscriptionRow,
    before: SubscriptionLifecycle,
    after: SubscriptionLifecycle,
    log: LifecycleLogEntry,
    now: Date,
  ): Promise<void> {
    await new SubscriptionRepository(tx).update(row.id, { ...lifecycleColumns(after), updatedAt: now });
    await new SubscriptionEventRepository(tx).append({
      subscriptionId: row.id,
      actorCustomerId: null,
      before: lifecycleSnapshot(before),
      after: lifecycleSnapshot(after),
      createdAt: now,
      ...eventFields(log),
    });
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));
