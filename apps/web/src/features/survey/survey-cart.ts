import { type SurveyProduct, type SurveyRecommendation } from '@maplepack/api-contract';
import {
  applyRecommendation,
  changeTier,
  type PurchaseMode,
  type Recommendation,
  type TierNumber,
  type TierProductInput,
} from '@maplepack/cart';
import { parseMoney } from '@maplepack/pricing';
import { type StoreApi } from 'zustand';
import { type CartStoreState } from '../../stores/cart-store';

function tierProduct(product: SurveyProduct): TierProductInput {
  const price = parseMoney(product.price);
  // The response schema already checked the amount: a failure here is a contract mismatch.
  if (!price.ok)
    throw new Error(`Recommended product ${product.id} has an unreadable price: ${price.message}`);
  return {
    id: product.id,
    name: product.name,
    reason: product.reason,
    priceCents: price.amountCents,
    am: product.am,
    pm: product.pm,
  };
}

/** The API's recommendation as the cart lib takes it: prices in integer cents, the person's first name. */
export function cartRecommendationOf(
  recommendation: SurveyRecommendation,
  firstName: string | null,
): Recommendation {
  const { tiers } = recommendation;
  return {
    tiers: { 1: tiers['1'].map(tierProduct), 2: tiers['2'].map(tierProduct), 3: tiers['3'].map(tierProduct) },
    recommendedTier: recommendation.selected,
    ...(firstName === null || firstName === '' ? {} : { firstName }),
  };
}

export interface SurveyCartFill {
  recommendation: SurveyRecommendation;
  firstName: string | null;
  /** The person picked split packs (the pack_format answer is SPLIT_PACK_CHOICE_REF). */
  splitPack: boolean;
  /** The tier the person chose on the results page. */
  tier: TierNumber;
  mode: PurchaseMode;
  /** Epoch ms: when the products were added. */
  nowMs: number;
}

/**
 * The results page's one action (spec §4 "Submit", moved from the submit to the person's choice):
 * the cart is emptied and filled with the recommendation (the cart lib's applyRecommendation, which
 * adds the split pack when chosen), the chosen tier is selected, and the survey cart flag is set.
 * The assessment profile for the cart's safety check was kept at the submit.
 */
export function fillCartFromResults(store: StoreApi<CartStoreState>, fill: SurveyCartFill): void {
  const recommendation = cartRecommendationOf(fill.recommendation, fill.firstName);
  const state = store.getState();
  state.update((cart) =>
    changeTier(
      applyRecommendation(cart, recommendation, { now: fill.nowMs, splitPack: fill.splitPack }),
      fill.tier,
      { now: fill.nowMs, mode: fill.mode },
    ),
  );
  state.setHasSurveyCart(true);
}
