import { z } from 'zod';
import { readVersioned } from './stored-json';

/** Browser-storage key of the applied coupons. */
export const COUPONS_STORAGE_KEY = 'maplepack.coupons';
export const COUPONS_STORAGE_VERSION = 1;

/**
 * An applied coupon as stored. The pricing lib owns the coupon's real shape and validates it when
 * it prices; here it is an opaque JSON object that must at least carry its code, and every other
 * field is kept as it was.
 */
export const storedCouponSchema = z.looseObject({ code: z.string().min(1) });
export type StoredCoupon = z.infer<typeof storedCouponSchema>;

export function serializeCoupons(coupons: readonly StoredCoupon[]): string {
  return JSON.stringify({ version: COUPONS_STORAGE_VERSION, coupons });
}

/** Reads stored coupons. Never throws: unreadable storage gives none, a coupon without a code is dropped. */
export function parseStoredCoupons(text: string | null | undefined): StoredCoupon[] {
  const stored = readVersioned(text, COUPONS_STORAGE_VERSION);
  const list = stored?.['coupons'];
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const parsed = storedCouponSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
