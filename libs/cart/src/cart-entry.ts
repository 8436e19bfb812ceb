import { z } from 'zod';

const pills = z.number().int().nonnegative();

/** One cart line (spec §3 Cart): pills per day in the morning and evening, and bookkeeping. */
export const cartEntrySchema = z.object({
  amQty: pills,
  pmQty: pills,
  /** Why the assessment recommended it; '' for products a person added. */
  reason: z.string(),
  /** Display position: lower comes first. */
  order: z.number().int(),
  /** When it was put in the cart, epoch ms. */
  addedToCart: z.number().int().nonnegative(),
  /** Soft-deleted: kept so it can be restored, but not counted, priced or packed. */
  deleted: z.boolean(),
});
export type CartEntry = z.infer<typeof cartEntrySchema>;

/** The cart: entries keyed by product id. */
export type CartEntries = Readonly<Record<number, CartEntry>>;

export const EMPTY_ENTRIES: CartEntries = {};

/** The entries as [productId, entry] pairs in display order (order, then id, for a stable result). */
export function entriesInOrder(entries: CartEntries): Array<readonly [number, CartEntry]> {
  return Object.entries(entries)
    .map(([id, entry]) => [Number(id), entry] as const)
    .sort(([idA, a], [idB, b]) => a.order - b.order || idA - idB);
}

/** Product ids of the entries that are not soft-deleted, in display order. */
export function activeProductIds(entries: CartEntries): number[] {
  return entriesInOrder(entries)
    .filter(([, entry]) => !entry.deleted)
    .map(([id]) => id);
}

/** The order value that puts a new entry after every existing one. */
export function nextOrder(entries: CartEntries): number {
  return Object.values(entries).reduce((max, entry) => Math.max(max, entry.order + 1), 0);
}

/** A copy of the entries with one entry replaced (or added). */
export function withEntry(entries: CartEntries, productId: number, entry: CartEntry): CartEntries {
  return { ...entries, [productId]: entry };
}

/** A copy of the entries without one product. */
export function withoutEntry(entries: CartEntries, productId: number): CartEntries {
  const { [productId]: _removed, ...rest } = entries;
  return rest;
}
