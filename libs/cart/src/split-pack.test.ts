import { SPLIT_PACK_ID } from '@maplepack/catalog';
import { FIXTURE_SPLIT_PACK, FIXTURE_VITAMIN_D } from '@maplepack/catalog/testing';
import { type CartEntry } from './cart-entry';
import { EMPTY_CART_STATE, type CartState } from './cart-state';
import { addSplitPack, emptyIfOnlySplitPack } from './split-pack';

const line = (deleted = false, order = 0): CartEntry => ({
  amQty: 1,
  pmQty: 0,
  reason: '',
  order,
  addedToCart: 0,
  deleted,
});
const cart = (entries: Record<number, CartEntry>): CartState => ({
  ...EMPTY_CART_STATE,
  entries,
  cartProducts: [FIXTURE_SPLIT_PACK, FIXTURE_VITAMIN_D],
  relatedProducts: [FIXTURE_VITAMIN_D],
});

describe('emptyIfOnlySplitPack', () => {
  it.each([
    ['only the split pack', { [SPLIT_PACK_ID]: line() }, 'guest_healthassessment', true],
    ['only the split pack', { [SPLIT_PACK_ID]: line() }, 'guest_buildmypack', true],
    ['only the split pack', { [SPLIT_PACK_ID]: line() }, 'signedin_healthassessment', true],
    ['only the split pack', { [SPLIT_PACK_ID]: line() }, 'signedin_buildmypack', false],
    [
      'the split pack and a deleted line',
      { [SPLIT_PACK_ID]: line(), 101: line(true) },
      'guest_buildmypack',
      true,
    ],
    [
      'the split pack and an active line',
      { [SPLIT_PACK_ID]: line(), 101: line() },
      'guest_buildmypack',
      false,
    ],
    ['a deleted split pack alone', { [SPLIT_PACK_ID]: line(true) }, 'guest_buildmypack', false],
    ['one other product', { 101: line() }, 'guest_buildmypack', false],
    ['nothing', {}, 'guest_buildmypack', false],
  ] as const)('with %s in %s, empties: %s', (_label, entries, mode, emptied) => {
    const state = cart(entries);
    const next = emptyIfOnlySplitPack(state, mode);
    if (emptied) {
      expect(next.entries).toEqual({});
      expect(next.cartProducts).toEqual([]);
      expect(next.relatedProducts).toEqual([]);
    } else {
      expect(next).toBe(state);
    }
  });
});

describe('addSplitPack', () => {
  it('adds 1593 with amQty 1, pmQty 0 at the end', () => {
    const state = addSplitPack(cart({ 101: line(false, 4) }), 77);
    expect(state.entries[SPLIT_PACK_ID]).toEqual({
      amQty: 1,
      pmQty: 0,
      reason: '',
      order: 5,
      addedToCart: 77,
      deleted: false,
    });
  });

  it('resets an existing split pack instead of doubling it', () => {
    const existing = { ...line(true, 2), amQty: 3, addedToCart: 10 };
    const state = addSplitPack(cart({ [SPLIT_PACK_ID]: existing }), 77);
    expect(state.entries[SPLIT_PACK_ID]).toEqual({
      amQty: 1,
      pmQty: 0,
      reason: '',
      order: 2,
      addedToCart: 10,
      deleted: false,
    });
  });
});
