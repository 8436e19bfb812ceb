import { SPLIT_PACK_ID } from '@maplepack/catalog';
import { FIXTURE_MAGNESIUM, FIXTURE_VITAMIN_D } from '@maplepack/catalog/testing';
import { EMPTY_CART_STATE } from './cart-state';
import { hardDelete, restore, softDelete } from './delete-entry';
import { FIXTURE_TIERS } from './testing';
import { applyRecommendation, changeTier } from './tier-change';

const recommended = {
  ...applyRecommendation(
    EMPTY_CART_STATE,
    { tiers: FIXTURE_TIERS, recommendedTier: 2 },
    { now: 5, splitPack: false },
  ),
  cartProducts: [FIXTURE_VITAMIN_D, FIXTURE_MAGNESIUM],
};
const D = FIXTURE_VITAMIN_D.id;
const MG = FIXTURE_MAGNESIUM.id;

describe('softDelete', () => {
  it('marks the entry deleted and keeps its quantities', () => {
    const state = softDelete(recommended, D, 'guest_healthassessment');
    expect(state.entries[D]).toEqual({ ...recommended.entries[D], deleted: true });
  });

  it('marks the product deleted in every tier that lists it', () => {
    const state = softDelete(recommended, D, 'guest_healthassessment');
    for (const tier of [1, 2, 3] as const) {
      expect(state.tiers[tier].find((p) => p.id === D)?.deleted).toBe(true);
      expect(state.tiers[tier].find((p) => p.id === MG)?.deleted ?? false).toBe(false);
    }
  });

  it('keeps the deletion across a tier switch and back', () => {
    const deleted = softDelete(recommended, D, 'guest_healthassessment');
    const away = changeTier(deleted, 3, { now: 9, mode: 'guest_healthassessment' });
    const back = changeTier(away, 2, { now: 10, mode: 'guest_healthassessment' });
    expect(back.entries[D]?.deleted).toBe(true);
  });
});

describe('restore', () => {
  it('clears deleted in the cart and the tiers', () => {
    const state = restore(softDelete(recommended, D, 'guest_healthassessment'), D);
    expect(state.entries[D]?.deleted).toBe(false);
    expect(state.tiers[3].find((p) => p.id === D)?.deleted).toBe(false);
    expect(state).toEqual(recommended);
  });

  it('leaves a line that is not deleted as it is', () => {
    expect(restore(recommended, MG).entries).toBe(recommended.entries);
  });
});

describe('hardDelete', () => {
  it('removes the entry and its loaded product, but not the recommendation', () => {
    const state = hardDelete(recommended, D, 'guest_healthassessment');
    expect(state.entries[D]).toBeUndefined();
    expect(Object.keys(state.entries)).toEqual([String(MG)]);
    expect(state.cartProducts.map((p) => p.id)).toEqual([MG]);
    expect(state.tiers).toEqual(recommended.tiers);
  });

  it('does nothing for a product not in the cart', () => {
    expect(hardDelete(recommended, 999, 'guest_buildmypack')).toEqual(recommended);
  });
});

describe('the split-pack rule after a delete', () => {
  const withSplitPack = applyRecommendation(
    EMPTY_CART_STATE,
    { tiers: FIXTURE_TIERS, recommendedTier: 1 },
    { now: 5, splitPack: true },
  );

  it.each(['guest_healthassessment', 'guest_buildmypack', 'signedin_healthassessment'] as const)(
    'empties the cart in %s when only the split pack is left',
    (mode) => {
      expect(Object.keys(hardDelete(withSplitPack, D, mode).entries)).toEqual([]);
      expect(Object.keys(softDelete(withSplitPack, D, mode).entries)).toEqual([]);
    },
  );

  it('keeps the split pack alone in signed-in build mode', () => {
    expect(Object.keys(hardDelete(withSplitPack, D, 'signedin_buildmypack').entries)).toEqual([
      String(SPLIT_PACK_ID),
    ]);
  });

  it('keeps the cart while another active item remains', () => {
    const state = applyRecommendation(
      EMPTY_CART_STATE,
      { tiers: FIXTURE_TIERS, recommendedTier: 2 },
      { now: 5, splitPack: true },
    );
    expect(
      Object.keys(hardDelete(state, D, 'guest_healthassessment').entries)
        .map(Number)
        .sort(),
    ).toEqual([MG, SPLIT_PACK_ID]);
  });
});
