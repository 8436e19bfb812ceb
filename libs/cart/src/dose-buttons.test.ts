import { type CartEntry } from './cart-entry';
import { EMPTY_CART_STATE, type CartState } from './cart-state';
import { decrementDose, incrementDose } from './dose-buttons';

const entry = (amQty: number, pmQty: number, deleted = false): CartEntry => ({
  amQty,
  pmQty,
  reason: '',
  order: 0,
  addedToCart: 0,
  deleted,
});
const cartWith = (e: CartEntry): CartState => ({ ...EMPTY_CART_STATE, entries: { 7: e } });

describe('per-dose buttons', () => {
  it.each([
    ['+ am', incrementDose, 'am', [1, 1], [2, 1]],
    ['+ pm', incrementDose, 'pm', [1, 1], [1, 2]],
    ['− am', decrementDose, 'am', [1, 1], [0, 1]],
    ['− pm', decrementDose, 'pm', [1, 1], [1, 0]],
    ['− am at 0', decrementDose, 'am', [0, 2], [0, 2]],
    ['− pm at 0', decrementDose, 'pm', [2, 0], [2, 0]],
    ['+ am from 0', incrementDose, 'am', [0, 0], [1, 0]],
  ] as const)('%s', (_label, step, time, [am, pm], [expectedAm, expectedPm]) => {
    const next = step(cartWith(entry(am, pm)), 7, time);
    expect(next.entries[7]).toEqual(entry(expectedAm, expectedPm));
  });

  it('goes above the product max: the corrupted-line check warns instead', () => {
    let state = cartWith(entry(1, 0));
    for (let i = 0; i < 10; i += 1) state = incrementDose(state, 7, 'am');
    expect(state.entries[7]?.amQty).toBe(11);
  });

  it('ignores an unknown product and a soft-deleted line', () => {
    const deleted = cartWith(entry(1, 1, true));
    expect(incrementDose(deleted, 7, 'am')).toBe(deleted);
    expect(decrementDose(deleted, 7, 'pm')).toBe(deleted);
    expect(incrementDose(deleted, 8, 'am')).toBe(deleted);
  });
});
