import { type OnSessionCharge, type PaymentFailureCode } from '../../adapters/payments/interface';
import { type Db } from '../../db/client';
import {
  CheckoutAttemptRepository,
  type CheckoutAttemptRow,
} from '../../db/repositories/checkout-attempt-repository';
import { OrderRepository } from '../../db/repositories/order-repository';
import { type CardAttempt, type CardTestingGuard } from '../orders/card-testing-guard';
import { orderChargeKey } from '../orders/order-service';
import { type OrderSettlement } from '../orders/order-settlement';
import { type CheckoutCompletion } from './checkout-completion';
import { refused, type CheckoutPayments, type PlaceOutcome } from './checkout-types';
import { cardRefusal } from './payment-refusal';

/** Start again from a fresh order: nothing was charged for the attempt's last one. */
export const RESTART = 'restart' as const;

/**
 * The charge of an attempt's pending order and every way it can end, shared by the request and the
 * reconciliation: paid (then finished), waiting for the bank's authentication, declined (the order
 * failed, its coupon uses and trial given back, the attempt open again for another card), or
 * never made (the order cancelled, the attempt open again). The provider idempotency key is the
 * order's (`order-{id}`), so a resumed attempt never charges one order twice.
 */
export class CheckoutCharges {
  private readonly attempts: CheckoutAttemptRepository;

  constructor(
    private readonly db: Db,
    private readonly payments: CheckoutPayments,
    private readonly settlement: OrderSettlement,
    private readonly completion: CheckoutCompletion,
    private readonly guard: CardTestingGuard,
  ) {
    this.attempts = new CheckoutAttemptRepository(db);
  }

  /** Charges the pending order with the person present (or nothing, when nothing is due now). */
  async charge(attempt: CheckoutAttemptRow, now: Date, origin: CardAttempt | null): Promise<PlaceOutcome> {
    const found =
      attempt.orderId === null ? undefined : await new OrderRepository(this.db).byId(attempt.orderId);
    if (found === undefined) throw new Error(`checkout attempt ${attempt.id} has no order to charge`);
    const { order } = found;
    const dueCents = order.totalCents - order.balanceDueCents;
    if (dueCents === 0) return this.paid(attempt, '', now);
    if (order.paymentCustomerId === null || order.paymentMethodId === null)
      throw new Error(`order ${order.id} owes ${dueCents} cents and has no card`);
    const result = await this.payments.chargeOnSession({
      providerCustomerId: order.paymentCustomerId,
      providerMethodId: order.paymentMethodId,
      amountCents: dueCents,
      description: `Maplepack order ${order.id}`,
      idempotencyKey: orderChargeKey(order.id),
    });
    return this.settle(attempt, result, now, origin);
  }

  /** A retry (or the reconciliation) after a crash during the charge: the provider says what happened. */
  async afterCrash(attempt: CheckoutAttemptRow, now: Date): Promise<PlaceOutcome | typeof RESTART> {
    const orderId = this.orderOf(attempt);
    const lookup = await this.payments.findCharge(orderChargeKey(orderId));
    switch (lookup.status) {
      case 'succeeded':
        return this.paid(attempt, lookup.chargeId, now);
      case 'requires_action':
        return this.settle(attempt, await this.payments.resumeCharge(lookup.paymentIntentId), now, null);
      case 'failed':
        return this.declined(attempt, { code: 'payment.declined', message: lookup.message }, now, null);
      default:
        await this.abandon(attempt, now);
        return RESTART;
    }
  }

  /**
   * A retry while the bank's authentication is pending: the same card resumes it (succeeded,
   * refused, or still waiting); another card gives it up first (unless it went through after all).
   */
  async afterAuthentication(
    attempt: CheckoutAttemptRow,
    now: Date,
    cardToken: string | null,
    origin: CardAttempt | null,
  ): Promise<PlaceOutcome | typeof RESTART> {
    const intentId = attempt.paymentIntentId;
    if (intentId === null) throw new Error(`checkout attempt ${attempt.id} waits without a payment`);
    const current = await this.payments.resumeCharge(intentId);
    if (current.status === 'requires_action' && cardToken !== null && cardToken !== attempt.cardToken)
      return this.giveUp(attempt, now);
    return this.settle(attempt, current, now, origin);
  }

  /** Cancels a charge waiting for authentication; keeps it if it went through meanwhile. */
  async giveUp(attempt: CheckoutAttemptRow, now: Date): Promise<PlaceOutcome | typeof RESTART> {
    const cancelled = await this.payments.cancelCharge(attempt.paymentIntentId ?? '');
    if (cancelled.status === 'succeeded') return this.paid(attempt, cancelled.chargeId, now);
    await this.abandon(attempt, now);
    return RESTART;
  }

  /** The charge went through: recorded first, so a crash before the end is finished, never charged again. */
  async paid(attempt: CheckoutAttemptRow, chargeId: string, now: Date): Promise<PlaceOutcome> {
    await this.attempts.update(attempt.id, {
      status: 'paid',
      chargeId,
      paymentIntentId: null,
      updatedAt: now,
    });
    return this.completion.finish(attempt.id, now);
  }

  private async settle(
    attempt: CheckoutAttemptRow,
    result: OnSessionCharge,
    now: Date,
    origin: CardAttempt | null,
  ): Promise<PlaceOutcome> {
    switch (result.status) {
      case 'succeeded':
        return this.paid(attempt, result.chargeId, now);
      case 'requires_action':
        if (attempt.status !== 'requires_action' || attempt.paymentIntentId !== result.paymentIntentId)
          await this.attempts.update(attempt.id, {
            status: 'requires_action',
            paymentIntentId: result.paymentIntentId,
            updatedAt: now,
          });
        return {
          kind: 'requires_action',
          attemptId: attempt.id,
          paymentIntentId: result.paymentIntentId,
          clientSecret: result.clientSecret,
        };
      default:
        return this.declined(attempt, result, now, origin);
    }
  }

  /** A refused charge: the order failed (uses and trial given back), the attempt open for another card. */
  private async declined(
    attempt: CheckoutAttemptRow,
    failure: { code: PaymentFailureCode; message: string },
    now: Date,
    origin: CardAttempt | null,
  ): Promise<PlaceOutcome> {
    await this.settlement.unpaid(this.orderOf(attempt), now, 'failed');
    await this.reopen(attempt, now);
    if (origin !== null && failure.code === 'payment.declined') await this.guard.declined(origin, now);
    return refused(cardRefusal(failure, attempt.callerId === null));
  }

  /** Nothing was charged for the order: cancelled (uses and trial given back), the attempt open. */
  private async abandon(attempt: CheckoutAttemptRow, now: Date): Promise<void> {
    await this.settlement.unpaid(this.orderOf(attempt), now, 'cancelled');
    await this.reopen(attempt, now);
  }

  /** Open again for another try, which sends the password again: none is kept meanwhile. */
  private async reopen(attempt: CheckoutAttemptRow, now: Date): Promise<void> {
    await this.attempts.update(attempt.id, {
      status: 'open',
      paymentIntentId: null,
      passwordHash: null,
      updatedAt: now,
    });
  }

  private orderOf(attempt: CheckoutAttemptRow): number {
    if (attempt.orderId === null) throw new Error(`checkout attempt ${attempt.id} has no order`);
    return attempt.orderId;
  }
}
