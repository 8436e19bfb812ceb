import {
  ADMIN_COUPON_ERROR_CODES,
  ADMIN_COUPON_MESSAGES,
  ADMIN_ERROR_CODES,
  type AdminCoupon,
  type AdminCouponListQuery,
  type AdminCouponRequest,
} from '@maplepack/api-contract';
import { toDecimalString, wooCouponSchema } from '@maplepack/pricing';
import { and, asc, count, eq, ilike, ne, or, type SQL } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { coupons } from '../../db/schema/coupons';
import { errorAnswer, type HttpAnswer } from '../http-answer';
import { toCouponResponse } from '../catalogue/coupon-response';
import { type StaffSession } from './admin-auth-service';
import { likeText, recordAudit } from './audit-log';

type CouponRow = typeof coupons.$inferSelect;

export function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    ...toCouponResponse(row),
    minimum_amount: row.minimumAmountCents === null ? null : toDecimalString(row.minimumAmountCents),
    maximum_amount: row.maximumAmountCents === null ? null : toDecimalString(row.maximumAmountCents),
    email_restrictions: row.emailRestrictions,
    usage_limit: row.usageLimit,
    usage_limit_per_user: row.usageLimitPerUser,
    usage_count: row.usageCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** What the audit keeps of a coupon: everything staff set (not the use count, which checkout moves). */
function audited(row: CouponRow) {
  const { usage_count: _count, created_at: _created, id: _id, ...fields } = toAdminCoupon(row);
  return fields;
}

/**
 * The request as table values, when the pricing lib's coupon schema accepts it (the amount parsed
 * as a percent or as money by its type), else the lib's message.
 */
function couponValues(
  body: AdminCouponRequest,
): { ok: true; values: Omit<typeof coupons.$inferInsert, 'id'> } | { ok: false; message: string } {
  const parsed = wooCouponSchema.safeParse({
    code: body.code,
    amount: body.amount,
    discount_type: body.discount_type,
    free_shipping: body.free_shipping,
    individual_use: body.individual_use,
    product_ids: body.product_ids,
    excluded_product_ids: body.excluded_product_ids,
    product_categories: body.product_categories,
    excluded_product_categories: body.excluded_product_categories,
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? 'invalid coupon' };
  const coupon = parsed.data;
  // The rate parser is the tax rates' too (up to 1000 %); a discount takes at most everything.
  if ('ratePpm' in coupon && coupon.ratePpm > 1_000_000)
    return { ok: false, message: 'a percent coupon takes off at most 100%' };
  if (
    body.minimum_amount !== null &&
    body.maximum_amount !== null &&
    body.minimum_amount > body.maximum_amount
  )
    return { ok: false, message: 'the minimum spend is above the maximum spend' };
  return {
    ok: true,
    values: {
      code: coupon.code,
      description: body.description,
      discountType: coupon.discountType,
      ratePpm: 'ratePpm' in coupon ? coupon.ratePpm : null,
      amountCents: 'amountCents' in coupon ? coupon.amountCents : null,
      freeShipping: coupon.freeShipping,
      individualUse: coupon.individualUse,
      productIds: coupon.productIds,
      excludedProductIds: coupon.excludedProductIds,
      productCategories: coupon.productCategories,
      excludedProductCategories: coupon.excludedProductCategories,
      emailRestrictions: [...new Set(body.email_restrictions)],
      minimumAmountCents: body.minimum_amount,
      maximumAmountCents: body.maximum_amount,
      usageLimit: body.usage_limit,
      usageLimitPerUser: body.usage_limit_per_user,
      dateExpires: body.date_expires === null ? null : new Date(body.date_expires),
    },
  };
}

/** The catalogue role's coupons (issue 18): every change checked by the pricing lib and audited. */
export class AdminCouponService {
  constructor(private readonly db: Db) {}

  async list(query: AdminCouponListQuery): Promise<{ coupons: AdminCoupon[]; total: number }> {
    const conditions: (SQL | undefined)[] = [];
    if (query.search !== undefined && query.search !== '') {
      const like = likeText(query.search);
      conditions.push(or(ilike(coupons.code, like), ilike(coupons.description, like)));
    }
    if (query.discount_type !== undefined) conditions.push(eq(coupons.discountType, query.discount_type));
    const where = and(...conditions);
    const [total] = await this.db.select({ total: count() }).from(coupons).where(where);
    const rows = await this.db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(asc(coupons.code))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    return { coupons: rows.map(toAdminCoupon), total: total?.total ?? 0 };
  }

  async get(id: number): Promise<AdminCoupon | undefined> {
    const [row] = await this.db.select().from(coupons).where(eq(coupons.id, id));
    return row === undefined ? undefined : toAdminCoupon(row);
  }

  /** Creates (id undefined) or replaces a coupon, with its audit entry in the same transaction. */
  async save(
    id: number | undefined,
    by: StaffSession,
    body: AdminCouponRequest,
    ip: string,
    now: Date,
  ): Promise<HttpAnswer> {
    const checked = couponValues(body);
    if (!checked.ok)
      return errorAnswer(
        400,
        ADMIN_COUPON_ERROR_CODES.invalid,
        `${ADMIN_COUPON_MESSAGES.invalid} ${checked.message}.`,
      );
    const values = checked.values;
    const outcome = await this.db.transaction(async (tx) => {
      let before: CouponRow | undefined;
      if (id !== undefined) {
        [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
        if (before === undefined) return { kind: 'not-found' as const };
      }
      const [taken] = await tx
        .select({ id: coupons.id })
        .from(coupons)
        .where(
          id === undefined
            ? eq(coupons.code, values.code)
            : and(eq(coupons.code, values.code), ne(coupons.id, id)),
        );
      if (taken !== undefined) return { kind: 'taken' as const };
      const [after] =
        id === undefined
          ? await tx
              .insert(coupons)
              .values({ ...values, createdAt: now })
              .returning()
          : await tx.update(coupons).set(values).where(eq(coupons.id, id)).returning();
      if (after === undefined) throw new Error('the coupon was not written');
      await recordAudit(tx, {
        at: now,
        staffId: by.staffId,
        action: before === undefined ? 'coupon.created' : 'coupon.updated',
        targetType: 'coupon',
        targetId: after.id,
        before: before === undefined ? null : audited(before),
        after: audited(after),
        ip,
      });
      return { kind: 'saved' as const, coupon: toAdminCoupon(after), created: before === undefined };
    });
    if (outcome.kind === 'not-found')
      return errorAnswer(404, ADMIN_ERROR_CODES.notFound, ADMIN_COUPON_MESSAGES.notFound);
    if (outcome.kind === 'taken')
      return errorAnswer(409, ADMIN_COUPON_ERROR_CODES.codeTaken, ADMIN_COUPON_MESSAGES.codeTaken);
    return { status: outcome.created ? 201 : 200, body: outcome.coupon };
  }
}
