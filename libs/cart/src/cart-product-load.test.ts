import { SPLIT_PACK_ID } from '@maplepack/catalog';
import {
  FIXTURE_FISH_OIL,
  FIXTURE_MAGNESIUM,
  FIXTURE_PROBIOTIC_OUT_OF_STOCK,
  FIXTURE_SPLIT_PACK,
} from '@maplepack/catalog/testing';
import { type CartEntry } from './cart-entry';
import { cartProductIdsToLoad, cartProductsLoaded, cartProductsLoadFailed } from './cart-product-load';
import { EMPTY_CART_STATE, type CartState } from './cart-state';

const entry = (order: number, deleted = false): CartEntry => ({
  amQty: 1,
  pmQty: 0,
  reason: '',
  order,
  addedToCart: 0,
  deleted,
});
const MG = FIXTURE_MAGNESIUM.id;
const FISH = FIXTURE_FISH_OIL.id;
const PRO = FIXTURE_PROBIOTIC_OUT_OF_STOCK.id;

const stored: CartState = {
  ...EMPTY_CART_STATE,
  entries: { [MG]: entry(0), [FISH]: entry(1, true), [PRO]: entry(2) },
  errCount: 2,
};

describe('cartProductIdsToLoad', () => {
  it('lists every entry, deleted or not, whose product is not loaded', () => {
    expect(cartProductIdsToLoad(stored).sort()).toEqual([MG, FISH, PRO].sort());
    expect(cartProductIdsToLoad({ ...stored, cartProducts: [FIXTURE_MAGNESIUM] }).sort()).toEqual(
      [FISH, PRO].sort(),
    );
  });
});

describe('cartProductsLoaded', () => {
  const loaded = cartProductsLoaded(
    stored,
    { requestedIds: [MG, FISH, PRO], products: [FIXTURE_MAGNESIUM, FIXTURE_PROBIOTIC_OUT_OF_STOCK] },
    'guest_buildmypack',
  );

  it('stores in-stock products', () => {
    expect(loaded.cartProducts).toEqual([FIXTURE_MAGNESIUM]);
  });

  it('removes a product that is out of stock or did not come back', () => {
    expect(Object.keys(loaded.entries)).toEqual([String(MG)]);
  });

  it('resets the failure count', () => {
    expect(loaded.errCount).toBe(0);
  });

  it('leaves entries it did not ask about', () => {
    const partial = cartProductsLoaded(
      stored,
      { requestedIds: [MG], products: [FIXTURE_MAGNESIUM] },
      'guest_buildmypack',
    );
    expect(Object.keys(partial.entries).map(Number).sort()).toEqual([MG, FISH, PRO].sort());
  });

  it('applies the split-pack rule to what is left', () => {
    const state = { ...EMPTY_CART_STATE, entries: { [SPLIT_PACK_ID]: entry(1), [PRO]: entry(0) } };
    const response = {
      requestedIds: [SPLIT_PACK_ID, PRO],
      products: [FIXTURE_SPLIT_PACK, FIXTURE_PROBIOTIC_OUT_OF_STOCK],
    };
    expect(cartProductsLoaded(state, response, 'guest_healthassessment').entries).toEqual({});
    expect(Object.keys(cartProductsLoaded(state, response, 'signedin_buildmypack').entries)).toEqual([
      String(SPLIT_PACK_ID),
    ]);
  });
});

describe('cartProductsLoadFailed', () => {
  it('retries three times, then empties the products and the cart', () => {
    let state: CartState = { ...stored, errCount: 0, cartProducts: [FIXTURE_MAGNESIUM] };
    const retries: boolean[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const failure = cartProductsLoadFailed(state);
      retries.push(failure.retry);
      state = failure.state;
    }
    expect(retries).toEqual([true, true, true, false]);
    expect(state.entries).toEqual({});
    expect(state.cartProducts).toEqual([]);
    expect(state.errCount).toBe(0);
  });

  it.each([
    [0, 1],
    [1, 2],
    [2, 3],
  ])('counts failure %i up to %i and keeps the cart', (errCount, next) => {
    const failure = cartProductsLoadFailed({ ...stored, errCount });
    expect(failure).toMatchObject({ retry: true, state: { errCount: next, entries: stored.entries } });
  });
});
