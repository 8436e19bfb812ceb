import { eq } from 'drizzle-orm';
import { type Db } from '../client';
import { coupons } from '../schema/coupons';

export type CouponRow = typeof coupons.$inferSelect;

export class CouponRepository {
  constructor(private readonly db: Db) {}

  /** The coupon with this code; codes are stored lower-case, so pass a normalised code. */
  async byCode(code: string): Promise<CouponRow | undefined> {
    const [row] = await this.db.select().from(coupons).where(eq(coupons.code, code));
    return row;
  }
}
