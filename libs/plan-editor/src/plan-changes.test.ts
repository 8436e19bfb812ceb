import { addProduct } from './add-product';
import { type PlanChangeResult } from './plan-change-result';
import { currentDoses } from './plan-lines';
import { type PlanState } from './plan-state';
import { removeProduct } from './remove-product';
import { changeDose, setDoses } from './set-doses';
import { CUSTOMER, loadedPlan, makeLine, makeProduct, makeSubscription } from './testing';

const vitaminD = makeProduct({ id: 11, standardDose: { am: 1, pm: 0 } });
const omega = makeProduct({ id: 13, standardDose: { am: 2, pm: 1 } });

function plan(): PlanState {
  return loadedPlan(makeSubscription([makeLine(11, 1, 1)]), [vitaminD]);
}

function stateOf(result: PlanChangeResult): PlanState {
  if (!result.ok) throw new Error(`expected ok: ${JSON.stringify(result)}`);
  return result.state;
}

const doses = (state: PlanState) =>
  currentDoses(state).map(({ productId, am, pm }) => ({ productId, am, pm }));

describe('addProduct', () => {
  it('adds a product at its standard am and pm doses and turns editing on', () => {
    const next = stateOf(addProduct(plan(), CUSTOMER, omega));
    expect(doses(next)).toEqual([
      { productId: 11, am: 1, pm: 1 },
      { productId: 13, am: 2, pm: 1 },
    ]);
    expect(next.editingPlan).toBe(true);
    expect(next.subscriptionProducts.map((p) => p.id)).toEqual([11, 13]);
  });

  it('refuses a product already in the plan', () => {
    expect(addProduct(plan(), CUSTOMER, vitaminD)).toMatchObject({ ok: false, code: 'plan.product-in-plan' });
  });

  it('adds back a product removed while editing, at its standard doses', () => {
    const removed = stateOf(removeProduct(plan(), CUSTOMER, 11));
    expect(doses(stateOf(addProduct(removed, CUSTOMER, vitaminD)))).toEqual([
      { productId: 11, am: 1, pm: 0 },
    ]);
  });
});

describe('removeProduct', () => {
  it('sets both doses to 0', () => {
    expect(doses(stateOf(removeProduct(plan(), CUSTOMER, 11)))).toEqual([{ productId: 11, am: 0, pm: 0 }]);
  });

  it('refuses a product not in the plan', () => {
    expect(removeProduct(plan(), CUSTOMER, 13)).toMatchObject({
      ok: false,
      code: 'plan.product-not-in-plan',
    });
  });
});

describe('setDoses and changeDose', () => {
  it('sets a product’s morning and evening pills', () => {
    expect(doses(stateOf(setDoses(plan(), CUSTOMER, 11, { am: 3, pm: 0 })))).toEqual([
      { productId: 11, am: 3, pm: 0 },
    ]);
  });

  it.each([
    { am: -1, pm: 1 },
    { am: 1.5, pm: 1 },
    { am: 1, pm: Number.NaN },
  ])('refuses the doses %j', (bad) => {
    expect(setDoses(plan(), CUSTOMER, 11, bad)).toMatchObject({ ok: false, code: 'plan.invalid-dose' });
  });

  it('refuses a product not in the plan', () => {
    expect(setDoses(plan(), CUSTOMER, 13, { am: 1, pm: 1 })).toMatchObject({
      code: 'plan.product-not-in-plan',
    });
    expect(changeDose(plan(), CUSTOMER, 13, 'am', 1)).toMatchObject({ code: 'plan.product-not-in-plan' });
  });

  it('raises and lowers one slot, never below 0', () => {
    expect(doses(stateOf(changeDose(plan(), CUSTOMER, 11, 'pm', 2)))).toEqual([
      { productId: 11, am: 1, pm: 3 },
    ]);
    expect(doses(stateOf(changeDose(plan(), CUSTOMER, 11, 'am', -5)))).toEqual([
      { productId: 11, am: 0, pm: 1 },
    ]);
  });
});

describe('every change', () => {
  const changes: [
    string,
    (state: PlanState, actor: typeof CUSTOMER | null | { id: number; status: number }) => PlanChangeResult,
  ][] = [
    ['addProduct', (s, a) => addProduct(s, a, omega)],
    ['removeProduct', (s, a) => removeProduct(s, a, 11)],
    ['setDoses', (s, a) => setDoses(s, a, 11, { am: 2, pm: 2 })],
    ['changeDose', (s, a) => changeDose(s, a, 11, 'am', 1)],
  ];

  it.each(changes)('%s is blocked while a save is in flight', (_name, change) => {
    expect(change({ ...plan(), isUpdating: true }, CUSTOMER)).toEqual({
      ok: false,
      code: 'plan.updating',
      message: 'Please wait...',
    });
  });

  it.each(changes)('%s is refused with the access-denied toast to anyone but the owner', (_name, change) => {
    for (const actor of [null, { id: 42, status: 401 }, { id: 7, status: 200 }]) {
      expect(change(plan(), actor)).toMatchObject({
        ok: false,
        code: 'plan.access-denied',
        title: 'Access denied.',
        message: 'Invalid subscription. Please contact administrator.',
      });
    }
  });

  it.each(changes)('%s leaves the state passed in untouched', (_name, change) => {
    const before = plan();
    const copy = structuredClone(before);
    change(before, CUSTOMER);
    expect(before).toEqual(copy);
  });
});
