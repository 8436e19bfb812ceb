import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { type PaymentGateway } from '../../adapters/payments/interface';
import { type Db } from '../../db/client';
import { IdempotencyRepository } from '../../db/repositories/idempotency-repository';
import { OrderRepository } from '../../db/repositories/order-repository';
import { idempotencyKeys } from '../../db/schema/idempotency';
import { orders } from '../../db/schema/orders';
import { ORDER_CREATE_SCOPE, orderChargeKey } from './order-service';
import { type CheckoutOrderOutcome } from '../checkout/checkout-settlement';
import { type OrderSettlement } from './order-settlement';
import { toOrderResponse } from './order-response';

export interface ReconciliationReport {
  /** Orders whose charge had gone through: now paid. */
  paid: number[];
  /** Orders never charged: cancelled, their coupon uses and trial given back. */
  cancelled: number[];
  /** Orders whose charge the provider refused: failed, as a live checkout would have left them. */
  failed: number[];
}

/** How many orders one pass settles; the next pass takes the rest. */
const BATCH = 100;
/** How long the pass holds an order's Idempotency-Key while it settles the order. */
const KEY_HOLD_MS = 60_000;

/**
 * Settles orders left pending by a crash (the process died between storing an order and marking
 * it paid or failed). For each order pending for longer than `staleAfterMs` it asks the payment
 * provider — not our own tables — whether the order's charge went through, and marks the order
 * paid, failed or cancelled accordingly, so no charge is left without a paid order and no order
 * hangs. The order's Idempotency-Key follows: a paid order's key answers the 201 a retry would
 * have got; a cancelled order's key is freed, so the person's retry places the order afresh.
 *
 * An order a checkout placed is settled by the checkout (services/checkout/checkout-settlement.ts),
 * which also finishes its account and subscription, or waits while 3-D Secure is pending.
 *
 * Safe on several instances at once: an order is claimed by a conditional update of its
 * `updated_at` (one claimer wins), and no transaction is held across the call to the provider.
 */
export class OrderReconciliation {
  constructor(
    private readonly db: Db,
    private readonly gateway: Pick<PaymentGateway, 'findCharge'>,
    private readonly settlement: OrderSettlement,
    private readonly staleAfterMs: number,
    /** The checkout settles the orders it placed itself (it also finishes the account and plan). */
    private readonly checkouts?: {
      settleOrder(orderId: number, now: Date): Promise<CheckoutOrderOutcome | undefined>;
    },
  ) {}

  async run(now: Date): Promise<ReconciliationReport> {
    const report: ReconciliationReport = { paid: [], cancelled: [], failed: [] };
    const cutoff = new Date(now.getTime() - this.staleAfterMs);
    const stale = await this.db
      .select({ id: orders.id, updatedAt: orders.updatedAt })
      .from(orders)
      .where(and(eq(orders.status, 'pending'), lt(orders.updatedAt, cutoff)))
      .orderBy(asc(orders.id))
      .limit(BATCH);
    for (const candidate of stale) {
      const checkout = await this.checkouts?.settleOrder(candidate.id, now);
      if (checkout !== undefined) {
        if (checkout !== 'skipped') report[checkout].push(candidate.id);
        continue;
      }
      const key = await this.keyOf(candidate.id);
      // A retry of the same checkout holds its key right now: it settles the order itself.
      if (
        key !== null &&
        !(await new IdempotencyRepository(this.db).takeOver(
          ORDER_CREATE_SCOPE,
          key,
          now,
          new Date(now.getTime() + KEY_HOLD_MS),
        ))
      )
        continue;
      if (!(await this.claim(candidate.id, candidate.updatedAt, now))) continue;
      const outcome = await this.settle(candidate.id, now);
      await this.answerKey(candidate.id, key, outcome);
      report[outcome].push(candidate.id);
    }
    return report;
  }

  /** The Idempotency-Key that placed the order, if one did. */
  private async keyOf(orderId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.scope, ORDER_CREATE_SCOPE),
          sql`(${idempotencyKeys.responseBody} ->> 'orderId') = ${String(orderId)}`,
        ),
      );
    return row?.key ?? null;
  }

  /** Takes the order for this pass: true when no other instance or request changed it meanwhile. */
  private async claim(orderId: number, seenUpdatedAt: Date, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(orders)
      .set({ updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), eq(orders.updatedAt, seenUpdatedAt)))
      .returning({ id: orders.id });
    return rows.length === 1;
  }

  private async settle(orderId: number, now: Date): Promise<keyof ReconciliationReport> {
    const found = await new OrderRepository(this.db).byId(orderId);
    if (found === undefined) throw new Error(`order ${orderId} vanished while claimed`);
    const { order } = found;
    if (order.totalCents - order.balanceDueCents === 0) {
      // Nothing to charge ($0, or carried to the next charge): only the last step was missing.
      await this.settlement.paid(orderId, now, '');
      return 'paid';
    }
    const charge = await this.gateway.findCharge(orderChargeKey(orderId));
    if (charge.status === 'succeeded') {
      await this.settlement.paid(orderId, now, charge.chargeId);
      return 'paid';
    }
    await this.settlement.unpaid(orderId, now, charge.status === 'failed' ? 'failed' : 'cancelled');
    return charge.status === 'failed' ? 'failed' : 'cancelled';
  }

  /**
   * The order's Idempotency-Key, if one placed it: completed with the order when paid (a retry
   * gets the 201 it missed), freed otherwise (nothing was charged, so a retry may start again).
   */
  private async answerKey(
    orderId: number,
    key: string | null,
    outcome: keyof ReconciliationReport,
  ): Promise<void> {
    if (key === null) return;
    const keys = new IdempotencyRepository(this.db);
    if (outcome !== 'paid') return keys.release(ORDER_CREATE_SCOPE, key);
    const order = await new OrderRepository(this.db).byId(orderId);
    if (order !== undefined) await keys.complete(ORDER_CREATE_SCOPE, key, 201, toOrderResponse(order));
  }
}
