import { initialPlanState, resetPlan } from './plan-state';
import { planProductsLoaded, planProductsLoadFailed } from './product-load';
import { makeProduct } from './testing';

describe('product loading', () => {
  it('asks for 3 retries, then empties the list', () => {
    let state = planProductsLoaded(initialPlanState(), [makeProduct({ id: 11 })]);
    const retries: boolean[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const failed = planProductsLoadFailed(state);
      retries.push(failed.retry);
      state = failed.state;
    }
    expect(retries).toEqual([true, true, true, false]);
    expect(state.subscriptionProducts).toEqual([]);
    expect(state.errCount).toBe(0);
  });

  it('starts the count over after a successful load', () => {
    const failed = planProductsLoadFailed(initialPlanState()).state;
    expect(planProductsLoaded(failed, []).errCount).toBe(0);
  });
});

describe('resetPlan', () => {
  it('returns every field to its initial value', () => {
    expect(resetPlan()).toEqual({
      subscription: null,
      subscriptionProducts: [],
      errCount: 0,
      isUpdating: false,
      editingPlan: false,
      temporaryQuantities: {},
    });
  });
});
