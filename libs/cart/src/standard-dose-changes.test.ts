import { FIXTURE_FISH_OIL, FIXTURE_MAGNESIUM, FIXTURE_VITAMIN_D } from '@maplepack/catalog/testing';
import { EMPTY_CART_STATE } from './cart-state';
import { softDelete } from './delete-entry';
import { addToCart, removeFromCart } from './standard-dose-changes';
import { FIXTURE_TIERS } from './testing';

const NOW = 1_763_750_000_000;

describe('addToCart', () => {
  it('puts a new product in the cart at its standard doses', () => {
    const state = addToCart(EMPTY_CART_STATE, FIXTURE_FISH_OIL, { now: NOW, reason: 'Heart health' });
    expect(state.entries[FIXTURE_FISH_OIL.id]).toEqual({
      amQty: 1,
      pmQty: 1,
      reason: 'Heart health',
      order: 0,
      addedToCart: NOW,
      deleted: false,
    });
    expect(state.cartProducts).toEqual([FIXTURE_FISH_OIL]);
  });

  it('gives a product added by a person an empty reason and puts it last', () => {
    const one = addToCart(EMPTY_CART_STATE, FIXTURE_VITAMIN_D, { now: NOW });
    const two = addToCart(one, FIXTURE_MAGNESIUM, { now: NOW + 1 });
    expect(two.entries[FIXTURE_MAGNESIUM.id]).toMatchObject({ reason: '', order: 1, addedToCart: NOW + 1 });
  });

  it.each([
    [FIXTURE_VITAMIN_D, 2, 0],
    [FIXTURE_MAGNESIUM, 0, 4],
    [FIXTURE_FISH_OIL, 2, 2],
  ])('adding %s again raises am and pm by the standard doses', (product, am, pm) => {
    const once = addToCart(EMPTY_CART_STATE, product, { now: NOW });
    const twice = addToCart(once, product, { now: NOW + 5 });
    expect(twice.entries[product.id]).toMatchObject({ amQty: am, pmQty: pm, addedToCart: NOW, order: 0 });
    expect(twice.cartProducts).toHaveLength(1);
  });

  it('restores a soft-deleted product at its standard doses, in the tiers too', () => {
    const withTiers = { ...EMPTY_CART_STATE, tiers: FIXTURE_TIERS };
    const added = addToCart(addToCart(withTiers, FIXTURE_VITAMIN_D, { now: NOW }), FIXTURE_VITAMIN_D, {
      now: NOW,
    });
    const deleted = softDelete(added, FIXTURE_VITAMIN_D.id, 'signedin_buildmypack');
    const again = addToCart(deleted, FIXTURE_VITAMIN_D, { now: NOW + 9 });
    expect(again.entries[FIXTURE_VITAMIN_D.id]).toMatchObject({
      amQty: 1,
      pmQty: 0,
      deleted: false,
      addedToCart: NOW,
    });
    expect(again.tiers[1][0]?.deleted).toBe(false);
  });

  it('leaves the state it was given untouched', () => {
    const before = addToCart(EMPTY_CART_STATE, FIXTURE_VITAMIN_D, { now: NOW });
    const snapshot = JSON.stringify(before);
    addToCart(before, FIXTURE_VITAMIN_D, { now: NOW });
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});

describe('removeFromCart', () => {
  const twoFishOil = addToCart(
    addToCart(EMPTY_CART_STATE, FIXTURE_FISH_OIL, { now: NOW }),
    FIXTURE_FISH_OIL,
    {
      now: NOW,
    },
  );

  it('lowers am and pm by the standard doses', () => {
    expect(removeFromCart(twoFishOil, FIXTURE_FISH_OIL).entries[FIXTURE_FISH_OIL.id]).toMatchObject({
      amQty: 1,
      pmQty: 1,
    });
  });

  it('never goes below 0 and keeps the entry', () => {
    let state = twoFishOil;
    for (let i = 0; i < 4; i += 1) state = removeFromCart(state, FIXTURE_FISH_OIL);
    expect(state.entries[FIXTURE_FISH_OIL.id]).toMatchObject({ amQty: 0, pmQty: 0, deleted: false });
  });

  it('floors each time of day on its own', () => {
    const lopsided = {
      ...twoFishOil,
      entries: {
        [FIXTURE_FISH_OIL.id]: { amQty: 3, pmQty: 0, reason: '', order: 0, addedToCart: NOW, deleted: false },
      },
    };
    expect(removeFromCart(lopsided, FIXTURE_FISH_OIL).entries[FIXTURE_FISH_OIL.id]).toMatchObject({
      amQty: 2,
      pmQty: 0,
    });
  });

  it('does nothing for a product not in the cart', () => {
    expect(removeFromCart(twoFishOil, FIXTURE_VITAMIN_D)).toBe(twoFishOil);
  });
});
