import fc from 'fast-check';
import { addProduct } from './add-product';
import { type PlanChangeResult } from './plan-change-result';
import { currentDoses, planTotals } from './plan-lines';
import { beginPlanSave } from './plan-save';
import { initialPlanState, type PlanState, planStateSchema, subscriptionLoaded } from './plan-state';
import { applyPlanUpdate } from './plan-update-payload';
import { removeProduct } from './remove-product';
import { changeDose, setDoses } from './set-doses';
import { arbLoadedPlan, CUSTOMER } from './testing';

type Edit = (state: PlanState) => PlanChangeResult;

/** Random edits against the plan's products (which may or may not be in it). */
const arbEdits = (state: PlanState): fc.Arbitrary<Edit[]> => {
  const products = state.subscriptionProducts;
  const arbProduct = fc.constantFrom(...products);
  const arbEdit: fc.Arbitrary<Edit> = fc.oneof(
    arbProduct.map((product) => (s: PlanState) => addProduct(s, CUSTOMER, product)),
    arbProduct.map((product) => (s: PlanState) => removeProduct(s, CUSTOMER, product.id)),
    fc.tuple(arbProduct, fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 })).map(
      ([product, am, pm]) =>
        (s: PlanState) =>
          setDoses(s, CUSTOMER, product.id, { am, pm }),
    ),
    fc.tuple(arbProduct, fc.constantFrom('am' as const, 'pm' as const), fc.integer({ min: -6, max: 6 })).map(
      ([product, slot, delta]) =>
        (s: PlanState) =>
          changeDose(s, CUSTOMER, product.id, slot, delta),
    ),
  );
  return fc.array(arbEdit, { maxLength: 12 });
};

const arbEditedPlan = arbLoadedPlan().chain((state) =>
  arbEdits(state).map((edits) =>
    edits.reduce((current, edit) => {
      const result = edit(current);
      return result.ok ? result.state : current;
    }, state),
  ),
);

describe('plan editor properties', () => {
  it('save then reload round-trips am and pm of every product', () => {
    fc.assert(
      fc.property(arbEditedPlan, (edited) => {
        const begun = beginPlanSave(edited, CUSTOMER);
        if (!begun.ok || edited.subscription === null) throw new Error('save refused');
        const applied = applyPlanUpdate(edited.subscription, begun.payload, edited.subscriptionProducts);
        if (!applied.ok) throw new Error('apply refused');
        const reloaded = {
          ...subscriptionLoaded(initialPlanState(), applied.subscription),
          subscriptionProducts: edited.subscriptionProducts,
        };
        expect(planTotals(reloaded)).toEqual(planTotals({ ...edited, editingPlan: true }));
        const pills = (state: PlanState) =>
          currentDoses(state)
            .filter((line) => line.am + line.pm > 0)
            .filter(
              (line) =>
                (state.subscriptionProducts.find((p) => p.id === line.productId)?.priceCents ?? 1) > 0,
            )
            .map(({ productId, am, pm }) => ({ productId, am, pm }));
        expect(pills(reloaded)).toEqual(pills(edited));
      }),
      { numRuns: 300 },
    );
  });

  it('never makes a quantity negative and always leaves a state the schema accepts', () => {
    fc.assert(
      fc.property(arbEditedPlan, (edited) => {
        for (const line of currentDoses(edited)) {
          expect(line.am).toBeGreaterThanOrEqual(0);
          expect(line.pm).toBeGreaterThanOrEqual(0);
        }
        expect(planStateSchema.safeParse(edited).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses every change while updating and leaves the state as it was', () => {
    fc.assert(
      fc.property(
        arbEditedPlan.chain((state) =>
          fc.tuple(fc.constant({ ...state, isUpdating: true }), arbEdits(state)),
        ),
        ([updating, edits]) => {
          const before = structuredClone(updating);
          for (const edit of edits) {
            expect(edit(updating)).toEqual({ ok: false, code: 'plan.updating', message: 'Please wait...' });
          }
          expect(beginPlanSave(updating, CUSTOMER)).toMatchObject({ ok: false, code: 'plan.updating' });
          expect(updating).toEqual(before);
        },
      ),
      { numRuns: 200 },
    );
  });
});
