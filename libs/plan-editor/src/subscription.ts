import { z } from 'zod';
import { isoDateSchema } from '@maplepack/calendar';

const count = z.number().int().nonnegative();
const id = z.number().int().positive();

/** A plan line: quantity is the daily pill count, amDose + pmDose (spec §3 "Line item"). */
export const lineItemSchema = z.object({
  /** The shop's line id; absent on a line the client has not saved yet. */
  id: id.optional(),
  productId: id,
  quantity: count,
  amDose: count,
  pmDose: count,
  subtotalCents: count,
  totalCents: count,
});
export type LineItem = z.infer<typeof lineItemSchema>;

export const shippingLineSchema = z.object({
  id: id.optional(),
  methodId: z.string(),
  methodTitle: z.string(),
  totalCents: count,
});
export type ShippingLine = z.infer<typeof shippingLineSchema>;

/** WooCommerce Subscriptions statuses, plus `paused` (issue 13: 1–3 months, renews by itself). */
export const subscriptionStatusSchema = z.enum([
  'pending',
  'active',
  'on-hold',
  'paused',
  'cancelled',
  'switched',
  'expired',
  'pending-cancel',
]);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const billingPeriodSchema = z.enum(['day', 'week', 'month', 'year']);
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

export const paymentDetailsSchema = z.object({
  /** Card provider customer id. */
  customerId: z.string(),
  /** Card provider card (source) id. */
  cardId: z.string(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

/** A subscription as the domain sees it (spec §3); money in integer cents, dates YYYY-MM-DD. */
export const subscriptionSchema = z.object({
  id,
  customerId: id,
  parentId: id.nullable(),
  status: subscriptionStatusSchema,
  billingPeriod: billingPeriodSchema,
  billingInterval: z.number().int().positive(),
  startDate: isoDateSchema,
  nextPaymentDate: isoDateSchema.nullable(),
  paymentMethod: z.string(),
  paymentDetails: paymentDetailsSchema.nullable(),
  lineItems: z.array(lineItemSchema),
  shippingLines: z.array(shippingLineSchema),
  totalCents: count,
  totalTaxCents: count,
  shippingTotalCents: count,
  shipping: z.object({ state: z.string(), postcode: z.string(), city: z.string() }),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
