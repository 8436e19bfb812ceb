import { t } from '@lingui/core/macro';
import { type SurveyProduct, type SurveyRecommendation } from '@maplepack/api-contract';
import { TIER_NUMBERS, tierInfo, type TierNumber } from '@maplepack/cart';
import { lineSubtotalCents, parseMoney } from '@maplepack/pricing';

/** One tier as the results page offers it: its name, colour, products and price per month. */
export interface ResultsTier {
  tier: TierNumber;
  name: string;
  color: string;
  recommended: boolean;
  products: SurveyProduct[];
  /** What the tier's pack costs a month: each product's price per daily pill × its pills a day. */
  monthlyCents: number;
}

/** A tier's name in the page's language; the English is the cart's (`tierInfo(tier).name`). */
export function tierName(tier: TierNumber): string {
  if (tier === 1) return t`The Essentials`;
  if (tier === 2) return t`Advanced Health`;
  return t`Complete Support`;
}

const keyOf = (tier: TierNumber) => String(tier) as '1' | '2' | '3';

function priceCents(product: SurveyProduct): number {
  const parsed = parseMoney(product.price);
  // The response schema already checked the amount: a failure here is a contract mismatch.
  if (!parsed.ok) throw new Error(`Recommended product ${product.id} has an unreadable price`);
  return parsed.amountCents;
}

/** The tiers that have products, in order, each priced the way the cart prices its lines. */
export function resultsTiers(recommendation: SurveyRecommendation): ResultsTier[] {
  return TIER_NUMBERS.filter((tier) => recommendation.tiers[keyOf(tier)].length > 0).map((tier) => {
    const products = recommendation.tiers[keyOf(tier)];
    const info = tierInfo(tier);
    return {
      tier,
      name: tierName(tier),
      color: info.color,
      recommended: tier === recommendation.selected,
      products,
      monthlyCents: products.reduce(
        (sum, product) =>
          sum +
          lineSubtotalCents({ unitPriceCents: priceCents(product), amQty: product.am, pmQty: product.pm }),
        0,
      ),
    };
  });
}
