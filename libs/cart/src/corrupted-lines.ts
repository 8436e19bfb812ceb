import { checkDoseLine, type LineCheck } from '@maplepack/catalog';
import { entriesInOrder } from './cart-entry';
import { cartProductById, type CartState } from './cart-state';

export interface CorruptedCartLine {
  readonly productId: number;
  readonly check: Exclude<LineCheck, { ok: true }>;
}

/**
 * The cart lines to warn about (spec §5 corrupted check), in cart order: active entries whose
 * am + pm is outside the loaded product's [min, max] pills per day. Soft-deleted lines are not
 * checked (they are not packed), nor lines whose product is not loaded yet (no bounds known).
 */
export function corruptedCartLines(state: Pick<CartState, 'entries' | 'cartProducts'>): CorruptedCartLine[] {
  return entriesInOrder(state.entries).flatMap(([productId, entry]): CorruptedCartLine[] => {
    const product = cartProductById(state, productId);
    if (entry.deleted || product === undefined) return [];
    const check = checkDoseLine(product, entry);
    return check.ok ? [] : [{ productId, check }];
  });
}
