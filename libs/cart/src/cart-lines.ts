import { categoryIdsOf, SPLIT_PACK_FALLBACK_PRICE_CENTS, SPLIT_PACK_ID } from '@maplepack/catalog';
import { entriesInOrder } from './cart-entry';
import { cartProductById, type CartState } from './cart-state';

/**
 * A cart line in the shape the pricing lib consumes: `priceOrder({ lines: cartLinesForPricing(…) })` takes
 * it as it is. unitPriceCents is per daily pill per month. `categoryIds` is a fresh array per call, so
 * it is typed as pricing's `number[]`, not read-only.
 */
export interface CartLine {
  readonly productId: number;
  readonly unitPriceCents: number;
  readonly amQty: number;
  readonly pmQty: number;
  readonly categoryIds: number[];
}

/**
 * The lines to price, in cart order: every entry that is not soft-deleted and whose product is
 * loaded. The split pack is priced even before its product loads, at the fallback 750 cents
 * (spec §9: 7.5 when none is returned); other unloaded products have no price yet and are left out.
 */
export function cartLinesForPricing(state: Pick<CartState, 'entries' | 'cartProducts'>): CartLine[] {
  return entriesInOrder(state.entries).flatMap(([productId, entry]): CartLine[] => {
    if (entry.deleted) return [];
    const product = cartProductById(state, productId);
    const { amQty, pmQty } = entry;
    if (product !== undefined) {
      return [
        { productId, unitPriceCents: product.priceCents, amQty, pmQty, categoryIds: categoryIdsOf(product) },
      ];
    }
    if (productId === SPLIT_PACK_ID) {
      return [{ productId, unitPriceCents: SPLIT_PACK_FALLBACK_PRICE_CENTS, amQty, pmQty, categoryIds: [] }];
    }
    return [];
  });
}
