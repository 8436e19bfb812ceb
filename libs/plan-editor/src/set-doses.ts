import { type PlanActor } from './plan-access';
import { type PlanChangeResult, refuseChange, withTemporary } from './plan-change-result';
import { currentDoses } from './plan-lines';
import { type PlanState } from './plan-state';

export type DoseSlot = 'am' | 'pm';

function notInPlan(): PlanChangeResult {
  return { ok: false, code: 'plan.product-not-in-plan', message: 'This product is not in your plan.' };
}

/**
 * Sets a plan product's daily pills for morning and evening. Doses are whole numbers ≥ 0; both 0
 * removes the product. Works on products with a line, including ones set to 0 while editing.
 */
export function setDoses(
  state: PlanState,
  actor: PlanActor,
  productId: number,
  doses: { am: number; pm: number },
): PlanChangeResult {
  const refused = refuseChange(state, actor);
  if (refused !== undefined) return refused;
  const valid = (n: number) => Number.isSafeInteger(n) && n >= 0;
  if (!valid(doses.am) || !valid(doses.pm)) {
    return { ok: false, code: 'plan.invalid-dose', message: 'A dose is a whole number of pills, 0 or more.' };
  }
  if (!currentDoses(state).some((line) => line.productId === productId)) return notInPlan();
  return { ok: true, state: withTemporary(state, productId, doses.am, doses.pm) };
}

/**
 * Raises or lowers one slot's pills by `delta` (a whole number), never below 0.
 */
export function changeDose(
  state: PlanState,
  actor: PlanActor,
  productId: number,
  slot: DoseSlot,
  delta: number,
): PlanChangeResult {
  const refused = refuseChange(state, actor);
  if (refused !== undefined) return refused;
  const line = currentDoses(state).find((candidate) => candidate.productId === productId);
  if (line === undefined) return notInPlan();
  const next = { am: line.am, pm: line.pm };
  next[slot] = Math.max(0, line[slot] + delta);
  return setDoses(state, actor, productId, next);
}
