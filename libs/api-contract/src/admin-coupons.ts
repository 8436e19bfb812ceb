import { discountTypeSchema } from '@maplepack/pricing';
import { z } from 'zod';
import { couponResponseSchema } from './coupons';
import { dbInt } from './db-integers';
import { moneyInput } from './money';
import { paginationQuery } from './pagination';
import { queryInteger } from './query-values';
import { safeLine, safeString } from './safe-text';

/** The back office's coupons (issue 18, the catalogue role): all six types the pricing lib knows. */
export const ADMIN_COUPON_MESSAGES = {
  notFound: 'Coupon not found.',
  codeTaken: 'Another coupon already has this code.',
  invalid: 'This coupon cannot be saved:',
} as const;

export const ADMIN_COUPON_ERROR_CODES = {
  codeTaken: 'admin.coupon-code-taken',
  invalid: 'admin.coupon-invalid',
} as const;

/** GET /api/v1/admin/coupons: `search` matches the code or the description. */
export const adminCouponListQuerySchema = z.strictObject({
  search: safeLine(200).optional(),
  discount_type: discountTypeSchema.optional(),
  ...paginationQuery(50),
});
export type AdminCouponListQuery = z.output<typeof adminCouponListQuerySchema>;

export const adminCouponParamsSchema = z.object({ id: queryInteger.pipe(z.number().int().positive()) });

/** A coupon as staff see it: the storefront's shape plus its limits and who may use it. */
export const adminCouponSchema = couponResponseSchema.extend({
  /** Null: no minimum or maximum (the storefront writes "0.00" for both). */
  minimum_amount: z.string().nullable(),
  maximum_amount: z.string().nullable(),
  email_restrictions: z.array(z.string()),
  usage_limit: z.number().int().nullable(),
  usage_limit_per_user: z.number().int().nullable(),
  usage_count: z.number().int().nonnegative(),
  created_at: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;

export const adminCouponListResponseSchema = z.object({
  coupons: z.array(adminCouponSchema),
  total: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
});
export type AdminCouponListResponse = z.infer<typeof adminCouponListResponseSchema>;

const ids = z.array(dbInt.pipe(z.number().int().positive())).max(500);
const limit = dbInt.pipe(z.number().int().min(1, 'A limit is at least 1.')).nullable();
const money = moneyInput.pipe(z.number().int().min(0)).nullable();
/** An e-mail, or `*@domain` for everyone at a domain; stored lower-case (spec §4). */
const emailRule = safeLine(254)
  .toLowerCase()
  .pipe(
    z
      .string()
      .regex(
        /^(\*|[^\s@*]+)@[^\s@*]+\.[^\s@*]+$/,
        'An e-mail rule is an address or *@domain (e.g. *@example.ca).',
      ),
  );

/**
 * POST /api/v1/admin/coupons and PUT /api/v1/admin/coupons/{id}: the whole coupon. `amount` is a percent
 * for the percent types ("10", "12.5"), money otherwise ("5.00"); the pricing lib's coupon schema parses
 * it, and the server refuses what it refuses, with its message.
 */
export const adminCouponRequestSchema = z.strictObject({
  code: safeLine(60).pipe(z.string().min(1, 'Please enter the code.')),
  description: safeString(2000),
  discount_type: discountTypeSchema,
  amount: safeLine(20).pipe(z.string().min(1, 'Please enter the amount.')),
  free_shipping: z.boolean(),
  individual_use: z.boolean(),
  product_ids: ids,
  excluded_product_ids: ids,
  product_categories: ids,
  excluded_product_categories: ids,
  email_restrictions: z.array(emailRule).max(200),
  minimum_amount: money,
  maximum_amount: money,
  usage_limit: limit,
  usage_limit_per_user: limit,
  /** The instant it stops working (ISO 8601), or null: never. */
  date_expires: z.iso.datetime({ offset: true }).max(40).nullable(),
});
export type AdminCouponRequest = z.output<typeof adminCouponRequestSchema>;
export type AdminCouponRequestInput = z.input<typeof adminCouponRequestSchema>;
