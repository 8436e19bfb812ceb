import { type SubscriptionResponse } from '@maplepack/api-contract';
import { parseMoney } from '@maplepack/pricing';

/** One line of the plan a signed-in customer already has: what it costs a month. */
export interface OldPackLine {
  productId: number;
  subtotalCents: number;
}

/** Plans that still run (as the API's checkout reads them): active, or on hold (a trial, a pause). */
const RUNNING: ReadonlySet<string> = new Set(['active', 'on-hold']);

/**
 * The old pack of spec §4 ("signed-in total = subtotal (cart plus old pack)"): the lines of the
 * customer's first running plan (spec §7: the first subscription of the customer), null without one.
 */
export function oldPackOf(plans: readonly SubscriptionResponse[], customerId: number): OldPackLine[] | null {
  const plan = plans.find(
    (candidate) => candidate.customer_id === customerId && RUNNING.has(candidate.status),
  );
  if (plan === undefined) return null;
  return plan.line_items.map((line) => {
    const parsed = parseMoney(line.subtotal);
    return { productId: line.product_id, subtotalCents: parsed.ok ? parsed.amountCents : 0 };
  });
}

/**
 * What the old pack adds to the cart's subtotal: its lines for products not in the cart (a product
 * in both is counted once, at the cart's doses), as the checkout prices adding to a plan.
 */
export function oldPackSubtotalCents(
  oldPack: readonly OldPackLine[] | null,
  inCart: readonly number[],
): number | null {
  if (oldPack === null) return null;
  const cart = new Set(inCart);
  return oldPack
    .filter((line) => !cart.has(line.productId))
    .reduce((sum, line) => sum + line.subtotalCents, 0);
}
