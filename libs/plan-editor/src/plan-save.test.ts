import { addProduct } from './add-product';
import { type PlanChangeResult } from './plan-change-result';
import { beginPlanSave, buildPlanUpdate, planSaveFailed, planSaveSucceeded } from './plan-save';
import { type PlanState } from './plan-state';
import { applyPlanUpdate, type DoseMeta } from './plan-update-payload';
import { removeProduct } from './remove-product';
import { setDoses } from './set-doses';
import { CUSTOMER, loadedPlan, makeLine, makeProduct, makeSubscription } from './testing';

const vitaminD = makeProduct({ id: 11, priceCents: 450 });
const magnesium = makeProduct({ id: 12, priceCents: 300 });
const omega = makeProduct({ id: 13, priceCents: 1000, standardDose: { am: 2, pm: 1 } });
const products = [vitaminD, magnesium, omega];

function plan(): PlanState {
  return loadedPlan(makeSubscription([makeLine(11, 1, 1), makeLine(12, 0, 2, 300)]), products);
}

function stateOf(result: PlanChangeResult): PlanState {
  if (!result.ok) throw new Error(`expected ok: ${JSON.stringify(result)}`);
  return result.state;
}

const meta = (am: number, pm: number): DoseMeta[] => [
  { key: 'am_dose', value: am },
  { key: 'pm_dose', value: pm },
];

describe('buildPlanUpdate', () => {
  it('writes am_dose and pm_dose per line, quantity their sum, keeping line ids', () => {
    let state = stateOf(setDoses(plan(), CUSTOMER, 11, { am: 2, pm: 1 }));
    state = stateOf(addProduct(state, CUSTOMER, omega));
    expect(buildPlanUpdate(state)).toEqual({
      line_items: [
        { id: 110, product_id: 11, quantity: 3, meta_data: meta(2, 1) },
        { id: 120, product_id: 12, quantity: 2, meta_data: meta(0, 2) },
        { product_id: 13, quantity: 3, meta_data: meta(2, 1) },
      ],
    });
  });

  it('drops removed lines, and sends an empty list when nothing is left', () => {
    let state = stateOf(removeProduct(plan(), CUSTOMER, 11));
    expect(buildPlanUpdate(state).line_items.map((line) => line.product_id)).toEqual([12]);
    state = stateOf(removeProduct(state, CUSTOMER, 12));
    expect(buildPlanUpdate(state)).toEqual({ line_items: [] });
  });
});

describe('saving', () => {
  it('marks the plan updating, then takes the server subscription and clears temporary quantities', () => {
    const edited = stateOf(setDoses(plan(), CUSTOMER, 11, { am: 3, pm: 0 }));
    const begun = beginPlanSave(edited, CUSTOMER);
    if (!begun.ok) throw new Error('save refused');
    expect(begun.state.isUpdating).toBe(true);
    expect(beginPlanSave(begun.state, CUSTOMER)).toMatchObject({ ok: false, code: 'plan.updating' });

    const applied = applyPlanUpdate(edited.subscription ?? makeSubscription([]), begun.payload, products);
    if (!applied.ok) throw new Error('apply refused');
    const saved = planSaveSucceeded(begun.state, applied.subscription);
    expect(saved.isUpdating).toBe(false);
    expect(saved.temporaryQuantities).toEqual({});
    expect(saved.subscription?.lineItems[0]).toMatchObject({
      productId: 11,
      quantity: 3,
      amDose: 3,
      pmDose: 0,
    });
    expect(saved.subscription?.totalCents).toBe(1350 + 600 + 950);
  });

  it('keeps the edits and clears the updating flag when the save fails', () => {
    const edited = stateOf(setDoses(plan(), CUSTOMER, 11, { am: 3, pm: 0 }));
    const begun = beginPlanSave(edited, CUSTOMER);
    if (!begun.ok) throw new Error('save refused');
    const failed = planSaveFailed(begun.state);
    expect(failed.isUpdating).toBe(false);
    expect(failed.temporaryQuantities).toEqual({ '11': { am: 3, pm: 0 } });
  });

  it('refuses a save by someone other than the owner', () => {
    expect(beginPlanSave(plan(), { id: 7, status: 200 })).toMatchObject({
      ok: false,
      code: 'plan.access-denied',
    });
  });

  it('refuses to apply a payload naming an unknown product', () => {
    const payload = { line_items: [{ product_id: 77, quantity: 1, meta_data: meta(1, 0) }] };
    expect(applyPlanUpdate(makeSubscription([]), payload, products)).toMatchObject({
      ok: false,
      code: 'plan.unknown-product',
    });
  });
});
