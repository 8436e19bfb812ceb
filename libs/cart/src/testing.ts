// Fixtures and fast-check arbitraries for tests of the cart and of libs that use it
// (`@maplepack/cart/testing`).
import fc from 'fast-check';
import { SPLIT_PACK_ID, type DoseTime, type Product } from '@maplepack/catalog';
import {
  FIXTURE_ASHWAGANDHA,
  FIXTURE_FISH_OIL,
  FIXTURE_MAGNESIUM,
  FIXTURE_VITAMIN_D,
  productArbWith,
} from '@maplepack/catalog/testing';
import { type CartEntries, type CartEntry } from './cart-entry';
import { EMPTY_CART_STATE, type CartState } from './cart-state';
import { cartProductsLoadFailed } from './cart-product-load';
import { hardDelete, restore, softDelete } from './delete-entry';
import { decrementDose, incrementDose } from './dose-buttons';
import { purchaseModeSchema, type PurchaseMode } from './purchase-mode';
import { addSplitPack } from './split-pack';
import { addToCart, removeFromCart } from './standard-dose-changes';
import { applyRecommendation, changeTier } from './tier-change';
import {
  normalizeTiers,
  productsInHigherTiers,
  TIER_NUMBERS,
  type TierMap,
  type TierNumber,
  type TierProduct,
} from './tiers';

function tierProductOf(product: Product, reason: string): TierProduct {
  const { id, name, priceCents, standardDose } = product;
  return { id, name, reason, priceCents, am: standardDose.am, pm: standardDose.pm, deleted: false };
}

/** Cumulative tiers over the catalog fixtures: D3; + magnesium; + fish oil and ashwagandha. */
export const FIXTURE_TIERS: TierMap = normalizeTiers({
  1: [tierProductOf(FIXTURE_VITAMIN_D, 'You spend little time in the sun.')],
  2: [tierProductOf(FIXTURE_MAGNESIUM, 'You want deeper sleep.')],
  3: [
    tierProductOf(FIXTURE_FISH_OIL, 'You eat fish less than twice a week.'),
    tierProductOf(FIXTURE_ASHWAGANDHA, 'You often feel stressed.'),
  ],
});

export const purchaseModeArb: fc.Arbitrary<PurchaseMode> = fc.constantFrom(...purchaseModeSchema.options);
export const tierNumberArb: fc.Arbitrary<TierNumber> = fc.constantFrom(...TIER_NUMBERS);
export const doseTimeArb: fc.Arbitrary<DoseTime> = fc.constantFrom<DoseTime>('am', 'pm');

/** Product ids drawn from a small pool so that operations in a sequence meet the same products. */
export const smallIdArb: fc.Arbitrary<number> = fc.oneof(
  { weight: 9, arbitrary: fc.integer({ min: 1, max: 12 }) },
  { weight: 1, arbitrary: fc.constant(SPLIT_PACK_ID) },
);

export const tierProductArb: fc.Arbitrary<TierProduct> = fc.record({
  id: smallIdArb.filter((id) => id !== SPLIT_PACK_ID),
  name: fc.string({ maxLength: 20 }),
  reason: fc.string({ maxLength: 40 }),
  priceCents: fc.integer({ min: 0, max: 2000 }),
  am: fc.integer({ min: 0, max: 3 }),
  pm: fc.integer({ min: 0, max: 3 }),
  deleted: fc.boolean(),
});

const tierListArb = fc.uniqueArray(tierProductArb, { maxLength: 5, selector: (product) => product.id });

/** Any tier lists, not necessarily cumulative (what a buggy or older recommendation could send). */
export const rawTierMapArb: fc.Arbitrary<TierMap> = fc.record({
  1: tierListArb,
  2: tierListArb,
  3: tierListArb,
});

/** Cumulative tier lists, as stored in a cart state. */
export const tierMapArb: fc.Arbitrary<TierMap> = rawTierMapArb.map(normalizeTiers);

export const cartEntryArb: fc.Arbitrary<CartEntry> = fc.record({
  amQty: fc.integer({ min: 0, max: 6 }),
  pmQty: fc.integer({ min: 0, max: 6 }),
  reason: fc.string({ maxLength: 40 }),
  order: fc.integer({ min: 0, max: 50 }),
  addedToCart: fc.integer({ min: 0, max: 4_102_444_800_000 }),
  deleted: fc.boolean(),
});

