import fc from 'fast-check';
import { SPLIT_PACK_ID } from '@maplepack/catalog';
import { activeProductIds } from './cart-entry';
import { cartCount } from './cart-counter';
import { cartLinesForPricing } from './cart-lines';
import { type CartState } from './cart-state';
import { restore, softDelete } from './delete-entry';
import { applyCartOperation, cartOperationArb, cartStateArb, purchaseModeArb, smallIdArb } from './testing';

const operationsArb = fc.array(cartOperationArb, { maxLength: 30 });

function run(start: CartState, ops: readonly Parameters<typeof applyCartOperation>[1][]): CartState[] {
  const states = [start];
  let state = start;
  for (const op of ops) {
    state = applyCartOperation(state, op);
    states.push(state);
  }
  return states;
}

describe('cart operation properties', () => {
  it('quantities are never negative (nor fractional) under any sequence of operations', () => {
    fc.assert(
      fc.property(cartStateArb, operationsArb, (start, ops) => {
        for (const state of run(start, ops)) {
          for (const entry of Object.values(state.entries)) {
            expect(Number.isInteger(entry.amQty) && entry.amQty >= 0).toBe(true);
            expect(Number.isInteger(entry.pmQty) && entry.pmQty >= 0).toBe(true);
          }
        }
      }),
    );
  });

  it('no operation changes the state it was given', () => {
    fc.assert(
      fc.property(cartStateArb, cartOperationArb, (state, op) => {
        const before = JSON.stringify(state);
        applyCartOperation(state, op);
        expect(JSON.stringify(state)).toBe(before);
      }),
    );
  });

  it('soft delete then restore is the identity', () => {
    fc.assert(
      fc.property(cartStateArb, smallIdArb, purchaseModeArb, (state, id, mode) => {
        const entry = state.entries[id];
        fc.pre(entry === undefined || !entry.deleted);
        fc.pre([1, 2, 3].every((tier) => state.tiers[tier as 1].every((p) => p.id !== id || !p.deleted)));
        // Deleting the last product beside the split pack empties the cart by design (spec §4).
        const left = activeProductIds(state.entries).filter((other) => other !== id);
        fc.pre(mode === 'signedin_buildmypack' || !(left.length === 1 && left[0] === SPLIT_PACK_ID));
        expect(restore(softDelete(state, id, mode), id)).toEqual(state);
      }),
    );
  });

  it('the header count and the priced lines only ever see active entries', () => {
    fc.assert(
      fc.property(cartStateArb, operationsArb, (start, ops) => {
        const state = run(start, ops).at(-1) as CartState;
        const active = activeProductIds(state.entries);
        expect(cartCount(state)).toBe(active.length);
        for (const line of cartLinesForPricing(state)) expect(active).toContain(line.productId);
      }),
    );
  });
});
