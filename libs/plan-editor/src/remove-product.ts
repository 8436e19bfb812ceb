import { type PlanActor } from './plan-access';
import { type PlanChangeResult, refuseChange, withTemporary } from './plan-change-result';
import { isInPlan } from './plan-lines';
import { type PlanState } from './plan-state';

/**
 * Removes a product by setting both doses to 0; its line total is then 0, so the totals and the
 * save payload drop it. Refused while saving, without access, or when it is not in the plan.
 */
export function removeProduct(state: PlanState, actor: PlanActor, productId: number): PlanChangeResult {
  const refused = refuseChange(state, actor);
  if (refused !== undefined) return refused;
  if (!isInPlan(state, productId)) {
    return { ok: false, code: 'plan.product-not-in-plan', message: 'This product is not in your plan.' };
  }
  return { ok: true, state: withTemporary(state, productId, 0, 0) };
}
