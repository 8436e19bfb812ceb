import { isInStock, PRODUCT_LOAD_RETRY_LIMIT, type Product } from '@maplepack/catalog';
import { withoutEntry } from './cart-entry';
import { emptyCart, upsertProduct, type CartState } from './cart-state';
import { type PurchaseMode } from './purchase-mode';
import { emptyIfOnlySplitPack } from './split-pack';

/** Ids of cart entries (deleted ones too: they can be restored) whose product is not loaded yet. */
export function cartProductIdsToLoad(state: Pick<CartState, 'entries' | 'cartProducts'>): number[] {
  const loaded = new Set(state.cartProducts.map((product) => product.id));
  return Object.keys(state.entries)
    .map(Number)
    .filter((id) => !loaded.has(id));
}

function dropProduct(state: CartState, productId: number): CartState {
  return {
    ...state,
    entries: withoutEntry(state.entries, productId),
    cartProducts: state.cartProducts.filter((product) => product.id !== productId),
  };
}

export interface CartProductsResponse {
  /** The ids that were asked for. */
  readonly requestedIds: readonly number[];
  /** What came back; a requested id missing here failed to load. */
  readonly products: readonly Product[];
}

/**
 * A load request answered (spec §4 Cart product load): each requested product that came back in
 * stock is stored; one that is not in stock or did not come back is removed from the cart. The
 * failure count resets, and the split-pack rule applies to what is left.
 */
export function cartProductsLoaded(
  state: CartState,
  response: CartProductsResponse,
  mode: PurchaseMode,
): CartState {
  let next: CartState = { ...state, errCount: 0 };
  for (const id of response.requestedIds) {
    const product = response.products.find((candidate) => candidate.id === id);
    next =
      product !== undefined && isInStock(product)
        ? { ...next, cartProducts: upsertProduct(next.cartProducts, product) }
        : dropProduct(next, id);
  }
  return emptyIfOnlySplitPack(next, mode);
}

export interface LoadFailure {
  readonly state: CartState;
  /** Whether the caller should send the request again. */
  readonly retry: boolean;
}

/**
 * A load request failed as a whole (network, 5xx). The first failure and up to
 * PRODUCT_LOAD_RETRY_LIMIT (3) retries are allowed: while errCount is below the limit it goes up
 * by one and the caller retries; the failure after the third retry empties the products and the
 * cart and resets errCount, so a later visit starts afresh.
 */
export function cartProductsLoadFailed(state: CartState): LoadFailure {
  if (state.errCount < PRODUCT_LOAD_RETRY_LIMIT) {
    return { state: { ...state, errCount: state.errCount + 1 }, retry: true };
  }
  return { state: { ...emptyCart(state), errCount: 0 }, retry: false };
}
