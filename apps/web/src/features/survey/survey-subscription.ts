import { type SubscriptionUpdateBody } from '@maplepack/api-client';
import {
  type SubscriptionResponse,
  type SurveyProduct,
  type SurveyRecommendation,
} from '@maplepack/api-contract';
import { buildPlanUpdate, initialPlanState, type TemporaryQuantity } from '@maplepack/plan-editor';
import { planFromResponse } from '../../lib/plan-from-response';

export { refusalOf } from '../../lib/plan-refusal';

/** The recommended tier's products: what a signed-in person's plan becomes when they accept. */
export function recommendedProducts(recommendation: SurveyRecommendation): SurveyProduct[] {
  return recommendation.tiers[String(recommendation.selected) as '1' | '2' | '3'];
}

/**
 * PUT /api/v1/subscriptions/{id} body replacing the plan's products with `products`: the plan
 * editor's own save payload (plan-editor `buildPlanUpdate`) for the plan with every old product set
 * to 0 pills and the recommended ones at their doses. A product already in the plan keeps its line id.
 */
export function replacementBody(
  subscription: SubscriptionResponse,
  products: readonly SurveyProduct[],
): SubscriptionUpdateBody {
  const plan = planFromResponse(subscription);
  const temporaryQuantities: Record<string, TemporaryQuantity> = {};
  for (const line of plan.lineItems) temporaryQuantities[String(line.productId)] = { am: 0, pm: 0 };
  for (const product of products)
    temporaryQuantities[String(product.id)] = { am: product.am, pm: product.pm };
  return buildPlanUpdate({
    ...initialPlanState(),
    subscription: plan,
    editingPlan: true,
    temporaryQuantities,
  });
}
