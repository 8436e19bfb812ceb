import { and, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { type Db } from '../client';
import { couponUsages, coupons } from '../schema/coupons';

/** Who uses a coupon: the signed-in account (and its e-mail), or a guest's billing e-mail. */
export interface CouponUser {
  customerId: number | null;
  email: string;
}

export type CouponClaim =
  | { ok: true }
  | { ok: false; code: 'coupon.usage-limit' | 'coupon.per-user-limit' | 'coupon.not-found' };

/** The usages of one person: their account's, or any made with their e-mail. */
function usedBy(user: CouponUser): SQL | undefined {
  return user.customerId === null
    ? eq(couponUsages.email, user.email)
    : or(eq(couponUsages.customerId, user.customerId), eq(couponUsages.email, user.email));
}

/**
 * The coupon usage ledger. `claim` runs inside the transaction that stores the order: its
 * conditional UPDATE both counts the use and locks the coupon's row, so of two orders racing for
 * the last use one wins and the other sees the limit reached (on PGlite and PostgreSQL alike), and
 * the per-customer count read after it cannot change before the transaction ends.
 */
export class CouponUsageRepository {
  constructor(private readonly db: Db) {}

  /** Uses of `code` by `user` so far (for the cart's check before any order exists). */
  async usesBy(code: string, user: CouponUser): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(couponUsages)
      .innerJoin(coupons, eq(coupons.id, couponUsages.couponId))
      .where(and(eq(coupons.code, code), usedBy(user)));
    return row?.total ?? 0;
  }

  /** Counts one use of `code` by `user` for `orderId`, or says which limit refuses it. */
  async claim(code: string, orderId: number, user: CouponUser): Promise<CouponClaim> {
    const [coupon] = await this.db
      .update(coupons)
      .set({ usageCount: sql`${coupons.usageCount} + 1` })
      .where(
        and(
          eq(coupons.code, code),
          sql`(${coupons.usageLimit} is null or ${coupons.usageCount} < ${coupons.usageLimit})`,
        ),
      )
      .returning({ id: coupons.id, limitPerUser: coupons.usageLimitPerUser });
    if (coupon === undefined) {
      const [exists] = await this.db.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
      return { ok: false, code: exists === undefined ? 'coupon.not-found' : 'coupon.usage-limit' };
    }
    if (coupon.limitPerUser !== null) {
      const [used] = await this.db
        .select({ total: count() })
        .from(couponUsages)
        .where(and(eq(couponUsages.couponId, coupon.id), usedBy(user)));
      if ((used?.total ?? 0) >= coupon.limitPerUser) return { ok: false, code: 'coupon.per-user-limit' };
    }
    await this.db
      .insert(couponUsages)
      .values({ couponId: coupon.id, orderId, customerId: user.customerId, email: user.email });
    return { ok: true };
  }

  /** Gives back the uses of an order that was never paid (declined, abandoned). */
  async release(orderId: number): Promise<void> {
    const released = await this.db
      .delete(couponUsages)
      .where(eq(couponUsages.orderId, orderId))
      .returning({ couponId: couponUsages.couponId });
    for (const { couponId } of released) {
      await this.db
        .update(coupons)
        .set({ usageCount: sql`greatest(${coupons.usageCount} - 1, 0)` })
        .where(eq(coupons.id, couponId));
    }
  }
}
