import { productSchema } from '@maplepack/catalog';
import { z } from 'zod';
import { subscriptionSchema } from './subscription';

const count = z.number().int().nonnegative();

/** Daily pills of one product while the plan is being edited. */
export const temporaryQuantitySchema = z.object({ am: count, pm: count });
export type TemporaryQuantity = z.infer<typeof temporaryQuantitySchema>;

/** The client's plan state (spec §3 "Client plan state"). */
export const planStateSchema = z.object({
  subscription: subscriptionSchema.nullable(),
  /** Products of the plan's lines, for prices and categories. */
  subscriptionProducts: z.array(productSchema),
  /** Consecutive failed product loads. */
  errCount: count,
  /** A save is in flight: changes are refused until it ends. */
  isUpdating: z.boolean(),
  /** On: totals come from temporary quantities; off: from the server's subscription. */
  editingPlan: z.boolean(),
  /** Edited doses keyed by product id (as a string, as JSON keys are). */
  temporaryQuantities: z.record(z.string().regex(/^[1-9]\d*$/), temporaryQuantitySchema),
});
export type PlanState = z.infer<typeof planStateSchema>;

/** The state before anything loads, and what reset returns to. */
export function initialPlanState(): PlanState {
  return {
    subscription: null,
    subscriptionProducts: [],
    errCount: 0,
    isUpdating: false,
    editingPlan: false,
    temporaryQuantities: {},
  };
}

/** Reset returns all state to initial (spec §4), whatever was in flight. */
export function resetPlan(): PlanState {
  return initialPlanState();
}

/** The server's subscription arrived (first load, or a reload after someone else changed it). */
export function subscriptionLoaded(state: PlanState, subscription: PlanState['subscription']): PlanState {
  return { ...state, subscription };
}

/** Turns editing on or off. Off shows the server's plan again; temporary quantities stay until save. */
export function setEditingPlan(state: PlanState, editingPlan: boolean): PlanState {
  return { ...state, editingPlan };
}
