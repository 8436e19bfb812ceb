import { BOX_ID, isInStock, SPLIT_PACK_ID, type Product } from '@maplepack/catalog';
import { activeProductIds } from './cart-entry';
import { cartProductById, type CartState } from './cart-state';

/** At most this many related products are shown. */
export const RELATED_PRODUCTS_LIMIT = 4;
/** The candidate scan stops after this many candidates per cart product. */
export const RELATED_SCAN_PER_CART_PRODUCT = 5;

const NEVER_RELATED: ReadonlySet<number> = new Set([BOX_ID, SPLIT_PACK_ID]);

/**
 * Which related products to fetch (spec §4 Cart), as product ids in display order.
 *
 * Candidates are the relatedIds of the cart's products that are not soft-deleted and are loaded,
 * in cart order, each product's list in its own order. The scan picks candidates until it has 4;
 * a skipped candidate (already in the cart, deleted or not; in the plan; the box 3327; the split
 * pack 1593; or already picked) costs a scan step, so skips extend the scan, which stops after
 * 5 × (number of those cart products) candidates.
 */
export function pickRelatedProductIds(
  state: Pick<CartState, 'entries' | 'cartProducts'>,
  planIds: readonly number[] = [],
): number[] {
  const cartProducts = activeProductIds(state.entries)
    .map((id) => cartProductById(state, id))
    .filter((product): product is Product => product !== undefined);
  const candidates = cartProducts.flatMap((product) => product.relatedIds);
  const budget = Math.min(candidates.length, RELATED_SCAN_PER_CART_PRODUCT * cartProducts.length);
  const plan = new Set(planIds);
  const picked: number[] = [];
  for (let i = 0; i < budget && picked.length < RELATED_PRODUCTS_LIMIT; i += 1) {
    const id = candidates[i];
    if (id === undefined) break;
    const skip =
      state.entries[id] !== undefined || plan.has(id) || NEVER_RELATED.has(id) || picked.includes(id);
    if (!skip) picked.push(id);
  }
  return picked;
}

/**
 * Stores fetched related products: in-stock ones only, never one already in the cart, the box or
 * the split pack, no duplicates, at most 4, in the order given.
 */
export function setRelatedProducts(state: CartState, products: readonly Product[]): CartState {
  const seen = new Set<number>();
  const related = products.filter((product) => {
    const keep =
      isInStock(product) &&
      state.entries[product.id] === undefined &&
      !NEVER_RELATED.has(product.id) &&
      !seen.has(product.id);
    seen.add(product.id);
    return keep;
  });
  return { ...state, relatedProducts: related.slice(0, RELATED_PRODUCTS_LIMIT) };
}
