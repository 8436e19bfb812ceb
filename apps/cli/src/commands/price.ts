import { type Command } from 'commander';
import { z } from 'zod';
import {
  checkCouponLimits,
  formatRatePercent,
  linesSubtotalCents,
  moneyStringSchema,
  priceOrder,
  provinceCodeSchema,
  taxRulesInEffect,
  toDecimalString,
  wooTaxRuleSchema,
  type Coupon,
  type CouponLimitCode,
  type PriceBreakdown,
  type PricingLine,
} from '@maplepack/pricing';
import { InputError, parseInput, readJsonInput, runJsonCommand } from '../io';
import { priceCouponSchema } from './price-coupon';
import { isIsoDate, parseShopInstant, shopDay } from '@maplepack/calendar';

const pills = z.number().int().min(0).max(1000);

/** The `maplepack price` input (CONTRACTS §1), plus the optional `date` and `email`. */
export const priceRequestSchema = z.strictObject({
  mode: z.enum(['guest', 'signedin']),
  lines: z.array(
    z.strictObject({
      productId: z.number().int().positive(),
      unitPrice: moneyStringSchema,
      amQty: pills,
      pmQty: pills,
      categoryIds: z.array(z.number().int().nonnegative()).optional(),
    }),
  ),
  oldPackSubtotal: moneyStringSchema.optional(),
  coupons: z.array(priceCouponSchema).optional(),
  province: provinceCodeSchema,
  shipping: z.strictObject({
    rate: moneyStringSchema,
    extraFee: moneyStringSchema.optional(),
    /** Absent or null: the shop sets no free-shipping minimum. */
    freeShippingMin: moneyStringSchema.nullable().optional(),
  }),
  campaign: z.string().nullable().optional(),
  taxRules: z.array(wooTaxRuleSchema).optional(),
  date: z.string().refine(isIsoDate, 'expected a date like "2026-11-21"').optional(),
  email: z.string().min(1).nullable().optional(),
});
export type PriceRequest = z.output<typeof priceRequestSchema>;

/** The `maplepack price` output: money as two-decimal strings, rates as WooCommerce writes them. */
export function priceResponse(breakdown: PriceBreakdown) {
  return {
    subtotal: toDecimalString(breakdown.subtotalCents),
    discount: toDecimalString(breakdown.discountCents),
    discountedSubtotal: toDecimalString(breakdown.discountedSubtotalCents),
    shipping: toDecimalString(breakdown.shippingCents),
    tax: toDecimalString(breakdown.taxCents),
    total: toDecimalString(breakdown.totalCents),
    taxLines: breakdown.taxLines.map((line) => ({
      name: line.name,
      rate: formatRatePercent(line.ratePpm),
      amount: toDecimalString(line.amountCents),
    })),
    coupons: breakdown.coupons.map((coupon) =>
      coupon.status === 'rejected'
        ? {
            code: coupon.code,
            status: coupon.status,
            discount: '0.00',
            message: coupon.message,
            reason: coupon.reason,
          }
        : { code: coupon.code, status: coupon.status, discount: toDecimalString(coupon.discountCents) },
    ),
  };
}
export type PriceResponse = ReturnType<typeof priceResponse>;

/**
 * Prices one request. `today` (YYYY-MM-DD) stands for `date` when the request gives none: it picks
 * the seeded Canadian tax rules (unless `taxRules` are given) and is the day the coupons' store
 * limits are checked on (at its start, in the shop's time zone).
 */
export function runPrice(raw: unknown, today: string) {
  const request = parseInput(priceRequestSchema, raw);
  const date = request.date ?? today;
  let taxRules = request.taxRules;
  if (taxRules === undefined) {
    const seeded = taxRulesInEffect(date);
    if (!seeded.ok) throw new InputError(`date: ${seeded.message}`);
    taxRules = seeded.rules;
  }
  const lines: PricingLine[] = request.lines.map((line) => ({
    productId: line.productId,
    unitPriceCents: line.unitPrice,
    amQty: line.amQty,
    pmQty: line.pmQty,
    categoryIds: line.categoryIds ?? [],
  }));
  const nowMs = parseShopInstant(date);
  if (nowMs === undefined) throw new InputError(`date: expected a date like "2026-11-21"`);
  const use = {
    nowMs,
    email: request.email ?? null,
    subtotalCents: linesSubtotalCents(lines),
    usesByCustomer: null,
  };
  const coupons = request.coupons ?? [];
  const refusedCoupons = new Map<Coupon, CouponLimitCode>();
  for (const { coupon, limits } of coupons) {
    const checked = checkCouponLimits(limits, use);
    if (!checked.ok) refusedCoupons.set(coupon, checked.code);
  }
  const breakdown = priceOrder({
    mode: request.mode,
    lines,
    oldPackSubtotalCents: request.oldPackSubtotal ?? 0,
    coupons: coupons.map(({ coupon }) => coupon),
    location: { country: 'CA', state: request.province },
    shipping: {
      rateCents: request.shipping.rate,
      extraFeeCents: request.shipping.extraFee ?? 0,
      freeShippingMinCents: request.shipping.freeShippingMin ?? null,
    },
    campaign: request.campaign ?? null,
    taxRules,
    refusedCoupons,
  });
  return priceResponse(breakdown);
}

