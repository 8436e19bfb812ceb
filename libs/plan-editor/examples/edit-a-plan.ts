import { productById } from '@maplepack/catalog-data';
import {
  addProduct,
  beginPlanSave,
  changeDose,
  initialPlanState,
  planTotals,
  setEditingPlan,
  subscriptionLoaded,
  type PlanState,
  type Subscription,
} from '@maplepack/plan-editor';

const customer = { id: 42, status: 200 };
const d3 = productById(2201);
const omega3 = productById(2401);
if (d3 === undefined || omega3 === undefined) throw new Error('catalogue changed');

// The subscription as the API returns it: one line, Vitamin D3 once a day.
const subscription: Subscription = {
  id: 900,
  customerId: customer.id,
  parentId: 800,
  status: 'active',
  billingPeriod: 'month',
  billingInterval: 1,
  startDate: '2026-11-01',
  nextPaymentDate: '2026-12-01',
  paymentMethod: 'stripe',
  paymentDetails: { customerId: 'cus_demo', cardId: 'card_demo' },
  lineItems: [
    { id: 1, productId: d3.id, quantity: 1, amDose: 1, pmDose: 0, subtotalCents: 150, totalCents: 150 },
  ],
  shippingLines: [],
  totalCents: 150,
  totalTaxCents: 0,
  shippingTotalCents: 0,
  shipping: { state: 'ON', postcode: 'M5V 2T6', city: 'Toronto' },
};

let plan: PlanState = setEditingPlan(
  subscriptionLoaded({ ...initialPlanState(), subscriptionProducts: [d3] }, subscription),
  true,
);
// Every change returns the next state, or a refusal with a code and the message to show.
for (const change of [
  (state: PlanState) => addProduct(state, customer, omega3),
  (state: PlanState) => changeDose(state, customer, d3.id, 'pm', +1),
  (state: PlanState) => addProduct(state, customer, omega3),
  (state: PlanState) => changeDose(state, { id: 99, status: 200 }, d3.id, 'am', +1),
]) {
  const result = change(plan);
  if (result.ok) plan = result.state;
  else console.log(`refused: ${result.code} (${result.message})`);
}

const totals = planTotals(plan);
console.log(totals.lines.map((line) => `${line.productId}: ${line.amQty} am + ${line.pmQty} pm`));
console.log('subtotal cents', totals.subtotalCents);

const save = beginPlanSave(plan, customer);
if (save.ok) console.log(JSON.stringify(save.payload.line_items[1]));
