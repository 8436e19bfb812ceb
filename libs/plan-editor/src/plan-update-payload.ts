import { type Product } from '@maplepack/catalog';
import { z } from 'zod';
import { type LineItem, type Subscription } from './subscription';

const count = z.number().int().nonnegative();

export const doseMetaSchema = z.object({ key: z.enum(['am_dose', 'pm_dose']), value: count });
export type DoseMeta = z.infer<typeof doseMetaSchema>;

/** One line of PUT /api/v1/subscriptions/{id}, in the shop's snake_case (spec §7). */
export const planUpdateLineSchema = z.object({
  id: z.number().int().positive().optional(),
  product_id: z.number().int().positive(),
  /** Daily pills: am_dose + pm_dose. */
  quantity: count,
  meta_data: z.array(doseMetaSchema),
});
export type PlanUpdateLine = z.infer<typeof planUpdateLineSchema>;

/** The plan part of a subscription update: the complete new list of lines, empty if none. */
export const planUpdatePayloadSchema = z.object({ line_items: z.array(planUpdateLineSchema) });
export type PlanUpdatePayload = z.infer<typeof planUpdatePayloadSchema>;

/** A line's dose from its meta entries; a missing entry is 0 pills. */
export function doseOf(line: Pick<PlanUpdateLine, 'meta_data'>, key: DoseMeta['key']): number {
  return line.meta_data.find((meta) => meta.key === key)?.value ?? 0;
}

/**
 * Applies a plan update as the server does: the payload's lines replace the subscription's, each
 * priced at the product's priceCents × quantity; the total is lines + shipping + the tax already on
 * the subscription (tax is recomputed by pricing, not here). Unknown products are refused.
 */
export function applyPlanUpdate(
  subscription: Subscription,
  payload: PlanUpdatePayload,
  products: readonly Product[],
): { ok: true; subscription: Subscription } | { ok: false; code: 'plan.unknown-product'; message: string } {
  const lineItems: LineItem[] = [];
  for (const [index, line] of payload.line_items.entries()) {
    const product = products.find((candidate) => candidate.id === line.product_id);
    if (product === undefined) {
      return { ok: false, code: 'plan.unknown-product', message: `Unknown product ${line.product_id}.` };
    }
    const totalCents = product.priceCents * line.quantity;
    lineItems.push({
      // A new line gets an id after the highest existing one, as the shop's auto-increment would.
      id: line.id ?? Math.max(0, ...subscription.lineItems.map((item) => item.id ?? 0)) + index + 1,
      productId: line.product_id,
      quantity: line.quantity,
      amDose: doseOf(line, 'am_dose'),
      pmDose: doseOf(line, 'pm_dose'),
      subtotalCents: totalCents,
      totalCents,
    });
  }
  const linesCents = lineItems.reduce((sum, item) => sum + item.totalCents, 0);
  return {
    ok: true,
    subscription: {
      ...subscription,
      lineItems,
      totalCents: linesCents + subscription.shippingTotalCents + subscription.totalTaxCents,
    },
  };
}
