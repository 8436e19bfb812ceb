import { type SurveyProduct, type SurveyRecommendation } from '@maplepack/api-contract';
import { applyRecommendation, type Recommendation, type TierProductInput } from '@maplepack/cart';
import { parseMoney } from '@maplepack/pricing';
import { type Profile } from '@maplepack/recommendation';
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
  /** Who took the assessment, for the cart's safety check; null when the answers did not read. */
  profile: Profile | null;
  /** Epoch ms: when the products were added. */
  nowMs: number;
}

/**
 * After a submit (spec §4 "Submit"): the cart is emptied and filled with the recommended tier (the
 * cart lib's applyRecommendation, which adds the split pack when chosen), the survey cart flag is
 * set, and the assessment profile is kept for the cart's safety check.
 */
export function fillCartAfterSurvey(store: StoreApi<CartStoreState>, fill: SurveyCartFill): void {
  const recommendation = cartRecommendationOf(fill.recommendation, fill.firstName);
  const state = store.getState();
  state.update((cart) =>
    applyRecommendation(cart, recommendation, { now: fill.nowMs, splitPack: fill.splitPack }),
  );
  state.setHasSurveyCart(true);
  state.setAssessmentProfile(fill.profile);
}
