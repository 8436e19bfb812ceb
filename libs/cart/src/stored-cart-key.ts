import { objectEntries, readVersioned } from './stored-json';

// Apart from cart-storage.ts and its entry schema: a page can ask whether there is a cart without loading zod.

/** Browser-storage key of the cart entries. */
export const CART_STORAGE_KEY = 'maplepack.cart';
export const CART_STORAGE_VERSION = 1;

/**
 * Whether stored cart text may hold a line, without checking any entry: false only when it holds none at
 * all (nothing stored, unreadable, another version, no entries), so `parseStoredCartEntries` of it is then
 * empty too.
 */
export function storedCartMayHaveEntries(text: string | null | undefined): boolean {
  return objectEntries(readVersioned(text, CART_STORAGE_VERSION)?.['entries']).length > 0;
}
