import { categoryIdsOf, type Product } from '@maplepack/catalog';
import { type PlanState, type TemporaryQuantity } from './plan-state';

/** A plan line in the shape the pricing lib consumes; unitPriceCents is per daily pill per month. */
export interface PricingLine {
  productId: number;
  unitPriceCents: number;
  amQty: number;
  pmQty: number;
  categoryIds: number[];
}

export interface PlanDoses {
  productId: number;
  am: number;
  pm: number;
  /** The product's line on the server, if it has one. */
  lineId?: number;
}

/**
 * The plan as it stands with edits applied: server lines in their order with temporary quantities
 * over them, then products added while editing. Includes lines whose quantity is 0.
 */
export function currentDoses(state: PlanState): PlanDoses[] {
  const temporary = state.temporaryQuantities;
  const seen = new Set<string>();
  const doses: PlanDoses[] = [];
  for (const line of state.subscription?.lineItems ?? []) {
    const key = String(line.productId);
    if (seen.has(key)) continue;
    seen.add(key);
    const edited: TemporaryQuantity | undefined = temporary[key];
    const base = { productId: line.productId, am: edited?.am ?? line.amDose, pm: edited?.pm ?? line.pmDose };
    doses.push(line.id === undefined ? base : { ...base, lineId: line.id });
  }
  for (const [key, quantity] of Object.entries(temporary)) {
    if (!seen.has(key)) doses.push({ productId: Number(key), am: quantity.am, pm: quantity.pm });
  }
  return doses;
}

/** Whether a product is in the plan as it stands: a line with at least one daily pill. */
export function isInPlan(state: PlanState, productId: number): boolean {
  return currentDoses(state).some((line) => line.productId === productId && line.am + line.pm > 0);
}

function productById(state: PlanState): Map<number, Product> {
  return new Map(state.subscriptionProducts.map((product) => [product.id, product]));
}

export interface PlanTotals {
  /** Lines whose total is above 0, in plan order. */
  lines: PricingLine[];
  /** Σ unitPriceCents × (amQty + pmQty), integer cents, before coupons, shipping and tax. */
  subtotalCents: number;
  /** Plan products whose price is not loaded: not in `lines` nor in the subtotal. */
  missingProductIds: number[];
}

/**
 * The plan's lines and subtotal: from temporary quantities while editingPlan is on, from the server's
 * subscription while it is off. Lines whose total is not above 0 are dropped (spec §4).
 */
export function planTotals(state: PlanState): PlanTotals {
  const products = productById(state);
  const doses = state.editingPlan ? currentDoses(state) : currentDoses({ ...state, temporaryQuantities: {} });
  const lines: PricingLine[] = [];
  const missingProductIds: number[] = [];
  let subtotalCents = 0;
  for (const { productId, am, pm } of doses) {
    const product = products.get(productId);
    if (product === undefined) {
      if (am + pm > 0) missingProductIds.push(productId);
      continue;
    }
    const lineTotalCents = product.priceCents * (am + pm);
    if (lineTotalCents <= 0) continue;
    subtotalCents += lineTotalCents;
    lines.push({
      productId,
      unitPriceCents: product.priceCents,
      amQty: am,
      pmQty: pm,
      categoryIds: categoryIdsOf(product),
    });
  }
  return { lines, subtotalCents, missingProductIds };
}
