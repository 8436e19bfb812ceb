import { checkPlanAccess, type PlanAccessDenied, type PlanActor } from './plan-access';
import { type PlanState } from './plan-state';

/** Spec §8's default loader text: shown when a change arrives while a save is in flight. */
export const PLAN_UPDATING_MESSAGE = 'Please wait...';

export type PlanChangeFailure =
  | { ok: false; code: 'plan.updating'; message: typeof PLAN_UPDATING_MESSAGE }
  | PlanAccessDenied
  | { ok: false; code: 'plan.product-in-plan'; message: string }
  | { ok: false; code: 'plan.product-not-in-plan'; message: string }
  | { ok: false; code: 'plan.invalid-dose'; message: string };

/** A change either gives the next state or says why not; the state passed in is never modified. */
export type PlanChangeResult = { ok: true; state: PlanState } | PlanChangeFailure;

/**
 * Checks shared by every change, in order: a save in flight blocks it, then the access rule.
 */
export function refuseChange(state: PlanState, actor: PlanActor): PlanChangeFailure | undefined {
  if (state.isUpdating) return { ok: false, code: 'plan.updating', message: PLAN_UPDATING_MESSAGE };
  const access = checkPlanAccess(actor, state.subscription);
  return access.ok ? undefined : access;
}

/** The state with one product's temporary quantity set; changing a plan turns editing on. */
export function withTemporary(state: PlanState, productId: number, am: number, pm: number): PlanState {
  return {
    ...state,
    editingPlan: true,
    temporaryQuantities: { ...state.temporaryQuantities, [String(productId)]: { am, pm } },
  };
}
