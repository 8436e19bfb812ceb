import { assertWholeCents } from './money';
import { type RatePpm } from './rate';
import { type TaxRule } from './tax-rule';

export interface TaxLine {
  name: string;
  ratePpm: RatePpm;
  amountCents: number;
}

export interface TaxResult {
  lines: TaxLine[];
  totalCents: number;
}

/** An exact non-negative amount of cents as a fraction, so compound rules never see rounding. */
interface Exact {
  n: bigint;
  d: bigint;
}
const PPM = 1_000_000n;
const ZERO: Exact = { n: 0n, d: 1n };
const exactCents = (cents: number): Exact => ({ n: BigInt(cents), d: 1n });
const add = (a: Exact, b: Exact): Exact => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const times = (a: Exact, ratePpm: RatePpm): Exact => ({ n: a.n * BigInt(ratePpm), d: a.d * PPM });
const roundHalfUp = (a: Exact): number => Number((2n * a.n + a.d) / (2n * a.d));

/**
 * Taxes on an order (CONTRACTS §1), given the rules already selected for the address (see
 * `selectTaxRules`) in their order. Non-compound rules tax the items plus, when the rule's
 * `shipping` flag is set, the shipping charge. Compound rules (after every non-compound one, in
 * order, as WooCommerce does) tax the same base plus the taxes before them on that base. Each line
 * is computed exactly and rounded half up to cents once; the total is the sum of the lines.
 * Negative bases count as 0: tax is never computed on a negative amount.
 */
export function computeTaxes(
  itemsCents: number,
  shippingCents: number,
  rules: readonly TaxRule[],
): TaxResult {
  assertWholeCents(itemsCents);
  assertWholeCents(shippingCents);
  const itemsBase = exactCents(Math.max(0, itemsCents));
  const shippingBase = exactCents(Math.max(0, shippingCents));
  const parts = rules.map(() => ({ items: ZERO, shipping: ZERO }));
  let itemsTaxes = ZERO;
  let shippingTaxes = ZERO;
  const pass = (compound: boolean): void => {
    rules.forEach((rule, index) => {
      if (rule.compound !== compound) return;
      const items = times(compound ? add(itemsBase, itemsTaxes) : itemsBase, rule.ratePpm);
      const shipping = rule.shipping
        ? times(compound ? add(shippingBase, shippingTaxes) : shippingBase, rule.ratePpm)
        : ZERO;
      parts[index] = { items, shipping };
      itemsTaxes = add(itemsTaxes, items);
      shippingTaxes = add(shippingTaxes, shipping);
    });
  };
  pass(false);
  pass(true);
  const lines = rules.map((rule, index) => {
    const part = parts[index] ?? { items: ZERO, shipping: ZERO };
    return {
      name: rule.name,
      ratePpm: rule.ratePpm,
      amountCents: roundHalfUp(add(part.items, part.shipping)),
    };
  });
  return { lines, totalCents: lines.reduce((sum, line) => sum + line.amountCents, 0) };
}
