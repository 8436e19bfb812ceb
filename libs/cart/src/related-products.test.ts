import { BOX_ID, SPLIT_PACK_ID, type Product } from '@maplepack/catalog';
import {
  FIXTURE_MAGNESIUM,
  FIXTURE_PROBIOTIC_OUT_OF_STOCK,
  FIXTURE_SPLIT_PACK,
  FIXTURE_VITAMIN_D,
} from '@maplepack/catalog/testing';
import { type CartEntry } from './cart-entry';
import { EMPTY_CART_STATE, type CartState } from './cart-state';
import { pickRelatedProductIds, setRelatedProducts } from './related-products';

const entry = (order: number, deleted = false): CartEntry => ({
  amQty: 1,
  pmQty: 0,
  reason: '',
  order,
  addedToCart: 0,
  deleted,
});
const product = (id: number, relatedIds: number[]): Product => ({ ...FIXTURE_VITAMIN_D, id, relatedIds });

/** A cart of the given products (in order), each with its related ids. */
function cartOf(...products: Product[]): CartState {
  return {
    ...EMPTY_CART_STATE,
    entries: Object.fromEntries(products.map((p, i) => [p.id, entry(i)])),
    cartProducts: products,
  };
}

describe('pickRelatedProductIds', () => {
  it('takes up to 4 related ids in cart order', () => {
    const state = cartOf(product(1, [10, 11, 12]), product(2, [13, 14, 15]));
    expect(pickRelatedProductIds(state)).toEqual([10, 11, 12, 13]);
  });

  it('skips products in the cart, in the plan, the box and the split pack, extending the scan', () => {
    const state = cartOf(product(1, [2, BOX_ID, SPLIT_PACK_ID, 30, 31, 32, 33]), product(2, []));
    expect(pickRelatedProductIds(state, [30])).toEqual([31, 32, 33]);
  });

  it('skips duplicates, which also use up the scan', () => {
    const state = cartOf(product(1, [10, 11]), product(2, [10, 11, 12]));
    expect(pickRelatedProductIds(state)).toEqual([10, 11, 12]);
  });

  it('stops after 5 candidates per cart product even with slots left', () => {
    // One cart product: the scan sees candidates 1..5 only; the 6th (20) is never reached.
    const state = cartOf(product(1, [1, BOX_ID, SPLIT_PACK_ID, 1, 1, 20]));
    expect(pickRelatedProductIds(state)).toEqual([]);
    const wider = cartOf(product(1, [1, BOX_ID, SPLIT_PACK_ID, 1, 20, 21]));
    expect(pickRelatedProductIds(wider)).toEqual([20]);
  });

  it('scales the bound with the number of cart products', () => {
    const skips = [BOX_ID, BOX_ID, BOX_ID, BOX_ID, BOX_ID, BOX_ID, BOX_ID];
    const state = cartOf(product(1, [...skips, 40, 41]), product(2, []));
    // Two cart products: 10 candidates scanned; 40 (8th) and 41 (9th) fit.
    expect(pickRelatedProductIds(state)).toEqual([40, 41]);
  });

  it('treats soft-deleted lines as in the cart but not as a source of candidates', () => {
    const state = cartOf(product(1, [2, 10]), product(2, [11]));
    const deleted = { ...state, entries: { ...state.entries, 2: entry(1, true) } };
    expect(pickRelatedProductIds(deleted)).toEqual([10]);
  });

  it('finds nothing for an empty cart or unloaded products', () => {
    expect(pickRelatedProductIds(EMPTY_CART_STATE)).toEqual([]);
    expect(pickRelatedProductIds({ ...cartOf(product(1, [10])), cartProducts: [] })).toEqual([]);
  });
});

describe('setRelatedProducts', () => {
  it('keeps at most 4 in-stock products that are not in the cart, the box or the split pack', () => {
    const state = cartOf(FIXTURE_MAGNESIUM);
    const offered = [
      FIXTURE_MAGNESIUM,
      FIXTURE_PROBIOTIC_OUT_OF_STOCK,
      FIXTURE_SPLIT_PACK,
      product(BOX_ID, []),
      product(20, []),
      product(20, []),
      product(21, []),
      product(22, []),
      product(23, []),
      product(24, []),
    ];
    expect(setRelatedProducts(state, offered).relatedProducts.map((p) => p.id)).toEqual([20, 21, 22, 23]);
  });
});
