import { CART_STORAGE_KEY, storedCartMayHaveEntries } from '@maplepack/cart';

/**
 * Whether this browser's stored cart may have lines, read without the cart's code: false on the server,
 * with storage disabled, or with no line stored, and the cart is then surely empty.
 */
export function storedCartMayHaveLines(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    return storedCartMayHaveEntries(window.localStorage.getItem(CART_STORAGE_KEY));
  } catch {
    return false; // storage disabled: the cart store starts empty too
  }
}
