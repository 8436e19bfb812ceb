import { type PlanActor } from './plan-access';
import { type PlanChangeFailure, refuseChange } from './plan-change-result';
import { currentDoses } from './plan-lines';
import { type PlanState } from './plan-state';
import { type PlanUpdatePayload } from './plan-update-payload';
import { type Subscription } from './subscription';

/**
 * The update payload for the plan as it stands: each line with am_dose and pm_dose meta and
 * quantity = am + pm. Lines whose total is not above 0 are dropped (a product with no pills, or
 * a loaded product priced 0); a product whose price is not loaded stays while it has pills.
 */
export function buildPlanUpdate(state: PlanState): PlanUpdatePayload {
  const prices = new Map(state.subscriptionProducts.map((product) => [product.id, product.priceCents]));
  const line_items = currentDoses(state)
    .filter(({ productId, am, pm }) => am + pm > 0 && (prices.get(productId) ?? 1) > 0)
    .map(({ productId, am, pm, lineId }) => ({
      ...(lineId === undefined ? {} : { id: lineId }),
      product_id: productId,
      quantity: am + pm,
      meta_data: [
        { key: 'am_dose' as const, value: am },
        { key: 'pm_dose' as const, value: pm },
      ],
    }));
  return { line_items };
}

/**
 * Starts a save: builds the payload and marks the plan updating, which blocks changes until
 * `planSaveSucceeded` or `planSaveFailed`. Refused while another save runs or without access.
 */
export function beginPlanSave(
  state: PlanState,
  actor: PlanActor,
): { ok: true; state: PlanState; payload: PlanUpdatePayload } | PlanChangeFailure {
  const refused = refuseChange(state, actor);
  if (refused !== undefined) return refused;
  return { ok: true, state: { ...state, isUpdating: true }, payload: buildPlanUpdate(state) };
}

/** The server stored the plan: its subscription replaces ours and the temporary quantities clear. */
export function planSaveSucceeded(state: PlanState, subscription: Subscription): PlanState {
  return { ...state, subscription, isUpdating: false, temporaryQuantities: {} };
}

/** The save failed: the updating flag clears (spec §8) and the edits stay for another try. */
export function planSaveFailed(state: PlanState): PlanState {
  return { ...state, isUpdating: false };
}
