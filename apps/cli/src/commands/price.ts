import { type Command } from 'commander';
import { z } from 'zod';
import {
  formatRatePercent,
  isIsoDate,
  moneyStringSchema,
  priceOrder,
  provinceCodeSchema,
  taxRulesInEffect,
  toDecimalString,
  wooCouponSchema,
  wooTaxRuleSchema,
  type PriceBreakdown,
} from '@maplepack/pricing';
import { InputError, parseInput, readJsonInput, runJsonCommand } from '../io';

const pills = z.number().int().min(0).max(1000);

/** The `maplepack price` input (CONTRACTS §1), plus the optional `date` that picks the tax table. */
export const priceRequestSchema = z.strictObject({
  mode: z.enum(['guest', 'signedin']),
  lines: z.array(
    z.object({
      productId: z.number().int().positive(),
      unitPrice: moneyStringSchema,
      amQty: pills,
      pmQty: pills,
      categoryIds: z.array(z.number().int().nonnegative()).optional(),
    }),
  ),
  oldPackSubtotal: moneyStringSchema.optional(),
  coupons: z.array(wooCouponSchema).optional(),
  province: provinceCodeSchema,
  shipping: z.object({
    rate: moneyStringSchema,
    extraFee: moneyStringSchema.optional(),
    /** Absent or null: the shop sets no free-shipping minimum. */
    freeShippingMin: moneyStringSchema.nullable().optional(),
  }),
  campaign: z.string().nullable().optional(),
  taxRules: z.array(wooTaxRuleSchema).optional(),
  date: z.string().refine(isIsoDate, 'expected a date like "2026-11-21"').optional(),
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
        ? { code: coupon.code, status: coupon.status, discount: '0.00', message: coupon.message }
        : { code: coupon.code, status: coupon.status, discount: toDecimalString(coupon.discountCents) },
    ),
  };
}

/**
 * Prices one request. `today` (YYYY-MM-DD) picks the seeded Canadian tax rules when the request
 * gives neither `taxRules` nor `date`.
 */
export function runPrice(raw: unknown, today: string) {
  const request = parseInput(priceRequestSchema, raw);
  let taxRules = request.taxRules;
  if (taxRules === undefined) {
    const seeded = taxRulesInEffect(request.date ?? today);
    if (!seeded.ok) throw new InputError(`date: ${seeded.message}`);
    taxRules = seeded.rules;
  }
  const breakdown = priceOrder({
    mode: request.mode,
    lines: request.lines.map((line) => ({
      productId: line.productId,
      unitPriceCents: line.unitPrice,
      amQty: line.amQty,
      pmQty: line.pmQty,
      categoryIds: line.categoryIds ?? [],
    })),
    oldPackSubtotalCents: request.oldPackSubtotal ?? 0,
    coupons: request.coupons ?? [],
    location: { country: 'CA', state: request.province },
    shipping: {
      rateCents: request.shipping.rate,
      extraFeeCents: request.shipping.extraFee ?? 0,
      freeShippingMinCents: request.shipping.freeShippingMin ?? null,
    },
    campaign: request.campaign ?? null,
    taxRules,
  });
  return priceResponse(breakdown);
}

/** Today's date on this machine's clock (local time, so TZ decides), as YYYY-MM-DD. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const HELP = `
Reads a JSON order (CONTRACTS.md §1) and prints its totals as JSON.
  mode             "guest" or "signedin"
  lines            [{ productId, unitPrice: "4.50", amQty, pmQty, categoryIds }]
  province         a province or territory code, any case ("on", "QC")
  shipping         { rate: "9.50", extraFee: "0.00", freeShippingMin: "60.00" }
  oldPackSubtotal  optional, signed-in mode: the current pack's subtotal
  coupons          optional WooCommerce coupons, in the order entered
  campaign         optional; "trialprogram" ships free
  taxRules         optional WooCommerce tax rules; without them the seeded Canadian rules apply
  date             optional YYYY-MM-DD choosing the seeded rules (default: today)
Exit codes: 0 priced, 2 bad input (one line on standard error naming the field).`;

/** Registers `maplepack price [file]`. */
export function registerPrice(program: Command): void {
  program
    .command('price')
    .description('Price an order: discounts, shipping, Canadian taxes and the total.')
    .argument('[file]', 'JSON input file; "-" or nothing reads standard input')
    .addHelpText('after', HELP)
    .action(async (file: string | undefined) => {
      await runJsonCommand(() => runPrice(readJsonInput(file), localToday()));
    });
}
