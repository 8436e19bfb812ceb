import { EMPTY_CART_STATE, type CartState } from './cart-state';
import { parseStoredCartAddress, parseStoredCartEntries, serializeCartEntries } from './cart-storage';
import { CART_STORAGE_KEY } from './stored-cart-key';
import { storedAddressOf } from './stored-address';
import { parseStoredTierState, serializeTierState, TIERS_STORAGE_KEY } from './tier-storage';
import { normalizeTiers, productsInHigherTiers } from './tiers';

/** The two stored strings of a cart, by storage key; null when a key is not set. */
export interface StoredCart {
  readonly [CART_STORAGE_KEY]: string | null;
  readonly [TIERS_STORAGE_KEY]: string | null;
}

/** The strings to write to browser storage for a cart state, by storage key. */
export function cartStateToStorage(state: CartState): {
  [CART_STORAGE_KEY]: string;
  [TIERS_STORAGE_KEY]: string;
} {
  return {
    [CART_STORAGE_KEY]: serializeCartEntries(state.entries, storedAddressOf(state.tempAddress)),
    [TIERS_STORAGE_KEY]: serializeTierState(state),
  };
}

/**
 * Rebuilds a cart state from browser storage on top of `base` (default: the empty state). Never
 * throws; corrupt parts fall back as the parse functions describe. Tiers are made cumulative and
 * the higher-tier products recomputed, because both are derived and storage may be stale.
 * Products are not stored: the caller loads them (cartProductIdsToLoad). Of tempAddress only the
 * postal code, city and province are stored; the rest comes from `base`.
 */
export function cartStateFromStorage(stored: StoredCart, base: CartState = EMPTY_CART_STATE): CartState {
  const tierState = parseStoredTierState(stored[TIERS_STORAGE_KEY]);
  const tiers = normalizeTiers(tierState.tiers);
  return {
    ...base,
    entries: parseStoredCartEntries(stored[CART_STORAGE_KEY]),
    tempAddress: parseStoredCartAddress(stored[CART_STORAGE_KEY]) ?? base.tempAddress,
    cartProducts: [],
    relatedProducts: [],
    firstName: tierState.firstName,
    tiers,
    selectedTier: tierState.selectedTier,
    recommendedTier: tierState.recommendedTier,
    productsInHigherTiers: productsInHigherTiers(tiers, tierState.selectedTier),
  };
}
