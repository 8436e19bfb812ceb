import { SPLIT_PACK_ID } from '@maplepack/catalog';
import { FIXTURE_FISH_OIL, FIXTURE_SPLIT_PACK, FIXTURE_VITAMIN_D } from '@maplepack/catalog/testing';
import { type CartEntry } from './cart-entry';
import { cartCount, cartCounterLabel } from './cart-counter';
import { cartLinesForPricing } from './cart-lines';
import { EMPTY_CART_STATE, type CartState } from './cart-state';

const entry = (amQty: number, pmQty: number, order: number, deleted = false): CartEntry => ({
  amQty,
  pmQty,
  reason: '',
  order,
  addedToCart: 0,
  deleted,
});

describe('cartLinesForPricing', () => {
  const state: CartState = {
    ...EMPTY_CART_STATE,
    entries: {
      [FIXTURE_VITAMIN_D.id]: entry(2, 0, 1),
      [FIXTURE_FISH_OIL.id]: entry(1, 1, 0),
      555: entry(1, 0, 2),
      556: entry(1, 0, 3, true),
    },
    cartProducts: [FIXTURE_VITAMIN_D, FIXTURE_FISH_OIL, { ...FIXTURE_VITAMIN_D, id: 556 }],
  };

  it('gives pricing one line per active, loaded entry, in cart order', () => {
    expect(cartLinesForPricing(state)).toEqual([
      { productId: FIXTURE_FISH_OIL.id, unitPriceCents: 450, amQty: 1, pmQty: 1, categoryIds: [44, 78] },
      { productId: FIXTURE_VITAMIN_D.id, unitPriceCents: 150, amQty: 2, pmQty: 0, categoryIds: [46] },
    ]);
  });

  it('prices an unloaded split pack at the 750-cent fallback', () => {
    const split = { ...EMPTY_CART_STATE, entries: { [SPLIT_PACK_ID]: entry(1, 0, 0) } };
    expect(cartLinesForPricing(split)).toEqual([
      { productId: SPLIT_PACK_ID, unitPriceCents: 750, amQty: 1, pmQty: 0, categoryIds: [] },
    ]);
  });

  it('uses the catalogue price of a loaded split pack, even 0', () => {
    const split = {
      ...EMPTY_CART_STATE,
      entries: { [SPLIT_PACK_ID]: entry(1, 0, 0) },
      cartProducts: [{ ...FIXTURE_SPLIT_PACK, priceCents: 0 }],
    };
    expect(cartLinesForPricing(split)[0]?.unitPriceCents).toBe(0);
  });
});

describe('cart counter', () => {
  it.each([
    [{}, 0, '+'],
    [{ 1: entry(1, 0, 0, true) }, 0, '+'],
    [{ 1: entry(1, 0, 0) }, 1, '1'],
    [{ 1: entry(1, 0, 0), 2: entry(0, 0, 1), 3: entry(1, 1, 2, true) }, 2, '2'],
  ])('%j counts %i and shows %s', (entries, count, label) => {
    expect(cartCount({ entries })).toBe(count);
    expect(cartCounterLabel({ entries })).toBe(label);
  });
});
