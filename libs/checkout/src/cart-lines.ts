import { type CheckoutLine } from '@maplepack/api-contract';
import { type CartEntries, entriesInOrder } from '@maplepack/cart';

/**
 * The cart's lines as the checkout sends them: product ids and daily pills, morning and evening, in
 * the cart's order. Removed (soft-deleted) lines and lines left at 0 + 0 pills are not bought.
 */
export function checkoutLinesFromCart(entries: CartEntries): CheckoutLine[] {
  return entriesInOrder(entries).flatMap(([productId, entry]) =>
    entry.deleted || entry.amQty + entry.pmQty <= 0
      ? []
      : [{ product_id: productId, am_dose: entry.amQty, pm_dose: entry.pmQty }],
  );
}
