import { type DoseTime } from '@maplepack/catalog';
import { withEntry } from './cart-entry';
import { type CartState } from './cart-state';

const FIELD = { am: 'amQty', pm: 'pmQty' } as const;

function stepDose(state: CartState, productId: number, time: DoseTime, step: 1 | -1): CartState {
  const existing = state.entries[productId];
  // A soft-deleted line shows no buttons; changing it anyway would be an invisible edit.
  if (existing === undefined || existing.deleted) return state;
  const field = FIELD[time];
  const next = Math.max(0, existing[field] + step);
  if (next === existing[field]) return state;
  return { ...state, entries: withEntry(state.entries, productId, { ...existing, [field]: next }) };
}

/**
 * The + button of a line: one more pill at that time of day. There is no upper cap here; going
 * above the product's max is what the corrupted-line check warns about.
 */
export function incrementDose(state: CartState, productId: number, time: DoseTime): CartState {
  return stepDose(state, productId, time, 1);
}

/** The − button of a line: one pill fewer at that time of day, never below 0. */
export function decrementDose(state: CartState, productId: number, time: DoseTime): CartState {
  return stepDose(state, productId, time, -1);
}
