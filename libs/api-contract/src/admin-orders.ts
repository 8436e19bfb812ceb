import { isoDateSchema } from '@maplepack/calendar';
import { z } from 'zod';
import { moneyInput, moneyString } from './money';
import { orderResponseSchema, orderStatusSchema } from './orders';
import { paginationQuery } from './pagination';
import { queryInteger } from './query-values';
import { safeLine } from './safe-text';

const dateInput = z.string().max(10, 'Expected a date as YYYY-MM-DD.').pipe(isoDateSchema);

export const ADMIN_ORDER_MESSAGES = {
  notFound: 'Order not found.',
  notRefundable: 'This order has nothing left to refund.',
  /** `{refundable}`: what is left, like "12.34". */
  refundTooLarge: (refundable: string) =>
    `The refund is more than what is left to refund on this order ($${refundable}).`,
  /** `{limit}`: the role's limit, like "150.00". */
  refundOverLimit: (limit: string) =>
    `Your role can refund at most $${limit} at once. Ask the owner for a larger refund.`,
  refundFailed: 'The payment provider did not make the refund. Nothing was refunded; please try again later.',
  notShippable: 'Only a paid order that is not refunded or cancelled can be marked shipped.',
  idempotencyMismatch: 'This Idempotency-Key was already used for a different refund.',
  refundInProgress: 'This refund is still being processed. Please try again in a moment.',
  confirmationSent: 'The order confirmation was sent again.',
  noConfirmation: 'This order has no confirmation or receipt e-mail to send again.',
} as const;

/** GET /api/v1/admin/orders: `search` matches the order number or the e-mail (part of it). */
export const adminOrderListQuerySchema = z.strictObject({
  search: safeLine(200).optional(),
  status: orderStatusSchema.optional(),
  /** Shop days (Toronto), inclusive. */
  from: dateInput.optional(),
  to: dateInput.optional(),
  ...paginationQuery(20),
});
export type AdminOrderListQuery = z.output<typeof adminOrderListQuerySchema>;

export const adminOrderSummarySchema = z.object({
  id: z.number().int().positive(),
  status: orderStatusSchema,
  email: z.string(),
  name: z.string(),
  total: moneyString,
  date_created: z.string(),
  date_paid: z.string().nullable(),
  shipped_at: z.string().nullable(),
  tracking_number: z.string().nullable(),
  refunded_total: moneyString,
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderListResponseSchema = z.object({
  orders: z.array(adminOrderSummarySchema),
  total: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
});
export type AdminOrderListResponse = z.infer<typeof adminOrderListResponseSchema>;

export const adminOrderParamsSchema = z.object({ id: queryInteger.pipe(z.number().int().positive()) });

export const adminShipmentSchema = z.object({
  carrier: z.string(),
  tracking_number: z.string(),
  shipped_at: z.string(),
});

export const adminRefundSchema = z.object({
  id: z.number().int().positive(),
  amount: moneyString,
  /** Null for refunds the customer's own order change made (issue 13). */
  reason: z.string().nullable(),
  created_at: z.string(),
  staff_email: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** GET /api/v1/admin/orders/{id}: the order as the customer's API shows it, and the back office's parts. */
export const adminOrderResponseSchema = orderResponseSchema.extend({
  customer: z.object({ email: z.string(), name: z.string() }),
  shipment: adminShipmentSchema.nullable(),
  refunds: z.array(adminRefundSchema),
  /** What may still be refunded: paid and not yet refunded. */
  refundable: moneyString,
});
export type AdminOrderResponse = z.infer<typeof adminOrderResponseSchema>;

/** POST /api/v1/admin/orders/{id}/shipment */
export const adminShipmentRequestSchema = z.strictObject({
  carrier: safeLine(60).pipe(z.string().min(1, 'Please enter the carrier.')),
  tracking_number: safeLine(60).pipe(
    z
      .string()
      .min(4, 'Please enter the tracking number.')
      .regex(/^[A-Za-z0-9 -]+$/, 'A tracking number has only letters, digits, spaces and dashes.'),
  ),
});
export type AdminShipmentRequest = z.output<typeof adminShipmentRequestSchema>;

/** POST /api/v1/admin/orders/{id}/refunds (with an Idempotency-Key header). */
export const adminRefundRequestSchema = z.strictObject({
  amount: moneyInput.pipe(z.number().int().min(1, 'The refund must be at least $0.01.')),
  reason: safeLine(500).pipe(z.string().min(3, 'Please give the reason for the refund.')),
});
export type AdminRefundRequest = z.output<typeof adminRefundRequestSchema>;

/** POST /api/v1/admin/orders/{id}/confirmation answer. */
export const adminMessageResponseSchema = z.object({ status: z.literal(200), message: z.string() });

/** GET /api/v1/admin/fulfilment and /fulfilment.csv: `date` defaults to the shop's today. */
export const adminFulfilmentQuerySchema = z.strictObject({ date: dateInput.optional() });

/** The paper the packing list's PDF is laid out for: Letter (the default, Canada's) or A4. */
export const ADMIN_PACKING_LIST_PAPERS = ['letter', 'a4'] as const;
export type AdminPackingListPaper = (typeof ADMIN_PACKING_LIST_PAPERS)[number];

/** GET /api/v1/admin/fulfilment.pdf: the same day, and the paper. */
export const adminFulfilmentPdfQuerySchema = adminFulfilmentQuerySchema.extend({
  paper: z.enum(ADMIN_PACKING_LIST_PAPERS).optional(),
});
export type AdminFulfilmentPdfQuery = z.output<typeof adminFulfilmentPdfQuerySchema>;

export const adminPackLineSchema = z.object({
  product_id: z.number().int().positive(),
  name: z.string(),
  morning_pills: z.number().int().nonnegative(),
  evening_pills: z.number().int().nonnegative(),
  days: z.number().int().positive(),
  total_pills: z.number().int().nonnegative(),
});

export const adminPackSchema = z.object({
  order_id: z.number().int().positive(),
  date_paid: z.string(),
  name: z.string(),
  shipping: z.object({
    first_name: z.string(),
    last_name: z.string(),
    address_1: z.string(),
    address_2: z.string(),
    city: z.string(),
    state: z.string(),
    postcode: z.string(),
    country: z.string(),
  }),
  lines: z.array(adminPackLineSchema),
});
export type AdminPack = z.infer<typeof adminPackSchema>;

export const adminFulfilmentResponseSchema = z.object({
  date: z.string(),
  packs: z.array(adminPackSchema),
});
export type AdminFulfilmentResponse = z.infer<typeof adminFulfilmentResponseSchema>;

/** The CSV's columns, in order (one row per line of a pack). */
export const ADMIN_FULFILMENT_CSV_COLUMNS = [
  'order_id',
  'name',
  'address_1',
  'address_2',
  'city',
  'province',
  'postcode',
  'product',
  'morning_pills',
  'evening_pills',
  'days',
  'total_pills',
] as const;
