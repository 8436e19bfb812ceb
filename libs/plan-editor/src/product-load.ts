import { type Product } from '@maplepack/catalog';
import { type PlanState } from './plan-state';

/** Spec §9: product loads are retried up to 3 times. */
export const PRODUCT_LOAD_RETRIES = 3;

/** The plan's products loaded: the failure count starts over. */
export function planProductsLoaded(state: PlanState, products: readonly Product[]): PlanState {
  return { ...state, subscriptionProducts: [...products], errCount: 0 };
}

/**
 * A product load failed. The first three failures ask for a retry; the fourth (the third retry
 * failing) empties the product list and starts the count over, so a later load can try again.
 */
export function planProductsLoadFailed(state: PlanState): { state: PlanState; retry: boolean } {
  const errCount = state.errCount + 1;
  if (errCount <= PRODUCT_LOAD_RETRIES) return { state: { ...state, errCount }, retry: true };
  return { state: { ...state, subscriptionProducts: [], errCount: 0 }, retry: false };
}
