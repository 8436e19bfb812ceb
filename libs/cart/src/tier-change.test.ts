import { SPLIT_PACK_ID } from '@maplepack/catalog';
import {
  FIXTURE_ASHWAGANDHA,
  FIXTURE_FISH_OIL,
  FIXTURE_MAGNESIUM,
  FIXTURE_VITAMIN_D,
} from '@maplepack/catalog/testing';
import { activeProductIds } from './cart-entry';
import { EMPTY_CART_STATE } from './cart-state';
import { incrementDose } from './dose-buttons';
import { addToCart } from './standard-dose-changes';
import { FIXTURE_TIERS } from './testing';
import { applyRecommendation, changeTier } from './tier-change';

const D = FIXTURE_VITAMIN_D.id;
const MG = FIXTURE_MAGNESIUM.id;
const FISH = FIXTURE_FISH_OIL.id;
const ASH = FIXTURE_ASHWAGANDHA.id;
const ctx = { now: 500, mode: 'guest_healthassessment' } as const;

const start = applyRecommendation(
  { ...EMPTY_CART_STATE, firstName: 'Ann' },
  { tiers: FIXTURE_TIERS, recommendedTier: 1 },
  { now: 100, splitPack: false },
);

describe('applyRecommendation', () => {
  it('selects the recommended tier and puts its products in the cart with doses and reasons', () => {
    expect(start.selectedTier).toBe(1);
    expect(start.recommendedTier).toBe(1);
    expect(start.entries).toEqual({
      [D]: {
        amQty: 1,
        pmQty: 0,
        reason: 'You spend little time in the sun.',
        order: 0,
        addedToCart: 100,
        deleted: false,
      },
    });
    expect(start.productsInHigherTiers.map((p) => p.id)).toEqual([MG, FISH, ASH]);
    expect(start.firstName).toBe('Ann');
  });

  it('empties the cart first', () => {
    const before = addToCart(EMPTY_CART_STATE, FIXTURE_ASHWAGANDHA, { now: 1 });
    const after = applyRecommendation(
      before,
      { tiers: FIXTURE_TIERS, recommendedTier: 1 },
      { now: 2, splitPack: false },
    );
    expect(Object.keys(after.entries)).toEqual([String(D)]);
    expect(after.cartProducts).toEqual([]);
  });

  it('adds the split pack when it was chosen', () => {
    const state = applyRecommendation(
      EMPTY_CART_STATE,
      { tiers: FIXTURE_TIERS, recommendedTier: 2 },
      { now: 2, splitPack: true },
    );
    expect(state.entries[SPLIT_PACK_ID]).toMatchObject({ amQty: 1, pmQty: 0, order: 2, deleted: false });
  });

  it('makes tier lists cumulative and fills in deleted = false', () => {
    const state = applyRecommendation(
      EMPTY_CART_STATE,
      {
        tiers: {
          1: [{ id: 1, name: 'A', reason: 'a', priceCents: 100, am: 1, pm: 0 }],
          2: [{ id: 2, name: 'B', reason: 'b', priceCents: 100, am: 0, pm: 1 }],
          3: [],
        },
        recommendedTier: 3,
      },
      { now: 2, splitPack: false },
    );
    expect(state.tiers[3].map((p) => [p.id, p.deleted])).toEqual([
      [1, false],
      [2, false],
    ]);
    expect(activeProductIds(state.entries)).toEqual([1, 2]);
  });

  it('throws on tiers that break the schema: they come from our own recommendation', () => {
    expect(() =>
      applyRecommendation(
        EMPTY_CART_STATE,
        { tiers: { 1: [{ id: -1 }], 2: [], 3: [] } as never, recommendedTier: 1 },
        { now: 0, splitPack: false },
      ),
    ).toThrow();
  });
});

describe('changeTier', () => {
  it('moving up sets the higher tier products, keeping the time of those already there', () => {
    const state = changeTier(start, 3, ctx);
    expect(state.selectedTier).toBe(3);
    expect(state.recommendedTier).toBe(1);
    expect(activeProductIds(state.entries).sort()).toEqual([D, MG, FISH, ASH].sort());
    expect(state.entries[D]?.addedToCart).toBe(100);
    expect(state.entries[MG]).toEqual({
      amQty: 0,
      pmQty: 2,
      reason: 'You want deeper sleep.',
      order: 1,
      addedToCart: 500,
      deleted: false,
    });
    expect(state.productsInHigherTiers).toEqual([]);
  });

  it('moving down hard-deletes what the lower tier lacks, including products a person added', () => {
    const up = addToCart(changeTier(start, 3, ctx), { ...FIXTURE_VITAMIN_D, id: 999 }, { now: 600 });
    const down = changeTier(up, 2, ctx);
    expect(Object.keys(down.entries).map(Number).sort()).toEqual([D, MG].sort());
    expect(down.cartProducts.map((p) => p.id)).not.toContain(999);
    expect(down.productsInHigherTiers.map((p) => p.id)).toEqual([FISH, ASH]);
  });

  it('resets edited quantities to the tier doses', () => {
    const edited = incrementDose(start, D, 'am');
    expect(changeTier(edited, 1, ctx).entries[D]?.amQty).toBe(1);
  });

  it('keeps the split pack', () => {
    const withSplit = applyRecommendation(
      EMPTY_CART_STATE,
      { tiers: FIXTURE_TIERS, recommendedTier: 3 },
      { now: 1, splitPack: true },
    );
    const state = changeTier(withSplit, 1, ctx);
    expect(
      Object.keys(state.entries)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([D, SPLIT_PACK_ID]);
    expect(state.entries[SPLIT_PACK_ID]).toMatchObject({ amQty: 1, pmQty: 0, order: 1 });
  });

  it('empties a cart left with only the split pack, outside signed-in build mode', () => {
    const empty = { 1: [], 2: [], 3: [] };
    const withSplit = applyRecommendation(
      EMPTY_CART_STATE,
      { tiers: { ...empty, 2: FIXTURE_TIERS[2] }, recommendedTier: 2 },
      { now: 1, splitPack: true },
    );
    expect(changeTier(withSplit, 1, ctx).entries).toEqual({});
    expect(Object.keys(changeTier(withSplit, 1, { ...ctx, mode: 'signedin_buildmypack' }).entries)).toEqual([
      String(SPLIT_PACK_ID),
    ]);
  });

  it('drops related products that the new tier put in the cart', () => {
    const state = changeTier(
      { ...start, relatedProducts: [FIXTURE_MAGNESIUM, { ...FIXTURE_MAGNESIUM, id: 998 }] },
      2,
      ctx,
    );
    expect(state.relatedProducts.map((p) => p.id)).toEqual([998]);
  });
});
