import { TRIAL_CAMPAIGN } from '@maplepack/catalog';
import { z } from 'zod';
import { dbInt } from './db-integers';
import { moneyString } from './money';
import { orderAdjustmentSchema, orderPaymentCardSchema } from './order-changes';
import {
  addressBlockResponseSchema,
  addressBlockSchema,
  addressPatchSchema,
  ignoredMoney,
  lineItemInputSchema,
  lineItemResponseSchema,
  metaEntryResponseSchema,
  orderMetaDataSchema,
  paymentDetailsSchema,
  shippingLineInputSchema,
  shippingLineResponseSchema,
} from './order-parts';
import { paginationQuery } from './pagination';
import { queryInteger } from './query-values';

/** The spec's fallback for a failed order create or update (spec §8, spelling as the spec has it). */
export const ORDER_ERROR_FALLBACK = 'An error has occured.';

export const ORDER_MESSAGES = {
  notModifiable: 'This order can no longer be changed: orders can be changed for 5 days after payment.',
  notFound: 'Order not found.',
  emptyOrder: 'An order needs at least one product.',
  unknownProduct: 'One of the products is not available.',
  paymentRequired: 'A card is required for this order.',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different order.',
  idempotencyInProgress: 'This order is still being processed. Please try again in a moment.',
  notYourCard: 'This card belongs to another customer.',
  freeOnly: 'An order needs at least one product that is not free.',
  couponUsedUp: 'This coupon has reached its usage limit.',
  couponUsedByYou: 'You have already used this coupon.',
} as const;

/** The header that makes a retried POST /orders return the first answer and charge once. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'Idempotency-Key must be 8 to 200 characters.')
  .max(200, 'Idempotency-Key must be 8 to 200 characters.')
  .regex(/^[\x21-\x7e]+$/, 'Idempotency-Key must be printable ASCII.');

const couponLineInputSchema = z.strictObject({
  code: z.string().trim().min(1).max(100),
  discount: ignoredMoney,
  amount: ignoredMoney,
});

/**
 * POST /api/v1/orders (spec §7): items with am/pm doses, the card (provider customer and card ids),
 * billing and shipping, coupon codes and meta_data (practitioner under `_wc_acof_4`). Every amount
 * the client sends is ignored; `customer_id`, when sent, must be the signed-in caller.
 */
export const orderCreateRequestSchema = z.strictObject({
  customer_id: dbInt.nullable().optional(),
  payment_method: z.string().trim().max(50).optional(),
  payment_method_title: z.string().trim().max(100).optional(),
  payment_details: paymentDetailsSchema.nullable().optional(),
  set_paid: z.boolean().optional(),
  billing: addressBlockSchema,
  shipping: addressBlockSchema,
  line_items: z.array(lineItemInputSchema).min(1, ORDER_MESSAGES.emptyOrder).max(100),
  coupon_lines: z.array(couponLineInputSchema).max(20).default([]),
  shipping_lines: z.array(shippingLineInputSchema).max(5).optional(),
  meta_data: orderMetaDataSchema.default([]),
  /**
   * 'trialprogram' for the trial checkout (spec §9): its order ships free, once per e-mail that has
   * never ordered (checked and used up when the order is stored). No other campaign exists.
   */
  campaign: z
    .literal(TRIAL_CAMPAIGN, { error: 'campaign: the only campaign is trialprogram.' })
    .nullable()
    .optional(),
  total: ignoredMoney,
  discount_total: ignoredMoney,
  shipping_total: ignoredMoney,
  total_tax: ignoredMoney,
});
export type OrderCreateRequest = z.output<typeof orderCreateRequestSchema>;

/** PUT /api/v1/orders/{id}: lines, addresses and meta; the server re-prices with the order's coupons. */
export const orderUpdateRequestSchema = z.strictObject({
  line_items: z.array(lineItemInputSchema).min(1, ORDER_MESSAGES.emptyOrder).max(100).optional(),
  billing: addressPatchSchema.optional(),
  shipping: addressPatchSchema.optional(),
  meta_data: orderMetaDataSchema.optional(),
  total: ignoredMoney,
  discount_total: ignoredMoney,
  shipping_total: ignoredMoney,
  total_tax: ignoredMoney,
});
export type OrderUpdateRequest = z.output<typeof orderUpdateRequestSchema>;

export const orderParamsSchema = z.object({ id: queryInteger.pipe(z.number().int().positive()) });

/** GET /api/v1/orders: the caller's own orders; `customer`, when given, must be the caller. */
export const orderListQuerySchema = z.object({
  customer: queryInteger.optional(),
  ...paginationQuery(10),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export const orderStatusSchema = z.enum([
  'pending',
  'processing',
  'completed',
  'failed',
  'cancelled',
  'refunded',
]);

export const orderResponseSchema = z.object({
  id: z.number().int().positive(),
  status: orderStatusSchema,
  customer_id: z.number().int().nonnegative(),
  currency: z.literal('CAD'),
  campaign: z.string().nullable(),
  date_created: z.string(),
  date_paid: z.string().nullable(),
  /** Until when PUT is accepted (date_paid + 5 days); null while unpaid. */
  date_modifiable_until: z.string().nullable(),
  set_paid: z.boolean(),
  payment_method: z.string(),
  payment_details: z.object({ customer_id: z.string(), card_id: z.string() }).nullable(),
  transaction_id: z.string(),
  billing: addressBlockResponseSchema,
  shipping: addressBlockResponseSchema,
  line_items: z.array(lineItemResponseSchema),
  coupon_lines: z.array(
    z.object({
      id: z.number().int().positive(),
      code: z.string(),
      discount_type: z.string(),
      discount: moneyString,
    }),
  ),
  shipping_lines: z.array(shippingLineResponseSchema),
  tax_lines: z.array(
    z.object({
      id: z.number().int().positive(),
      label: z.string(),
      rate_percent: z.string(),
      tax_total: moneyString,
    }),
  ),
  /**
   * What the order still owes: an amount under the card provider's minimum charge ($0.50) is not
   * charged on its own but added to the next charge on the same card. "0.00" when fully paid.
   */
  balance_due: moneyString,
  /** The card it was paid with; null for an unpaid or $0 order, or a card no longer on file. */
  payment_card: orderPaymentCardSchema.nullable().default(null),
  /** Charges, refunds and balances due made by changes after payment, oldest first (issue 13). */
  adjustments: z.array(orderAdjustmentSchema).default([]),
  meta_data: z.array(metaEntryResponseSchema),
  subtotal: moneyString,
  discount_total: moneyString,
  shipping_total: moneyString,
  total_tax: moneyString,
  total: moneyString,
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;
export const orderListResponseSchema = z.array(orderResponseSchema);
