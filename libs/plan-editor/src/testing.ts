import { type Product, productSchema, type ProductInput } from '@maplepack/catalog';
import fc from 'fast-check';
import { type PlanState, initialPlanState } from './plan-state';
import { type LineItem, type Subscription } from './subscription';

export const CUSTOMER = { id: 42, status: 200 } as const;

/** A valid product; override what a test cares about. */
export function makeProduct(overrides: Partial<ProductInput> & { id: number }): Product {
  return productSchema.parse({
    name: `Product ${overrides.id}`,
    slug: `product-${overrides.id}`,
    priceCents: 450,
    categories: [{ id: 46, name: 'Vitamins' }],
    stockStatus: 'instock',
    relatedIds: [],
    standardDose: { am: 1, pm: 1 },
    pills: { min: 1, max: 4 },
    manufacturer: 'Maplepack Labs',
    ...overrides,
  });
}

/** A server line at the given doses, priced at `priceCents` per daily pill. */
export function makeLine(productId: number, amDose: number, pmDose: number, priceCents = 450): LineItem {
  const quantity = amDose + pmDose;
  return {
    id: productId * 10,
    productId,
    quantity,
    amDose,
    pmDose,
    subtotalCents: priceCents * quantity,
    totalCents: priceCents * quantity,
  };
}

export function makeSubscription(lineItems: LineItem[], overrides: Partial<Subscription> = {}): Subscription {
  const linesCents = lineItems.reduce((sum, line) => sum + line.totalCents, 0);
  return {
    id: 900,
    customerId: CUSTOMER.id,
    parentId: 800,
    status: 'active',
    billingPeriod: 'month',
    billingInterval: 1,
    startDate: '2026-11-01',
    nextPaymentDate: '2026-11-27',
    paymentMethod: 'stripe',
    paymentDetails: { customerId: 'cus_test', cardId: 'card_test' },
    lineItems,
    shippingLines: [{ id: 1, methodId: '3', methodTitle: 'Canada Post', totalCents: 950 }],
    totalCents: linesCents + 950,
    totalTaxCents: 0,
    shippingTotalCents: 950,
    shipping: { state: 'ON', postcode: 'M5V 2T6', city: 'Toronto' },
    ...overrides,
  };
}

/** A loaded plan: the subscription and its products, not editing, not updating. */
export function loadedPlan(subscription: Subscription, products: Product[]): PlanState {
  return { ...initialPlanState(), subscription, subscriptionProducts: products };
}

/** A loaded plan of 1–6 products with random prices and doses, owned by CUSTOMER. */
export const arbLoadedPlan = (): fc.Arbitrary<PlanState> =>
  fc
    .uniqueArray(
      fc.record({
        id: fc.integer({ min: 1, max: 5000 }),
        priceCents: fc.integer({ min: 0, max: 5000 }),
        am: fc.integer({ min: 0, max: 4 }),
        pm: fc.integer({ min: 0, max: 4 }),
        stdAm: fc.integer({ min: 0, max: 3 }),
        stdPm: fc.integer({ min: 0, max: 3 }),
      }),
      { minLength: 1, maxLength: 6, selector: (entry) => entry.id },
    )
    .map((entries) => {
      const products = entries.map((e) =>
        makeProduct({ id: e.id, priceCents: e.priceCents, standardDose: { am: e.stdAm, pm: e.stdPm } }),
      );
      // Roughly half the products start in the plan; the rest are candidates to add.
      const lines = entries
        .filter((_, i) => i % 2 === 0)
        .map((e) => makeLine(e.id, e.am, e.pm, e.priceCents));
      return loadedPlan(makeSubscription(lines), products);
    });
