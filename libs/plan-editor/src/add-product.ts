import { type Product } from '@maplepack/catalog';
import { type PlanActor } from './plan-access';
import { type PlanChangeResult, refuseChange, withTemporary } from './plan-change-result';
import { isInPlan } from './plan-lines';
import { type PlanState } from './plan-state';

/**
 * Adds a product at its standard doses (am + pm pills a day). Refused while saving, without access,
 * or when the product is already in the plan. The product joins subscriptionProducts so its price
 * counts in the totals.
 */
export function addProduct(state: PlanState, actor: PlanActor, product: Product): PlanChangeResult {
  const refused = refuseChange(state, actor);
  if (refused !== undefined) return refused;
  if (isInPlan(state, product.id)) {
    return { ok: false, code: 'plan.product-in-plan', message: 'This product is already in your plan.' };
  }
  const next = withTemporary(state, product.id, product.standardDose.am, product.standardDose.pm);
  const known = state.subscriptionProducts.some((candidate) => candidate.id === product.id);
  return {
    ok: true,
    state: known ? next : { ...next, subscriptionProducts: [...state.subscriptionProducts, product] },
  };
}
