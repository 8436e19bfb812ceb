import { addProduct } from './add-product';
import { planTotals } from './plan-lines';
import { type PlanState } from './plan-state';
import { CUSTOMER, loadedPlan, makeLine, makeProduct, makeSubscription } from './testing';

const vitaminD = makeProduct({ id: 11, priceCents: 450, categories: [{ id: 46, name: 'Vitamins' }] });
const magnesium = makeProduct({ id: 12, priceCents: 300, categories: [{ id: 43, name: 'Minerals' }] });
const omega = makeProduct({ id: 13, priceCents: 1000, standardDose: { am: 2, pm: 0 } });

function plan(): PlanState {
  return loadedPlan(makeSubscription([makeLine(11, 1, 1), makeLine(12, 0, 2, 300)]), [
    vitaminD,
    magnesium,
    omega,
  ]);
}

function ok<T extends { ok: boolean }>(result: T): Extract<T, { ok: true }> {
  if (!result.ok) throw new Error(`expected ok: ${JSON.stringify(result)}`);
  return result as Extract<T, { ok: true }>;
}

describe('planTotals', () => {
  it('prices the server plan as lines in the pricing shape: price × (am + pm) each', () => {
    expect(planTotals(plan())).toEqual({
      lines: [
        { productId: 11, unitPriceCents: 450, amQty: 1, pmQty: 1, categoryIds: [46] },
        { productId: 12, unitPriceCents: 300, amQty: 0, pmQty: 2, categoryIds: [43] },
      ],
      subtotalCents: 1500,
      missingProductIds: [],
    });
  });

  it('uses temporary quantities while editing and the server plan when not', () => {
    const edited = ok(addProduct(plan(), CUSTOMER, omega)).state;
    expect(planTotals(edited).subtotalCents).toBe(1500 + 2000);
    expect(planTotals({ ...edited, editingPlan: false }).subtotalCents).toBe(1500);
  });

  it('drops lines whose total is not above 0', () => {
    const free = makeProduct({ id: 14, priceCents: 0 });
    const state = loadedPlan(makeSubscription([makeLine(11, 0, 0), makeLine(14, 1, 0, 0)]), [vitaminD, free]);
    expect(planTotals(state)).toEqual({ lines: [], subtotalCents: 0, missingProductIds: [] });
  });

  it('lists plan products whose price is not loaded instead of guessing', () => {
    const state = loadedPlan(makeSubscription([makeLine(11, 1, 1), makeLine(99, 1, 0)]), [vitaminD]);
    expect(planTotals(state)).toMatchObject({ subtotalCents: 900, missingProductIds: [99] });
  });

  it('is empty before a subscription loads', () => {
    expect(planTotals(loadedPlan(makeSubscription([]), []))).toEqual({
      lines: [],
      subtotalCents: 0,
      missingProductIds: [],
    });
  });
});
