import { z } from 'zod';
import { assertWholeCents, centsSchema } from './money';

// Every zod schema here is built in a `/* @__PURE__ */` closure: an app that imports only functions
// (priceOrder) drops the schemas it never reads, and zod with them (tools/packages).

/** Pills of one product taken at one time of day: bounded so a line total stays a safe integer. */
const pillCountSchema = () => z.number().int().min(0).max(1000);

/**
 * One cart or plan line as pricing sees it. `unitPriceCents` is the price of one daily pill for a
 * month, so the line costs unitPriceCents × (amQty + pmQty).
 */
export const pricingLineSchema = /* @__PURE__ */ (() =>
  z.object({
    productId: z.number().int().positive(),
    unitPriceCents: centsSchema,
    amQty: pillCountSchema(),
    pmQty: pillCountSchema(),
    categoryIds: z.array(z.number().int().nonnegative()),
  }))();
export type PricingLine = z.infer<typeof pricingLineSchema>;

/** Pills per day of the line: the quantity a fixed_product coupon multiplies its amount by. */
export function lineQuantity(line: Pick<PricingLine, 'amQty' | 'pmQty'>): number {
  return line.amQty + line.pmQty;
}

/** The line's subtotal in cents: unit price × (am + pm). */
export function lineSubtotalCents(line: Pick<PricingLine, 'unitPriceCents' | 'amQty' | 'pmQty'>): number {
  const cents = line.unitPriceCents * lineQuantity(line);
  assertWholeCents(cents);
  return cents;
}

/** Sum of the lines' subtotals in cents. */
export function linesSubtotalCents(lines: readonly PricingLine[]): number {
  const cents = lines.reduce((sum, line) => sum + lineSubtotalCents(line), 0);
  assertWholeCents(cents);
  return cents;
}
