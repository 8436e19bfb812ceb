import { FIXTURE_ASHWAGANDHA, FIXTURE_MAGNESIUM, FIXTURE_VITAMIN_D } from '@maplepack/catalog/testing';
import { type CartEntry } from './cart-entry';
import { EMPTY_CART_STATE } from './cart-state';
import { corruptedCartLines } from './corrupted-lines';

const entry = (amQty: number, pmQty: number, order: number, deleted = false): CartEntry => ({
  amQty,
  pmQty,
  reason: '',
  order,
  addedToCart: 0,
  deleted,
});

describe('corruptedCartLines', () => {
  it('flags active loaded lines outside their product bounds, in cart order', () => {
    const state = {
      ...EMPTY_CART_STATE,
      entries: {
        [FIXTURE_VITAMIN_D.id]: entry(5, 0, 1), // max 4
        [FIXTURE_MAGNESIUM.id]: entry(0, 0, 0), // min 1
        [FIXTURE_ASHWAGANDHA.id]: entry(1, 0, 2), // fine
        777: entry(9, 9, 3), // not loaded: bounds unknown
      },
      cartProducts: [FIXTURE_VITAMIN_D, FIXTURE_MAGNESIUM, FIXTURE_ASHWAGANDHA],
    };
    expect(corruptedCartLines(state).map((line) => [line.productId, line.check.code])).toEqual([
      [FIXTURE_MAGNESIUM.id, 'line.below-min'],
      [FIXTURE_VITAMIN_D.id, 'line.above-max'],
    ]);
  });

  it('does not check soft-deleted lines', () => {
    const state = {
      ...EMPTY_CART_STATE,
      entries: { [FIXTURE_VITAMIN_D.id]: entry(9, 0, 0, true) },
      cartProducts: [FIXTURE_VITAMIN_D],
    };
    expect(corruptedCartLines(state)).toEqual([]);
  });
});
