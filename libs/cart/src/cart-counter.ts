import { type CartState } from './cart-state';

/** Number of cart entries that are not soft-deleted: the count in the header's cart icon. */
export function cartCount(state: Pick<CartState, 'entries'>): number {
  return Object.values(state.entries).filter((entry) => !entry.deleted).length;
}

/** The header's cart icon label: '+' when the cart is empty (spec §2), otherwise the count. */
export function cartCounterLabel(state: Pick<CartState, 'entries'>): string {
  const count = cartCount(state);
  return count === 0 ? '+' : String(count);
}
