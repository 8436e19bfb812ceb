import { type RetrySchedule } from '@maplepack/subscription';
import { and, eq, or, sql } from 'drizzle-orm';
import { type FastifyBaseLogger } from 'fastify';
import { type ChargeResult, type PaymentEvent } from '../../adapters/payments/interface';
import { type Db } from '../../db/client';
import { orderAdjustments, orders } from '../../db/schema/orders';
import { paymentEvents } from '../../db/schema/outbox';
import { refundEmail } from '../../emails/renewal-emails';
import { queueMail } from '../renewals/outbox';
import { type PaymentService } from './payment-service';
import { RenewalCharger } from '../renewals/renewal-charge';
import { mailRecipient, queueSettledChargeMail } from '../renewals/renewal-mail';

/** A renewal charge's idempotency key (renewal-charge.ts `renewalChargeKey`), read back. */
const RENEWAL_KEY = /^renewal-(\d+)-(\d{4}-\d{2})-(\d+)$/;

export interface VerifiedPaymentEvent {
  eventId: string;
  type: string;
  event: PaymentEvent;
}

/**
 * Stripe's webhooks, applied once each (the `payment_events` table holds every event id applied, in
 * the transaction that applies it). A renewal charge's outcome moves the plan as the direct answer
 * would have (its idempotency key names the plan, period and attempt), so a charge whose answer a
 * crash lost is settled by the webhook; the attempt already settled is left alone. A refund made
 * at Stripe is recorded on its order and the customer told; a dispute is marked on the order.
 */
export class PaymentWebhooks {
  constructor(
    private readonly db: Db,
    private readonly payments: Pick<PaymentService, 'applyEvent' | 'charge'>,
    private readonly options: { publicUrl: string; retrySchedule?: RetrySchedule },
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  ) {}

  /** Applies the event unless it was applied before; answers whether this delivery was a repeat. */
  async apply(verified: VerifiedPaymentEvent, now: Date): Promise<{ duplicate: boolean }> {
    const { event } = verified;
    if (
      event.kind === 'customer-deleted' ||
      event.kind === 'card-detached' ||
      event.kind === 'card-updated'
    ) {
      // Idempotent by nature (delete, update to the same values), and the payment service works on the
      // app's connection, outside any transaction: applied first, then recorded.
      await this.payments.applyEvent(event);
      return { duplicate: !(await this.record(this.db, verified, now)) };
    }
    return this.db.transaction(async (tx) => {
      if (!(await this.record(tx, verified, now))) return { duplicate: true };
      await this.act(tx, verified, now);
      return { duplicate: false };
    });
  }

  private async record(db: Db, verified: VerifiedPaymentEvent, now: Date): Promise<boolean> {
    const rows = await db
      .insert(paymentEvents)
      .values({ eventId: verified.eventId, type: verified.type, receivedAt: now })
      .onConflictDoNothing({ target: paymentEvents.eventId })
      .returning({ eventId: paymentEvents.eventId });
    return rows.length > 0;
  }

  private async act(tx: Db, verified: VerifiedPaymentEvent, now: Date): Promise<void> {
    const { event } = verified;
    switch (event.kind) {
      case 'charge-succeeded':
      case 'charge-failed': {
        const key = event.idempotencyKey === null ? null : RENEWAL_KEY.exec(event.idempotencyKey);
        // Checkout charges are settled by the checkout and its reconciliation, which ask Stripe directly.
        if (key === null) return;
        const [, subscriptionId, period, attempt] = key;
        const result: ChargeResult =
          event.kind === 'charge-succeeded'
            ? { ok: true, chargeId: event.chargeId }
            : { ok: false, code: 'payment.declined', message: event.message };
        const charger = new RenewalCharger(tx, this.payments, this.options.retrySchedule);
        const outcome = await charger.applyResult({
          subscriptionId: Number(subscriptionId),
          period: period ?? '',
          attempt: Number(attempt),
          now,
          result,
          onSettled: (inner, settled) =>
            queueSettledChargeMail(
              inner,
              Number(subscriptionId),
              Number(attempt),
              settled,
              now,
              this.options.publicUrl,
            ),
        });
        this.log.info(
          { eventId: verified.eventId, subscriptionId, period, attempt, outcome: outcome.status },
          'renewal webhook',
        );
        return;
      }
      case 'charge-refunded':
        return this.refunded(tx, verified.eventId, event.chargeId, event.refundedCents, now);
      case 'dispute-opened': {
        const order = await this.orderOfCharge(tx, event.chargeId);
        if (order === undefined) return;
        await tx
          .update(orders)
          .set({
            metaData: [
              ...order.metaData,
              {
                key: '_dispute',
                value: { id: event.disputeId, reason: event.reason, amount: event.amountCents },
              },
            ],
            updatedAt: now,
          })
          .where(eq(orders.id, order.id));
        this.log.warn(
          { orderId: order.id, disputeId: event.disputeId, reason: event.reason },
          'charge disputed',
        );
        return;
      }
      default:
        return;
    }
  }

  /** The order a charge paid: its first payment, or a later charge recorded in its adjustments. */
  private async orderOfCharge(tx: Db, chargeId: string) {
    if (chargeId === '') return undefined;
    const [row] = await tx
      .select()
      .from(orders)
      .where(
        or(
          eq(orders.transactionId, chargeId),
          sql`exists (select 1 from ${orderAdjustments} where ${orderAdjustments.orderId} = ${orders.id} and ${orderAdjustments.reference} = ${chargeId})`,
        ),
      )
      .limit(1);
    return row;
  }

  /**
   * Stripe's running refunded total of a charge against the refunds recorded for it: what the shop
   * did not refund itself (a refund made in Stripe's dashboard) is recorded now and the person told.
   */
  private async refunded(tx: Db, eventId: string, chargeId: string, refundedCents: number, now: Date) {
    const order = await this.orderOfCharge(tx, chargeId);
    if (order === undefined) return;
    const [recorded] = await tx
      .select({ cents: sql<number>`coalesce(sum(${orderAdjustments.amountCents}), 0)::int` })
      .from(orderAdjustments)
      .where(and(eq(orderAdjustments.kind, 'refund'), eq(orderAdjustments.chargeReference, chargeId)));
    const missing = refundedCents - (recorded?.cents ?? 0);
    if (missing <= 0) return;
    await tx.insert(orderAdjustments).values({
      orderId: order.id,
      kind: 'refund',
      amountCents: missing,
      totalBeforeCents: order.totalCents,
      totalAfterCents: order.totalCents,
      reference: `stripe:${eventId}`,
      chargeReference: chargeId,
      createdAt: now,
    });
    const to = await mailRecipient(tx, order.customerId);
    if (to === null) return;
    await queueMail(
      tx,
      {
        key: `refund:${eventId}`,
        kind: 'refund',
        customerId: order.customerId,
        mail: await refundEmail(to, this.options.publicUrl, {
          orderId: order.id,
          amountCents: missing,
          reason: 'A refund was made to your card for this order.',
        }),
      },
      now,
    );
  }
}
