import { type Db } from '../../db/client';
import { CheckoutAttemptRepository } from '../../db/repositories/checkout-attempt-repository';
import { RESTART, type CheckoutCharges } from './checkout-charges';
import { ATTEMPT_LOCK_MS, AUTHENTICATION_WINDOW_MS, type PlaceOutcome } from './checkout-types';

/** How the reconciliation left a checkout's pending order ('skipped': not yet, try on a later pass). */
export type CheckoutOrderOutcome = 'paid' | 'failed' | 'cancelled' | 'skipped';

const outcomeOf = (placed: PlaceOutcome | typeof RESTART): CheckoutOrderOutcome => {
  if (placed === RESTART) return 'cancelled';
  if (placed.kind === 'completed') return 'paid';
  return placed.kind === 'requires_action' ? 'skipped' : 'failed';
};

/**
 * The reconciliation's part of the checkout (services/orders/order-reconciliation.ts asks it about every
 * stale pending order a checkout placed): a paid attempt is finished (account, paid order and
 * subscription in one transaction, then the e-mail); one that crashed mid-charge is settled from
 * the provider; one still waiting for 3-D Secure is left alone for an hour, then its charge is
 * given up (kept if it went through). A request working on the attempt meanwhile wins: skipped.
 */
export class CheckoutSettlement {
  private readonly attempts: CheckoutAttemptRepository;

  constructor(
    db: Db,
    private readonly charges: CheckoutCharges,
  ) {
    this.attempts = new CheckoutAttemptRepository(db);
  }

  /** Settles the checkout of a pending order; undefined when no checkout placed it. */
  async settleOrder(orderId: number, now: Date): Promise<CheckoutOrderOutcome | undefined> {
    const found = await this.attempts.byOrderId(orderId);
    if (found === undefined) return undefined;
    const attempt = await this.attempts.lock(found.id, now, new Date(now.getTime() + ATTEMPT_LOCK_MS));
    if (attempt === null) return 'skipped';
    try {
      switch (attempt.status) {
        case 'paid':
          return outcomeOf(await this.charges.paid(attempt, attempt.chargeId ?? '', now));
        case 'charging':
          return outcomeOf(await this.charges.afterCrash(attempt, now));
        case 'requires_action':
          if (attempt.updatedAt.getTime() > now.getTime() - AUTHENTICATION_WINDOW_MS) return 'skipped';
          return outcomeOf(await this.charges.giveUp(attempt, now));
        default:
          // An open or completed attempt no longer pays for this order: the order pass settles it.
          return undefined;
      }
    } finally {
      await this.attempts.release(attempt.id);
    }
  }
}
