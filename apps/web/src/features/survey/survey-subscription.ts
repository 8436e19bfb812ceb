import { isApiError, type SubscriptionUpdateBody } from '@maplepack/api-client';
import {
  packRefusedBodySchema,
  SUBSCRIPTION_ERROR_FALLBACK,
  type SubscriptionResponse,
  type SurveyProduct,
  type SurveyRecommendation,
} from '@maplepack/api-contract';

/** The recommended tier's products: what a signed-in person's plan becomes when they accept. */
export function recommendedProducts(recommendation: SurveyRecommendation): SurveyProduct[] {
  return recommendation.tiers[String(recommendation.selected) as '1' | '2' | '3'];
}

/**
 * PUT /api/v1/subscriptions/{id} body replacing the plan's products with `products` (spec §4
 * "Saving": am_dose and pm_dose per product, quantity their sum). A product already in the plan
 * keeps its line id; lines not listed are dropped by the server.
 */
export function replacementBody(
  subscription: SubscriptionResponse,
  products: readonly SurveyProduct[],
): SubscriptionUpdateBody {
  return {
    line_items: products.map((product) => {
      const existing = subscription.line_items.find((line) => line.product_id === product.id);
      return {
        ...(existing === undefined ? {} : { id: existing.id }),
        product_id: product.id,
        quantity: product.am + product.pm,
        meta_data: [
          { key: 'am_dose', value: product.am },
          { key: 'pm_dose', value: product.pm },
        ],
      };
    }),
  };
}

/** Why the server refused the new plan, as a person reads it: its message and each reason. */
export function refusalOf(error: unknown): { message: string; reasons: string[] } {
  if (!isApiError(error)) return { message: SUBSCRIPTION_ERROR_FALLBACK, reasons: [] };
  const body =
    typeof error.details === 'object' && error.details !== null && 'body' in error.details
      ? error.details.body
      : undefined;
  const refused = packRefusedBodySchema.safeParse(body);
  if (!refused.success) return { message: error.message, reasons: [] };
  return {
    message: refused.data.error.message,
    reasons: refused.data.error.reasons.map((reason) => `${reason.product_name}: ${reason.message}`),
  };
}
