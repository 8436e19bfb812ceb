import { SPLIT_PACK_ID } from '@maplepack/catalog';
import { activeProductIds, nextOrder, withEntry } from './cart-entry';
import { emptyCart, type CartState } from './cart-state';
import { type PurchaseMode } from './purchase-mode';

/**
 * Spec §4: when the split pack (1593) is the only item left, outside signed-in build mode, the cart
 * is emptied. "Left" counts entries that are not soft-deleted: a split pack with nothing else to
 * pack is a fee for nothing, whatever a person could still restore.
 */
export function emptyIfOnlySplitPack(state: CartState, mode: PurchaseMode): CartState {
  if (mode === 'signedin_buildmypack') return state;
  const active = activeProductIds(state.entries);
  return active.length === 1 && active[0] === SPLIT_PACK_ID ? emptyCart(state) : state;
}

/**
 * Puts the split pack in the cart as spec §7 says: amQty 1, pmQty 0, at the end, not deleted.
 * An existing split-pack entry is reset to that rather than doubled: it is a packaging choice,
 * not a dose.
 */
export function addSplitPack(state: CartState, now: number): CartState {
  const existing = state.entries[SPLIT_PACK_ID];
  return {
    ...state,
    entries: withEntry(state.entries, SPLIT_PACK_ID, {
      amQty: 1,
      pmQty: 0,
      reason: existing?.reason ?? '',
      order: existing?.order ?? nextOrder(state.entries),
      addedToCart: existing?.addedToCart ?? now,
      deleted: false,
    }),
  };
}
