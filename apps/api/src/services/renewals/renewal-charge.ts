import { toDecimalString } from '@maplepack/pricing';
import {
  apply,
  type LifecycleEffect,
  type LifecycleLogEntry,
  type RetrySchedule,
  type SubscriptionLifecycle,
} from '@maplepack/subscription';
import { MIN_CHARGE_CENTS, type ChargeResult } from '../../adapters/payments/interface';
import { type Db } from '../../db/client';
import { OrderRepository, type OrderRow } from '../../db/repositories/order-repository';
import { SubscriptionEventRepository } from '../../db/repositories/subscription-event-repository';
import { SubscriptionRepository } from '../../db/repositories/subscription-repository';
import { orders } from '../../db/schema/orders';
import { and, eq, inArray } from 'drizzle-orm';
import { type PaymentService } from '../payments/payment-service';
import {
  eventFields,
  lifecycleColumns,
  lifecycleOf,
  lifecycleSnapshot,
} from '../subscriptions/subscription-lifecycle';
import { shopDay } from '@maplepack/calendar';

/**
 * The provider idempotency key of one charge of a renewal: the same (subscription, period, attempt)
 * is the same charge at the provider, so a charge retried after a crash never takes money twice,
 * while the next attempt (a retry, a new card) is a new charge rather than the replay of a decline.
 */
export const renewalChargeKey = (subscriptionId: number, period: string, attempt: number): string =>
  `renewal-${subscriptionId}-${period}-${attempt}`;

export type RenewalChargeOutcome =
  | { status: 'paid'; orderId: number; packDate: string; amount: string }
  | { status: 'failed'; orderId: number; packDate: string; amount: string; message: string }
  /** Nothing to do: the renewal was settled already (another worker, a webhook) or is not open. */
  | { status: 'skipped' }
  /**
   * The provider did not answer (an outage, a lost connection): the charge may or may not have been
   * made, so nothing is recorded; the next pass asks again with the same key and gets its answer.
   */
  | { status: 'unavailable'; message: string };

/** What a settled charge changed, for the caller to act on inside the same transaction. */
export interface SettledCharge {
  result: ChargeResult;
  order: OrderRow;
  /** What was charged (or tried), in cents. */
  amountCents: number;
  before: SubscriptionLifecycle;
  after: SubscriptionLifecycle;
  log: LifecycleLogEntry;
}

/** Whether `attempt` of `period` is still the charge the lifecycle waits for. */
const waitsFor = (lifecycle: SubscriptionLifecycle | null, period: string, attempt: number): boolean =>
  lifecycle?.renewal?.period === period && lifecycle.renewal.failures === attempt - 1;

/**
 * Cancels the unpaid renewal order of a period (the lifecycle's `cancel-order` effect): retries ran
 * out, the plan was cancelled while on hold, or nothing was left to charge. `tx` is the transaction
 * that changes the plan.
 */
export async function applyOrderEffects(
  tx: Db,
  subscriptionId: number,
  effects: readonly LifecycleEffect[],
  now: Date,
): Promise<void> {
  for (const effect of effects) {
    if (effect.type !== 'cancel-order') continue;
    await tx
      .update(orders)
      .set({ status: 'cancelled', updatedAt: now })
      .where(
        and(
          eq(orders.subscriptionId, subscriptionId),
          eq(orders.renewalPeriod, effect.period),
          inArray(orders.status, ['pending', 'failed']),
        ),
      );
  }
}

/**
 * The single charge of an open renewal (the lifecycle's `charge` effect): used at once by a card
 * update (issue 13) and by the renewal engine for first charges and scheduled retries (issue 14).
 * The charge is an outside call, so it runs outside any transaction; its outcome is then applied in
 * one transaction under the plan's row lock — `payment.succeeded` (the order is paid, the plan
 * active again and renews a month on) or `payment.failed` (on hold, the next retry scheduled, or the
 * order cancelled after the last) — unless someone settled that attempt meanwhile.
 */
export class RenewalCharger {
  constructor(
    private readonly db: Db,
    private readonly payments: Pick<PaymentService, 'charge'>,
    private readonly retrySchedule?: RetrySchedule,
  ) {}

