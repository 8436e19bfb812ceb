import { z } from 'zod';
import { discountTypeSchema } from '@maplepack/pricing';
import { dbId, dbInt } from './db-integers';
import { moneyInput, moneyString } from './money';
import { emailSchema } from './query-values';

const ids = z.array(z.number().int().nonnegative());

/** POST /api/v1/coupons/validate body (spec §7): coupon, email, products (id, categories), subtotal. */
export const couponValidateRequestSchema = z.strictObject({
  coupon: z.string().trim().min(1, 'coupon is required').max(100),
  /**
   * Optional: counts the per-customer limit for a guest. E-mail restrictions are checked against the
   * signed-in account only, never against this field (a typed address proves nothing).
   */
  email: z.union([emailSchema, z.literal('')]).optional(),
  products: z.array(z.object({ id: dbId, categories: z.array(dbInt).max(50).default([]) })).max(500),
  subtotal: moneyInput,
});
export type CouponValidateRequest = z.output<typeof couponValidateRequestSchema>;

/** A coupon as WooCommerce writes it; pricing's `wooCouponSchema` parses it into the domain form. */
export const couponResponseSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  /** Percent for the percent types ("10.00"), otherwise an amount of money ("5.00"). */
  amount: z.string().regex(/^\d+\.\d{2,4}$/),
  discount_type: discountTypeSchema,
  description: z.string(),
  free_shipping: z.boolean(),
  individual_use: z.boolean(),
  product_ids: ids,
  excluded_product_ids: ids,
  product_categories: ids,
  excluded_product_categories: ids,
  minimum_amount: moneyString,
  maximum_amount: moneyString,
  date_expires: z.string().nullable(),
});
export type CouponResponse = z.infer<typeof couponResponseSchema>;

/**
 * The server's 'OK' (the cart shows 'Coupon applied'). A refusal is 'Coupon is invalid.', except where
 * the person can act on the reason (issue 17; spec §5 lets server messages through): an expired
 * coupon, or an order under (or over) the coupon's spending limit (the API's coupon-service words them).
 */
export const COUPON_VALID_MESSAGE = 'OK';

/**
 * The answer to a coupon check: always 200 for a well-formed request. `code` says why a coupon was
 * refused (for logs and support); people see `message`.
 */
export const couponValidateResponseSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('valid'),
    message: z.literal(COUPON_VALID_MESSAGE),
    coupon: couponResponseSchema,
  }),
  z.object({
    status: z.literal('invalid'),
    code: z.enum([
      'coupon.not-found',
      'coupon.expired',
      'coupon.usage-limit',
      'coupon.per-user-limit',
      'coupon.email-restricted',
      'coupon.minimum-amount',
      'coupon.maximum-amount',
      'coupon.not-applicable',
    ]),
    message: z.string(),
    coupon: z.null(),
  }),
]);
export type CouponValidateResponse = z.infer<typeof couponValidateResponseSchema>;