/** Today in the shop (calendar's shopDay on this machine's clock): the day the API prices on too. */
export function shopToday(): string {
  return shopDay(Date.now());
}

export const PRICE_HELP = `
Input: one JSON order (CONTRACTS.md §1). Money is a string with at most two decimals ("4.50");
every key below is known, any other key is bad input (exit 2), at any depth.
  mode              "guest" (coupons apply) or "signedin" (cart + old pack, coupons ignored)
  lines             [{ productId, unitPrice, amQty, pmQty, categoryIds? }]
                      productId   positive integer
                      unitPrice   price per daily pill per month: a line costs unitPrice × (amQty + pmQty)
                      amQty pmQty morning and evening pills, 0 to 1000
                      categoryIds optional integer ids, for coupon eligibility
  province          a province or territory code, any case ("on", "QC")
  shipping          { rate, extraFee?, freeShippingMin? }: rate is charged unless the discounted subtotal
                    is strictly greater than freeShippingMin (then extraFee, default "0.00"); null or
                    absent freeShippingMin: no free shipping by amount
  oldPackSubtotal   optional, signedin mode: the current pack's subtotal (default "0.00")
  coupons           optional, in the order entered:
                    [{ code, amount, discount_type, free_shipping?, individual_use?, product_ids?,
                       excluded_product_ids?, product_categories?, excluded_product_categories?,
                       date_expires?, minimum_amount?, maximum_amount?, email_restrictions?,
                       usage_limit?, usage_count? }]
                      discount_type  percent | fixed_cart | fixed_product | store_credit |
                                     recurring_percent | recurring_fee (recurring: renewal-only)
                      amount         a percent ("10", up to 4 decimals) or money ("5.00")
                      date_expires   "2026-12-01" (expires at the start of that day, shop time),
                                     "2026-12-01T12:00:00" (shop time) or with Z / an offset; null: never
                      minimum_amount maximum_amount   spend limits on the cart subtotal ("0.00": none)
                      email_restrictions  exact addresses or "*@domain" patterns, checked against email
                      usage_limit usage_count   refused once usage_count reaches usage_limit
  campaign          optional; "trialprogram" ships free
  taxRules          optional WooCommerce tax rules: [{ country?, state?, postcode?, city?, rate: "13.0000",
                    name, priority?, compound?, shipping?, order?, class? }]; without them the shop's
                    seeded Canadian rules in effect on date apply
  date              optional YYYY-MM-DD (default: today in the shop, Toronto time): the day priced, for the seeded tax rules and
                    the coupons' expiry (checked at the start of the day, Toronto time)
  email             optional: the signed-in customer's e-mail, for coupons with email_restrictions
                    (absent: a guest, who gets no e-mail-restricted coupon)
Output: { subtotal, discount, discountedSubtotal, shipping, tax, total, taxLines: [{ name, rate, amount }],
  coupons: [{ code, status: applied | renewal-only | rejected, discount, message?, reason? }] }
  A rejected coupon's message is the spec's ('Coupon is invalid.', 'Coupon has already been applied.');
  reason says which rule refused it (coupon.expired, coupon.minimum-amount, coupon.not-applicable, …).
Exit codes: 0 priced, 2 bad input (one line on standard error naming the field), 1 a bug.`;

/** Registers `maplepack price [file]`. */
export function registerPrice(program: Command): void {
  program
    .command('price')
    .description('Price an order: discounts, shipping, Canadian taxes and the total.')
    .argument('[file]', 'JSON input file; "-" or nothing reads standard input')
    .addHelpText('after', PRICE_HELP)
    .action(async (file: string | undefined) => {
      await runJsonCommand(() => runPrice(readJsonInput(file), shopToday()));
    });
}
