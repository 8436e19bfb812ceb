import fc from 'fast-check';
import { SPLIT_PACK_ID } from '@maplepack/catalog';
import { activeProductIds } from './cart-entry';
import {
  applyCartOperation,
  cartOperationArb,
  cartStateArb,
  purchaseModeArb,
  rawTierMapArb,
  tierNumberArb,
} from './testing';
import { changeTier } from './tier-change';
import { normalizeTiers, productsInHigherTiers, TIER_NUMBERS, type TierMap } from './tiers';

const idsOf = (tiers: TierMap, tier: 1 | 2 | 3): number[] => tiers[tier].map((product) => product.id);

function expectCumulative(tiers: TierMap): void {
  expect(idsOf(tiers, 2)).toEqual(expect.arrayContaining(idsOf(tiers, 1)));
  expect(idsOf(tiers, 3)).toEqual(expect.arrayContaining(idsOf(tiers, 2)));
}

describe('tier properties', () => {
  it("tier k's products are a subset of tier k+1's after normalizing, which keeps every listed product", () => {
    fc.assert(
      fc.property(rawTierMapArb, (raw) => {
        const tiers = normalizeTiers(raw);
        expectCumulative(tiers);
        for (const tier of TIER_NUMBERS)
          expect(idsOf(tiers, tier)).toEqual(expect.arrayContaining(idsOf(raw, tier)));
        expect(normalizeTiers(tiers)).toEqual(tiers);
      }),
    );
  });

  it('the tiers stay cumulative under any sequence of operations', () => {
    fc.assert(
      fc.property(cartStateArb, fc.array(cartOperationArb, { maxLength: 20 }), (start, ops) => {
        const state = ops.reduce(applyCartOperation, start);
        expectCumulative(state.tiers);
      }),
    );
  });

  it("changing tier leaves exactly the new tier's products in the cart, at the tier's doses", () => {
    fc.assert(
      fc.property(cartStateArb, tierNumberArb, purchaseModeArb, fc.nat(), (start, tier, mode, now) => {
        const state = changeTier(start, tier, { now, mode });
        const tierIds = idsOf(start.tiers, tier);
        const keptSplitPack = start.entries[SPLIT_PACK_ID] !== undefined && !tierIds.includes(SPLIT_PACK_ID);
        const activeIfKept = [
          ...start.tiers[tier].filter((product) => !product.deleted).map((product) => product.id),
          ...(keptSplitPack && start.entries[SPLIT_PACK_ID]?.deleted === false ? [SPLIT_PACK_ID] : []),
        ];
        const emptied =
          mode !== 'signedin_buildmypack' && activeIfKept.length === 1 && activeIfKept[0] === SPLIT_PACK_ID;
        const expected = emptied ? [] : [...tierIds, ...(keptSplitPack ? [SPLIT_PACK_ID] : [])];
        expect(
          Object.keys(state.entries)
            .map(Number)
            .sort((a, b) => a - b),
        ).toEqual([...expected].sort((a, b) => a - b));
        if (!emptied) {
          for (const product of start.tiers[tier]) {
            expect(state.entries[product.id]).toMatchObject({
              amQty: product.am,
              pmQty: product.pm,
              reason: product.reason,
              deleted: product.deleted,
            });
          }
        }
        expect(state.selectedTier).toBe(tier);
        expect(activeProductIds(state.entries).every((id) => state.entries[id]?.deleted === false)).toBe(
          true,
        );
      }),
    );
  });

  it('without a split pack, changing tier leaves exactly the tier (the literal spec rule)', () => {
    fc.assert(
      fc.property(cartStateArb, tierNumberArb, purchaseModeArb, (start, tier, mode) => {
        fc.pre(start.entries[SPLIT_PACK_ID] === undefined);
        const state = changeTier(start, tier, { now: 0, mode });
        expect(new Set(Object.keys(state.entries).map(Number))).toEqual(new Set(idsOf(start.tiers, tier)));
      }),
    );
  });

  it('higher-tier products are those of the tiers above, not in the selected tier, once each', () => {
    fc.assert(
      fc.property(rawTierMapArb, tierNumberArb, (raw, selected) => {
        const tiers = normalizeTiers(raw);
        const higher = productsInHigherTiers(tiers, selected).map((product) => product.id);
        const above = new Set(TIER_NUMBERS.filter((t) => t > selected).flatMap((t) => idsOf(tiers, t)));
        const inSelected = new Set(idsOf(tiers, selected));
        expect(new Set(higher).size).toBe(higher.length);
        expect(new Set(higher)).toEqual(new Set([...above].filter((id) => !inSelected.has(id))));
      }),
    );
  });
});
