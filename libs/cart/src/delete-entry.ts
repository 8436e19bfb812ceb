import { withEntry, withoutEntry } from './cart-entry';
import { type CartState } from './cart-state';
import { type PurchaseMode } from './purchase-mode';
import { emptyIfOnlySplitPack } from './split-pack';
import { withTierDeleted } from './tiers';

/**
 * Soft delete: the line is kept with deleted = true, and the product is marked deleted in every
 * tier too, so the choice survives a tier switch. Then the split-pack rule applies.
 */
export function softDelete(state: CartState, productId: number, mode: PurchaseMode): CartState {
  const existing = state.entries[productId];
  const tiers = withTierDeleted(state.tiers, productId, true);
  const entries =
    existing === undefined || existing.deleted
      ? state.entries
      : withEntry(state.entries, productId, { ...existing, deleted: true });
  return emptyIfOnlySplitPack({ ...state, entries, tiers }, mode);
}

/** Undoes a soft delete, in the cart and in every tier. */
export function restore(state: CartState, productId: number): CartState {
  const existing = state.entries[productId];
  const tiers = withTierDeleted(state.tiers, productId, false);
  const entries =
    existing === undefined || !existing.deleted
      ? state.entries
      : withEntry(state.entries, productId, { ...existing, deleted: false });
  return { ...state, entries, tiers };
}

/**
 * Hard delete: the entry and its loaded product are gone (tiers are left alone: the product is
 * still recommended). Then the split-pack rule applies.
 */
export function hardDelete(state: CartState, productId: number, mode: PurchaseMode): CartState {
  if (state.entries[productId] === undefined) return emptyIfOnlySplitPack(state, mode);
  return emptyIfOnlySplitPack(
    {
      ...state,
      entries: withoutEntry(state.entries, productId),
      cartProducts: state.cartProducts.filter((product) => product.id !== productId),
    },
    mode,
  );
}
