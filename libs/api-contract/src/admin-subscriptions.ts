import { isoDateSchema } from '@maplepack/calendar';
import { z } from 'zod';
import { paginationQuery } from './pagination';
import { queryInteger } from './query-values';
import { safeLine } from './safe-text';
import { subscriptionActionRequestSchema, subscriptionEventSchema } from './subscription-actions';
import { subscriptionStatusSchema } from './subscription-parts';
import { subscriptionResponseSchema } from './subscriptions';

const dateInput = z.string().max(10, 'Expected a date as YYYY-MM-DD.').pipe(isoDateSchema);

export const ADMIN_SUBSCRIPTION_MESSAGES = {
  notFound: 'Subscription not found.',
  reasonRequired: 'Please give the reason (at least 3 characters).',
  noFailedPayment: 'This plan has no failed renewal payment to retry.',
  retryUnavailable: 'The payment provider could not be reached. Nothing was charged; please try again later.',
} as const;

/** The reason staff give for acting on a customer's behalf: kept in the plan's history and the audit log. */
export const adminReasonSchema = safeLine(500).pipe(
  z.string().min(3, ADMIN_SUBSCRIPTION_MESSAGES.reasonRequired),
);

/**
 * GET /api/v1/admin/subscriptions: `search` is a plan number (#12 or 12) or the customer's e-mail
 * (part of it); `renewal_from`/`renewal_to` bound the next renewal date (inclusive).
 */
export const adminSubscriptionListQuerySchema = z.strictObject({
  search: safeLine(200).optional(),
  status: subscriptionStatusSchema.optional(),
  renewal_from: dateInput.optional(),
  renewal_to: dateInput.optional(),
  ...paginationQuery(20),
});
export type AdminSubscriptionListQuery = z.output<typeof adminSubscriptionListQuerySchema>;

export const adminSubscriptionSummarySchema = z.object({
  id: z.number().int().positive(),
  status: subscriptionStatusSchema,
  customer_id: z.number().int().positive(),
  email: z.string(),
  name: z.string(),
  next_payment_date: z.string().nullable(),
  total: z.string(),
  date_created: z.string(),
});
export type AdminSubscriptionSummary = z.infer<typeof adminSubscriptionSummarySchema>;

export const adminSubscriptionListResponseSchema = z.object({
  subscriptions: z.array(adminSubscriptionSummarySchema),
  total: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
});
export type AdminSubscriptionListResponse = z.infer<typeof adminSubscriptionListResponseSchema>;

export const adminSubscriptionParamsSchema = z.object({
  id: queryInteger.pipe(z.number().int().positive()),
});

/** A history line as the customer sees it, and who in the back office did it and why (null otherwise). */
export const adminSubscriptionEventSchema = subscriptionEventSchema.extend({
  staff_email: z.string().nullable(),
  staff_reason: z.string().nullable(),
});
export type AdminSubscriptionEvent = z.infer<typeof adminSubscriptionEventSchema>;

/**
 * GET /api/v1/admin/subscriptions/{id}: the plan as the customer's page reads it (lines with morning
 * and evening doses, next renewal priced today, card brand and last 4, allowed actions), whose it is,
 * and its whole history, newest first.
 */
export const adminSubscriptionResponseSchema = z.object({
  subscription: subscriptionResponseSchema,
  customer: z.object({ id: z.number().int().positive(), email: z.string(), name: z.string() }),
  /** Whether a failed renewal payment waits for a retry (the "Retry the payment" action). */
  can_retry_payment: z.boolean(),
  events: z.array(adminSubscriptionEventSchema),
});
export type AdminSubscriptionResponse = z.infer<typeof adminSubscriptionResponseSchema>;

/**
 * POST /api/v1/admin/subscriptions/{id}/actions: the customer's own action (the same schema as
 * POST /subscriptions/{id}/actions, so staff can do nothing the customer could not) and the reason.
 */
export const adminSubscriptionActionRequestSchema = z.strictObject({
  action: subscriptionActionRequestSchema,
  reason: adminReasonSchema,
});
export type AdminSubscriptionActionRequest = z.input<typeof adminSubscriptionActionRequestSchema>;

/** POST /api/v1/admin/subscriptions/{id}/payment-retry: charge the failed renewal again now. */
export const adminPaymentRetryRequestSchema = z.strictObject({ reason: adminReasonSchema });
export type AdminPaymentRetryRequest = z.input<typeof adminPaymentRetryRequestSchema>;

export const adminPaymentRetryResponseSchema = z.object({
  status: z.enum(['paid', 'failed']),
  message: z.string(),
  subscription: adminSubscriptionResponseSchema,
});
export type AdminPaymentRetryResponse = z.infer<typeof adminPaymentRetryResponseSchema>;
