import { EMPTY_TEMP_ADDRESS, type TempAddress, tempAddressSchema } from '@maplepack/cart';

/**
 * The parts of tempAddress kept in browser storage: what the shipping estimate needs. The street
 * address and phone stay in memory; a shared computer should not keep them.
 */
const storedAddressSchema = tempAddressSchema.pick({ postal: true, city: true, province: true });
type StoredAddress = Pick<TempAddress, 'postal' | 'city' | 'province'>;

const FIELD = 'tempAddress';

/** A stored JSON object, or undefined for anything else (storage is user-editable, never trusted). */
function readJsonObject(text: string | null): Record<string, unknown> | undefined {
  if (text === null) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * The cart key's JSON (the cart lib's `{ version, entries }`) with the estimate address added
 * beside the entries, so it is saved under the spec's cart key and survives a reload. The cart lib
 * reads only `entries`, so the extra field does not disturb it. Nothing is added while empty.
 */
export function withStoredAddress(cartJson: string, address: TempAddress): string {
  const stored: StoredAddress = { postal: address.postal, city: address.city, province: address.province };
  if (Object.values(stored).every((value) => value === '')) return cartJson;
  const envelope = readJsonObject(cartJson);
  // The cart lib wrote cartJson a moment ago; anything else is a broken invariant.
  if (envelope === undefined) throw new Error('withStoredAddress: the cart JSON is not an object');
  return JSON.stringify({ ...envelope, [FIELD]: stored });
}

/** The estimate address saved under the cart key, on top of an empty tempAddress; empty when none or corrupt. */
export function storedAddressOf(cartJson: string | null): TempAddress {
  const parsed = storedAddressSchema.safeParse(readJsonObject(cartJson)?.[FIELD]);
  return parsed.success ? { ...EMPTY_TEMP_ADDRESS, ...parsed.data } : EMPTY_TEMP_ADDRESS;
}
