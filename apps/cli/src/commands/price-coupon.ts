import { z } from 'zod';
import { moneyStringSchema, wooCouponSchema, type Coupon, type CouponLimits } from '@maplepack/pricing';
import { parseShopInstant } from '@maplepack/calendar';

const count = z.number().int().min(0).max(1_000_000_000);

/**
 * A coupon of `maplepack price`: the WooCommerce coupon pricing reads, plus its store limits
 * (optional; WooCommerce's names): `date_expires`, `minimum_amount`, `maximum_amount`,
 * `email_restrictions`, `usage_limit` and `usage_count`. Parsed into the domain coupon and its limits.
 */
export const priceCouponSchema = z
  .strictObject({
    ...wooCouponSchema.in.shape,
    date_expires: z
      .string()
      .refine((text) => parseShopInstant(text) !== undefined, {
        error: 'expected a date like "2026-12-01" or a date-time like "2026-12-01T05:00:00Z"',
      })
      .nullable()
      .optional(),
    minimum_amount: moneyStringSchema.optional(),
    maximum_amount: moneyStringSchema.optional(),
    email_restrictions: z.array(z.string().min(1)).optional(),
    usage_limit: count.nullable().optional(),
    usage_count: count.optional(),
  })
  .transform((input, ctx): { coupon: Coupon; limits: CouponLimits } => {
    const {
      date_expires: expires,
      minimum_amount: minimum,
      maximum_amount: maximum,
      email_restrictions: emails,
      usage_limit: usageLimit,
      usage_count: usageCount,
      ...woo
    } = input;
    const parsed = wooCouponSchema.safeParse(woo);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return {
      coupon: parsed.data,
      limits: {
        expiresAtMs: expires === undefined || expires === null ? null : (parseShopInstant(expires) ?? null),
        emailRestrictions: emails ?? [],
        usageLimit: usageLimit ?? null,
        usageCount: usageCount ?? 0,
        usageLimitPerUser: null,
        minimumAmountCents: minimum ?? null,
        maximumAmountCents: maximum ?? null,
      },
    };
  });
export type PriceCoupon = z.output<typeof priceCouponSchema>;
