import { type Db } from '../../db/client';
import { CouponUsageRepository } from '../../db/repositories/coupon-usage-repository';
import { OrderRepository } from '../../db/repositories/order-repository';
import { TrialProgramRepository } from '../../db/repositories/trial-program-repository';

/**
 * The end of a checkout attempt, either way. A paid order keeps what it used; an order that was
 * never paid (declined, or abandoned and cancelled by the reconciliation) gives its coupon uses and
 * its trial back in the same transaction that closes it, so a declined card costs nobody a coupon.
 */
export class OrderSettlement {
  constructor(private readonly db: Db) {}

  async paid(orderId: number, now: Date, transactionId: string): Promise<void> {
    await new OrderRepository(this.db).update(orderId, {
      status: 'processing',
      setPaid: true,
      datePaid: now,
      transactionId,
      updatedAt: now,
    });
  }

  async unpaid(orderId: number, now: Date, status: 'failed' | 'cancelled'): Promise<void> {
    await this.db.transaction(async (tx) => {
      await new OrderRepository(tx).update(orderId, { status, updatedAt: now });
      await new CouponUsageRepository(tx).release(orderId);
      await new TrialProgramRepository(tx).release(orderId);
    });
  }
}
