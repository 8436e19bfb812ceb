import { z } from 'zod';
import { moneyString } from './money';
import { packSafetySchema } from './subscription-parts';

/**
 * Changing a paid order inside its window (issue 13): until `date_modifiable_until` (date_paid + 5
 * days) the owner may change its products, doses and addresses; the server re-prices it with the
 * order's own coupons and settles the difference on the order's card.
 *
 * | route | body | answer |
 * |---|---|---|
 * | `GET /orders?page=&per_page=` | — | orderListResponseSchema, newest first, X-WP-Total / X-WP-TotalPages |
 * | `GET /orders/{id}` | — | orderResponseSchema (lines with am/pm doses, coupons, shipping, tax lines, card, address, adjustments) |
 * | `POST /orders/{id}/preview` | orderUpdateRequestSchema | orderChangePreviewSchema (nothing saved or charged) |
 * | `PUT /orders/{id}` | orderUpdateRequestSchema | orderResponseSchema; its last `adjustments` entry is what this change did |
 *
 * Owner only: 401 for a guest, 403 `auth.forbidden` 'Access denied.' for another customer's order,
 * 404 `order.not-found`. Refusals: 409 `order.not-modifiable` (the window closed), 409 `order.busy`
 * (another change of the order is under way), 422 `order.pack-unsafe` with `reasons`, 422
 * `order.empty`, 422 `order.unknown-product`, 402 `payment.declined` (the extra charge was refused;
 * nothing changed), 503 `payment.refund-failed` (the refund could not be made; nothing changed).
 */

/**
 * What a change does to the money: `charge` (the card is charged the difference), `refund` (the
 * difference goes back to the card), `balance-due` (a difference under the provider's $0.50 minimum
 * is carried to the next charge on the card, never dropped), `none`.
 */
export const orderSettlementKindSchema = z.enum(['charge', 'refund', 'balance-due', 'none']);
export type OrderSettlementKind = z.infer<typeof orderSettlementKindSchema>;

/** One money movement after payment: a change's extra charge, its refund, or the balance it left due. */
export const orderAdjustmentSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['charge', 'refund', 'balance-due']),
  amount: moneyString,
  /** The order's total before and after the change that made it. */
  total_before: moneyString,
  total_after: moneyString,
  /** ISO time. */
  date_created: z.string(),
});
export type OrderAdjustment = z.infer<typeof orderAdjustmentSchema>;

/** The card an order was paid with: brand and last four digits, never the number. */
export const orderPaymentCardSchema = z.object({ brand: z.string(), last4: z.string() });

/**
 * POST /api/v1/orders/{id}/preview: the order as the change would make it, priced by the server
 * with the order's coupons, and what would happen to the money. Nothing is saved or charged; an
 * unsafe pack is a 200 with `safety.ok: false` (the PUT would answer 422 with the same reasons).
 */
export const orderChangePreviewSchema = z.object({
  order_id: z.number().int().positive(),
  date_modifiable_until: z.string(),
  lines: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      am_dose: z.number().int(),
      pm_dose: z.number().int(),
      quantity: z.number().int(),
      price: moneyString,
      subtotal: moneyString,
      total: moneyString,
    }),
  ),
  coupon_lines: z.array(z.object({ code: z.string(), discount: moneyString })),
  subtotal: moneyString,
  discount_total: moneyString,
  shipping_total: moneyString,
  tax_lines: z.array(z.object({ label: z.string(), rate_percent: z.string(), tax_total: moneyString })),
  total_tax: moneyString,
  total: moneyString,
  /** The order's total now, and what its card has paid so far (less refunds). */
  current_total: moneyString,
  paid: moneyString,
  difference: z.object({ kind: orderSettlementKindSchema, amount: moneyString }),
  safety: packSafetySchema,
});
export type OrderChangePreview = z.infer<typeof orderChangePreviewSchema>;

export const ORDER_CHANGE_MESSAGES = {
  refundFailed: 'We could not refund the difference, so your order was not changed. Please try again later.',
  busy: 'This order is being changed. Please try again in a moment.',
} as const;
