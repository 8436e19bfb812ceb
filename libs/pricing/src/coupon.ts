import { z } from 'zod';
import { centsSchema, parseMoney } from './money';
import { parseRatePercent, ratePpmSchema } from './rate';

// Every zod schema here is built in a `/* @__PURE__ */` closure: an app that imports only functions
// (priceOrder) drops the schemas it never reads, and zod with them (tools/packages).

/** The six WooCommerce discount types the shop knows (spec §3 Coupon). */
export const DISCOUNT_TYPES = [
  'fixed_cart',
  'percent',
  'fixed_product',
  'store_credit',
  'recurring_fee',
  'recurring_percent',
] as const;
export const discountTypeSchema = /* @__PURE__ */ (() => z.enum(DISCOUNT_TYPES))();
export type DiscountType = z.infer<typeof discountTypeSchema>;

const PERCENT_TYPES = ['percent', 'recurring_percent'] as const;
const AMOUNT_TYPES = ['fixed_cart', 'fixed_product', 'store_credit', 'recurring_fee'] as const;

/** Subscription coupons: they discount renewals only and are dropped from the first order. */
export function isRecurringType(type: DiscountType): boolean {
  return type === 'recurring_fee' || type === 'recurring_percent';
}

/**
 * Codes compare case-insensitively (spec §4); WooCommerce stores them lower-case, so that is the
 * one form we keep and echo.
 */
export function normalizeCouponCode(code: string): string {
  return code.trim().toLowerCase();
}

export function sameCouponCode(a: string, b: string): boolean {
  return normalizeCouponCode(a) === normalizeCouponCode(b);
}

export const couponCodeSchema = /* @__PURE__ */ (() =>
  z.string().trim().min(1, 'a coupon code is required').transform(normalizeCouponCode))();

const idsSchema = () => z.array(z.number().int().nonnegative());

const couponRestrictions = () => ({
  code: couponCodeSchema,
  freeShipping: z.boolean(),
  individualUse: z.boolean(),
  productIds: idsSchema(),
  excludedProductIds: idsSchema(),
  productCategories: idsSchema(),
  excludedProductCategories: idsSchema(),
});

/**
 * A coupon as the domain sees it: percent types carry an exact rate in ppm, the others an amount
 * in cents (per pill-per-day for fixed_product and recurring_fee, per order otherwise).
 */
export const couponSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion('discountType', [
    z.object({ ...couponRestrictions(), discountType: z.enum(PERCENT_TYPES), ratePpm: ratePpmSchema }),
    z.object({ ...couponRestrictions(), discountType: z.enum(AMOUNT_TYPES), amountCents: centsSchema }),
  ]))();
export type Coupon = z.infer<typeof couponSchema>;

/**
 * A coupon as WooCommerce and the shop API write it (snake_case, amount as a decimal string),
 * parsed into a domain {@link Coupon}. Other WooCommerce fields are ignored. A percent amount may
 * have 4 decimals; a money amount 2. Missing flags and lists default to off and empty.
 */
export const wooCouponSchema = /* @__PURE__ */ (() =>
  z
    .object({
      code: z.string(),
      amount: z.string(),
      discount_type: discountTypeSchema,
      free_shipping: z.boolean().default(false),
      individual_use: z.boolean().default(false),
      product_ids: idsSchema().default([]),
      excluded_product_ids: idsSchema().default([]),
      product_categories: idsSchema().default([]),
      excluded_product_categories: idsSchema().default([]),
    })
    .transform((woo, ctx): Coupon => {
      const code = normalizeCouponCode(woo.code);
      if (code === '') {
        ctx.addIssue({ code: 'custom', message: 'a coupon code is required', path: ['code'] });
        return z.NEVER;
      }
      const restrictions = {
        code,
        freeShipping: woo.free_shipping,
        individualUse: woo.individual_use,
        productIds: woo.product_ids,
        excludedProductIds: woo.excluded_product_ids,
        productCategories: woo.product_categories,
        excludedProductCategories: woo.excluded_product_categories,
      };
      const type = woo.discount_type;
      if (type === 'percent' || type === 'recurring_percent') {
        const rate = parseRatePercent(woo.amount);
        if (rate.ok) return { ...restrictions, discountType: type, ratePpm: rate.ratePpm };
        ctx.addIssue({ code: 'custom', message: rate.message, path: ['amount'] });
        return z.NEVER;
      }
      const money = parseMoney(woo.amount);
      if (money.ok) return { ...restrictions, discountType: type, amountCents: money.amountCents };
      ctx.addIssue({ code: 'custom', message: money.message, path: ['amount'] });
      return z.NEVER;
    }))();
export type WooCouponInput = z.input<typeof wooCouponSchema>;
