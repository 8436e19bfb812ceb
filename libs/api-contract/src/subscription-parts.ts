import {
  CANCEL_REASONS,
  CUSTOMER_EVENT_TYPES,
  PAUSE_MONTHS,
  cancelReasonSchema,
  holdReasonSchema,
  type CustomerEventType,
} from '@maplepack/subscription';
import { z } from 'zod';
import { moneyString } from './money';
import { packViolationSchema } from './pack-violation';

/**
 * Pieces of a subscription as the account pages read it (issue 13), apart from subscriptions.ts so
 * the request and answer schemas of the actions can use them without an import cycle. The rules are
 * `@maplepack/subscription`'s; these are their shapes on the wire (snake_case, money as "12.30").
 */

/**
 * Every status a subscription answers: WooCommerce's, plus `paused` (1–3 months, renews by itself
 * on `next_payment_date`). `pending-cancel`: cancelled by the person, theirs until
 * `cancellation.effective_on`. `on-hold`: a trial waiting for a card, or a renewal payment failed
 * (`hold_reason`).
 */
export const SUBSCRIPTION_STATUSES = [
  'pending',
  'active',
  'on-hold',
  'paused',
  'pending-cancel',
  'cancelled',
  'switched',
  'expired',
] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/**
 * What the person may do now, as the lifecycle's customer event types, in the order a page lists
 * them: `subscription.skip`, `subscription.pause`, `subscription.resume`, `subscription.move-date`,
 * `subscription.cancel`, `subscription.reactivate`, `card.updated` (the card form). Everything but
 * `card.updated` is sent to POST /subscriptions/{id}/actions; the card has its own route.
 */
export const SUBSCRIPTION_ACTIONS = CUSTOMER_EVENT_TYPES as readonly CustomerEventType[];
export const subscriptionActionTypeSchema = z.enum(
  CUSTOMER_EVENT_TYPES as unknown as [CustomerEventType, ...CustomerEventType[]],
);
export type SubscriptionActionType = z.infer<typeof subscriptionActionTypeSchema>;

/** How many months a plan may be paused for (the pause choices the page offers). */
export const SUBSCRIPTION_PAUSE_MONTHS = PAUSE_MONTHS;

/** The reasons a person picks from when cancelling, with the words the page shows (key → label). */
export const SUBSCRIPTION_CANCEL_REASONS = CANCEL_REASONS;
export const subscriptionCancelReasonSchema = cancelReasonSchema;

/** Why an `on-hold` plan is on hold: a trial with no card yet, or a renewal whose payment failed. */
export const subscriptionHoldReasonSchema = holdReasonSchema;

/** A cancellation asked for: the reason (key and label), the note, when asked and when it ends. */
export const subscriptionCancellationSchema = z.object({
  reason: cancelReasonSchema,
  reason_label: z.string(),
  note: z.string(),
  /** YYYY-MM-DD: the day the person asked. */
  requested_on: z.string(),
  /** YYYY-MM-DD: the day it ends (the next renewal date, which is not charged; today when on hold). */
  effective_on: z.string(),
});
export type SubscriptionCancellation = z.infer<typeof subscriptionCancellationSchema>;

/**
 * A renewal whose payment failed and is being retried (the plan is on hold): the pack's date,
 * the failed attempts and when the next retry is due (ISO time; null when none is left). Updating
 * the card retries at once.
 */
export const subscriptionPaymentRetrySchema = z.object({
  pack_date: z.string(),
  failed_attempts: z.number().int().nonnegative(),
  next_retry_at: z.string().nullable(),
});
export type SubscriptionPaymentRetry = z.infer<typeof subscriptionPaymentRetrySchema>;

/** The dates the next renewal may move to, inclusive (YYYY-MM-DD), for the date picker. */
export const subscriptionDateRangeSchema = z.object({ earliest: z.string(), latest: z.string() });

/**
 * The next renewal as it would be charged today: the plan's lines at today's catalogue prices,
 * less the plan's recurring coupons (recurring_percent, recurring_fee, renewal free shipping),
 * shipping and taxes for its shipping address. `left_out`: products of the plan no longer for sale,
 * which the renewal will leave out (they are not in the amounts).
 */
export const subscriptionRenewalSchema = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  subtotal: moneyString,
  discount_total: moneyString,
  shipping_total: moneyString,
  tax_lines: z.array(z.object({ label: z.string(), rate_percent: z.string(), tax_total: moneyString })),
  total_tax: moneyString,
  total: moneyString,
  coupons: z.array(z.object({ code: z.string(), discount_type: z.string() })),
  left_out: z.array(z.object({ product_id: z.number().int(), name: z.string(), message: z.string() })),
});
export type SubscriptionRenewal = z.infer<typeof subscriptionRenewalSchema>;

/** The card renewals charge: what a person needs to recognise it, never the number. */
export const subscriptionCardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type SubscriptionCard = z.infer<typeof subscriptionCardSchema>;

/** The safety check of a pack against the person's last assessment: ok, or every reason it fails. */
export const packSafetySchema = z.object({
  ok: z.boolean(),
  reasons: z.array(packViolationSchema),
});
export type PackSafety = z.infer<typeof packSafetySchema>;
