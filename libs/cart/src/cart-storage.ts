import { cartEntrySchema, type CartEntries, type CartEntry } from './cart-entry';
import { type StoredAddress, tempAddressFromStored } from './stored-address';
import { type TempAddress } from './cart-state';
import { objectEntries, readVersioned } from './stored-json';

import { CART_STORAGE_VERSION } from './stored-cart-key';

const PRODUCT_ID_KEY = /^[1-9]\d{0,14}$/;

/**
 * The cart entries as stored: `{ "version": 1, "entries": { "<productId>": entry } }`, with the
 * estimate address beside them (`"tempAddress"`) when there is one.
 */
export function serializeCartEntries(entries: CartEntries, address?: StoredAddress): string {
  return JSON.stringify({
    version: CART_STORAGE_VERSION,
    entries,
    ...(address === undefined ? {} : { tempAddress: address }),
  });
}

/** The estimate address stored with the cart; undefined when there is none or it is corrupt. */
export function parseStoredCartAddress(text: string | null | undefined): TempAddress | undefined {
  return tempAddressFromStored(readVersioned(text, CART_STORAGE_VERSION)?.['tempAddress']);
}

/**
 * Reads stored cart entries. Never throws: unreadable storage gives an empty cart, and an entry
 * that is corrupt (bad id key, missing or negative quantity, wrong type) is dropped on its own so
 * one bad line does not cost the rest of the cart.
 */
export function parseStoredCartEntries(text: string | null | undefined): CartEntries {
  const stored = readVersioned(text, CART_STORAGE_VERSION);
  const entries: Record<number, CartEntry> = {};
  for (const [key, value] of objectEntries(stored?.['entries'])) {
    if (!PRODUCT_ID_KEY.test(key)) continue;
    const parsed = cartEntrySchema.safeParse(value);
    if (parsed.success) entries[Number(key)] = parsed.data;
  }
  return entries;
}
