import { SPLIT_PACK_ID } from '@maplepack/catalog';
import { type CartEntries, type CartEntry } from './cart-entry';
import { emptyCart, type CartState } from './cart-state';
import { type PurchaseMode } from './purchase-mode';
import { addSplitPack, emptyIfOnlySplitPack } from './split-pack';
import {
  normalizeTiers,
  productsInHigherTiers,
  tierMapSchema,
  type TierMapInput,
  type TierNumber,
} from './tiers';

/** The cart a tier stands for: its products with their doses, reasons and soft-delete marks. */
function entriesForTier(state: CartState, tier: TierNumber, now: number): CartEntries {
  const list = state.tiers[tier];
  const entries: Record<number, CartEntry> = {};
  list.forEach((product, index) => {
    entries[product.id] = {
      amQty: product.am,
      pmQty: product.pm,
      reason: product.reason,
      order: index,
      // A product that stays keeps its original time, so "added" means first added.
      addedToCart: state.entries[product.id]?.addedToCart ?? now,
      deleted: product.deleted,
    };
  });
  // The split pack is how the pack is packed, not a tier product: a tier switch must not drop it.
  const splitPack = state.entries[SPLIT_PACK_ID];
  if (splitPack !== undefined && entries[SPLIT_PACK_ID] === undefined) {
    entries[SPLIT_PACK_ID] = { ...splitPack, order: list.length };
  }
  return entries;
}

function selectTier(state: CartState, tier: TierNumber, now: number): CartState {
  const entries = entriesForTier(state, tier, now);
  const inCart = (id: number): boolean => entries[id] !== undefined;
  return {
    ...state,
    entries,
    selectedTier: tier,
    cartProducts: state.cartProducts.filter((product) => inCart(product.id)),
    relatedProducts: state.relatedProducts.filter((product) => !inCart(product.id)),
    productsInHigherTiers: productsInHigherTiers(state.tiers, tier),
  };
}

export interface TierChangeContext {
  /** Epoch ms, the addedToCart of products new to the cart. */
  readonly now: number;
  readonly mode: PurchaseMode;
}

/**
 * Switches the selected tier: cart items not in the new tier are hard-deleted and the new tier's
 * products are set in the cart with the tier's am/pm doses and reasons (quantities a person edited
 * are replaced: choosing a tier means choosing its doses). The split pack, if present, stays.
 * Then the split-pack rule applies.
 */
export function changeTier(state: CartState, tier: TierNumber, context: TierChangeContext): CartState {
  return emptyIfOnlySplitPack(selectTier(state, tier, context.now), context.mode);
}

export interface Recommendation {
  readonly tiers: TierMapInput;
  readonly recommendedTier: TierNumber;
  readonly firstName?: string;
}

export interface ApplyRecommendationContext {
  readonly now: number;
  /** The person chose split packs in the assessment. */
  readonly splitPack: boolean;
}

/**
 * After the assessment (spec §4 Survey flow, Submit): the cart is emptied first, the tiers and
 * recommended tier are stored (tiers made cumulative), the recommended tier is selected and its
 * products put in the cart, then the split pack is added if it was chosen.
 * Throws when the tiers do not match the tier schema: the recommendation is our own output.
 */
export function applyRecommendation(
  state: CartState,
  recommendation: Recommendation,
  context: ApplyRecommendationContext,
): CartState {
  const tiers = normalizeTiers(tierMapSchema.parse(recommendation.tiers));
  const base: CartState = {
    ...emptyCart(state),
    tiers,
    recommendedTier: recommendation.recommendedTier,
    firstName: recommendation.firstName ?? state.firstName,
  };
  const selected = selectTier(base, recommendation.recommendedTier, context.now);
  return context.splitPack ? addSplitPack(selected, context.now) : selected;
}