  async chargeOpenRenewal(args: {
    subscriptionId: number;
    period: string;
    attempt: number;
    now: Date;
    /** Runs in the transaction that records the outcome (the renewal engine queues its e-mails here). */
    onSettled?: (tx: Db, settled: SettledCharge) => Promise<void>;
  }): Promise<RenewalChargeOutcome> {
    const { subscriptionId, period, attempt } = args;
    const plan = (await new SubscriptionRepository(this.db).byId(subscriptionId))?.subscription;
    if (plan === undefined || !waitsFor(lifecycleOf(plan), period, attempt)) return { status: 'skipped' };
    const order = await new OrderRepository(this.db).renewalOrder(subscriptionId, period);
    if (order === undefined)
      throw new Error(`subscription ${subscriptionId} has a renewal open for ${period} but no order`);
    const dueCents = order.totalCents - order.balanceDueCents;
    let result: ChargeResult;
    let carriedCents = 0;
    if (dueCents < MIN_CHARGE_CENTS) {
      // Nothing, or less than the provider takes: paid, any cents carried to the next charge.
      result = { ok: true, chargeId: '' };
      carriedCents = Math.max(0, dueCents);
    } else if (plan.paymentCustomerId === null || plan.paymentMethodId === null || !plan.cardOnFile) {
      result = { ok: false, code: 'payment.card-invalid', message: 'No card is saved for this plan.' };
    } else {
      result = await this.payments.charge({
        providerCustomerId: plan.paymentCustomerId,
        providerMethodId: plan.paymentMethodId,
        amountCents: dueCents,
        description: `Maplepack renewal ${period} of plan ${subscriptionId}`,
        idempotencyKey: renewalChargeKey(subscriptionId, period, attempt),
        offSession: true,
      });
    }

    if (!result.ok && result.code === 'payment.unavailable')
      return { status: 'unavailable', message: result.message };
    return this.applyResult({ ...args, result, dueCents, carriedCents });
  }

  /**
   * Records how the charge of `attempt` ended (the provider's direct answer, or a Stripe webhook
   * telling it later), under the plan's row lock, unless that attempt was settled meanwhile.
   */
  async applyResult(args: {
    subscriptionId: number;
    period: string;
    attempt: number;
    now: Date;
    result: ChargeResult;
    /** What was charged; by default the renewal order's total less any balance carried. */
    dueCents?: number;
    carriedCents?: number;
    onSettled?: (tx: Db, settled: SettledCharge) => Promise<void>;
  }): Promise<RenewalChargeOutcome> {
    const { subscriptionId, period, attempt, now, result } = args;
    return this.db.transaction(async (tx): Promise<RenewalChargeOutcome> => {
      const subscriptions = new SubscriptionRepository(tx);
      const locked = await subscriptions.lock(subscriptionId);
      const lifecycle = locked === undefined ? null : lifecycleOf(locked);
      if (locked === undefined || lifecycle === null || !waitsFor(lifecycle, period, attempt))
        return { status: 'skipped' };
      const today = shopDay(now);
      const at = now.toISOString();
      const applied = apply(
        lifecycle,
        result.ok ? { type: 'payment.succeeded', at } : { type: 'payment.failed', at },
        today,
        this.retrySchedule === undefined ? {} : { retrySchedule: this.retrySchedule },
      );
      if (!applied.ok) throw new Error(`renewal ${subscriptionId}/${period}: ${applied.message}`);
      const order = await new OrderRepository(tx).renewalOrder(subscriptionId, period);
      if (order === undefined)
        throw new Error(`subscription ${subscriptionId} has a renewal open for ${period} but no order`);
      const dueCents = args.dueCents ?? order.totalCents - order.balanceDueCents;
      const carriedCents = args.carriedCents ?? 0;
      await subscriptions.update(subscriptionId, {
        ...lifecycleColumns(applied.subscription),
        updatedAt: now,
      });
      await new SubscriptionEventRepository(tx).append({
        subscriptionId,
        actorCustomerId: null,
        before: lifecycleSnapshot(lifecycle),
        after: lifecycleSnapshot(applied.subscription),
        createdAt: now,
        ...eventFields(applied.log),
      });
      await applyOrderEffects(tx, subscriptionId, applied.effects, now);
      const outcome = {
        orderId: order.id,
        packDate: lifecycle.renewal?.date ?? '',
        amount: toDecimalString(dueCents),
      };
      await args.onSettled?.(tx, {
        result,
        order,
        amountCents: dueCents,
        before: lifecycle,
        after: applied.subscription,
        log: applied.log,
      });
      // A failed charge leaves the order pending (waiting for payment) until a retry or a new card
      // pays it, or the last failure cancels it (the lifecycle's cancel-order effect above).
      if (!result.ok) return { status: 'failed', ...outcome, message: result.message };
      await new OrderRepository(tx).update(order.id, {
        status: 'processing',
        setPaid: true,
        datePaid: now,
        transactionId: result.chargeId,
        balanceDueCents: carriedCents,
        paymentCustomerId: locked.paymentCustomerId,
        paymentMethodId: locked.paymentMethodId,
        updatedAt: now,
      });
      return { status: 'paid', ...outcome };
    });
  }
}