export const cartEntriesArb: fc.Arbitrary<CartEntries> = fc
  .uniqueArray(fc.tuple(smallIdArb, cartEntryArb), { maxLength: 8, selector: ([id]) => id })
  .map((pairs) => Object.fromEntries(pairs) as CartEntries);

/** Products over the small id pool, as a cart would load them. */
export const cartProductArb: fc.Arbitrary<Product> = productArbWith({ id: smallIdArb });

/** Cart states: entries, cumulative tiers and the higher-tier list that matches the selected tier. */
export const cartStateArb: fc.Arbitrary<CartState> = fc
  .record({
    entries: cartEntriesArb,
    tiers: tierMapArb,
    selectedTier: tierNumberArb,
    recommendedTier: tierNumberArb,
    firstName: fc.string({ maxLength: 20 }),
    errCount: fc.integer({ min: 0, max: 3 }),
  })
  .map((fields) => ({
    ...EMPTY_CART_STATE,
    ...fields,
    productsInHigherTiers: productsInHigherTiers(fields.tiers, fields.selectedTier),
  }));

/** One thing a person (or a load) can do to the cart. */
export type CartOperation =
  | { readonly kind: 'add'; readonly product: Product; readonly now: number }
  | { readonly kind: 'remove'; readonly product: Product }
  | { readonly kind: 'increment' | 'decrement'; readonly productId: number; readonly time: DoseTime }
  | { readonly kind: 'softDelete' | 'hardDelete'; readonly productId: number; readonly mode: PurchaseMode }
  | { readonly kind: 'restore'; readonly productId: number }
  | {
      readonly kind: 'changeTier';
      readonly tier: TierNumber;
      readonly mode: PurchaseMode;
      readonly now: number;
    }
  | {
      readonly kind: 'recommend';
      readonly tiers: TierMap;
      readonly tier: TierNumber;
      readonly splitPack: boolean;
    }
  | { readonly kind: 'addSplitPack'; readonly now: number }
  | { readonly kind: 'loadFailed' };

const nowArb = fc.integer({ min: 0, max: 4_102_444_800_000 });

export const cartOperationArb: fc.Arbitrary<CartOperation> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), product: cartProductArb, now: nowArb }),
  fc.record({ kind: fc.constant('remove' as const), product: cartProductArb }),
  fc.record({
    kind: fc.constantFrom('increment' as const, 'decrement' as const),
    productId: smallIdArb,
    time: doseTimeArb,
  }),
  fc.record({
    kind: fc.constantFrom('softDelete' as const, 'hardDelete' as const),
    productId: smallIdArb,
    mode: purchaseModeArb,
  }),
  fc.record({ kind: fc.constant('restore' as const), productId: smallIdArb }),
  fc.record({
    kind: fc.constant('changeTier' as const),
    tier: tierNumberArb,
    mode: purchaseModeArb,
    now: nowArb,
  }),
  fc.record({
    kind: fc.constant('recommend' as const),
    tiers: rawTierMapArb,
    tier: tierNumberArb,
    splitPack: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('addSplitPack' as const), now: nowArb }),
  fc.record({ kind: fc.constant('loadFailed' as const) }),
);

/** Applies one operation with the lib's public functions. */
export function applyCartOperation(state: CartState, op: CartOperation): CartState {
  switch (op.kind) {
    case 'add':
      return addToCart(state, op.product, { now: op.now });
    case 'remove':
      return removeFromCart(state, op.product);
    case 'increment':
      return incrementDose(state, op.productId, op.time);
    case 'decrement':
      return decrementDose(state, op.productId, op.time);
    case 'softDelete':
      return softDelete(state, op.productId, op.mode);
    case 'hardDelete':
      return hardDelete(state, op.productId, op.mode);
    case 'restore':
      return restore(state, op.productId);
    case 'changeTier':
      return changeTier(state, op.tier, { now: op.now, mode: op.mode });
    case 'recommend':
      return applyRecommendation(
        state,
        { tiers: op.tiers, recommendedTier: op.tier },
        { now: 0, splitPack: op.splitPack },
      );
    case 'addSplitPack':
      return addSplitPack(state, op.now);
    case 'loadFailed':
      return cartProductsLoadFailed(state).state;
  }
}
