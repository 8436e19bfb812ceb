import { type z } from 'zod';
import { EMPTY_TEMP_ADDRESS, type TempAddress, tempAddressSchema } from './cart-state';

/**
 * The parts of tempAddress kept in browser storage: what a shipping and tax estimate needs. The
 * street address and phone stay in memory, so a shared computer does not keep them.
 */
export const storedAddressSchema = tempAddressSchema.pick({ postal: true, city: true, province: true });
export type StoredAddress = z.infer<typeof storedAddressSchema>;

/** The stored part of `address`, or undefined when there is nothing to keep. */
export function storedAddressOf(address: TempAddress): StoredAddress | undefined {
  const stored: StoredAddress = { postal: address.postal, city: address.city, province: address.province };
  return Object.values(stored).every((value) => value === '') ? undefined : stored;
}

/** A stored address on top of an empty tempAddress; undefined when absent or corrupt. */
export function tempAddressFromStored(value: unknown): TempAddress | undefined {
  const parsed = storedAddressSchema.safeParse(value);
  return parsed.success ? { ...EMPTY_TEMP_ADDRESS, ...parsed.data } : undefined;
}
