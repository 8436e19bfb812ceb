import { TRIAL_CAMPAIGN } from '@maplepack/catalog';
import { z } from 'zod';
import { dbId } from './db-integers';
import { moneyString } from './money';
import {
  addressBlockResponseSchema,
  addressPatchSchema,
  ignoredMoney,
  lineItemInputSchema,
  lineItemResponseSchema,
  metaEntryResponseSchema,
  orderMetaDataSchema,
  shippingLineInputSchema,
  shippingLineResponseSchema,
} from './order-parts';
import { packViolationSchema } from './pack-violation';
import {
  subscriptionActionTypeSchema,
  subscriptionCancellationSchema,
  subscriptionCardSchema,
  subscriptionDateRangeSchema,
  subscriptionHoldReasonSchema,
  subscriptionPaymentRetrySchema,
  subscriptionRenewalSchema,
  subscriptionStatusSchema,
} from './subscription-parts';
import { postalCodeSchema } from './postal-code';
import { queryInteger } from './query-values';

/** The spec's fallback for a failed subscription create or update (spec §8). */
export const SUBSCRIPTION_ERROR_FALLBACK = 'An error has occured.';

export const SUBSCRIPTION_MESSAGES = {
  notFound: 'Subscription not found.',
  /** spec §5: the plan's customer_id must be the user's. */
  accessDenied: 'Invalid subscription. Please contact administrator.',
  unsafePack: 'This plan cannot be saved:',
  stale: 'This subscription was changed by someone else. Please reload it and try again.',
  orderNotYours: 'The order of this subscription was not found.',
  unknownProduct: 'One of the products is not available.',
} as const;

/**
 * The red toast of spec §5 when a plan is not the person's (403 `subscription.forbidden`): the
 * title, the message (the answer's `error.message`) and how long it shows, top right.
 */
export const SUBSCRIPTION_ACCESS_DENIED_TOAST = {
  title: 'Access denied.',
  message: SUBSCRIPTION_MESSAGES.accessDenied,
  durationMs: 3000,
} as const;

/** The header with the subscription's version (ETag) for a conditional PUT (If-Match). */
export const SUBSCRIPTION_VERSION_HEADER = 'etag';

const count = z.number().int().min(0).max(1000);

/**
 * POST /api/v1/subscriptions (spec §3 "Subscription-creation input"): the shop's names kept.
 * `shippingData` carries the address and the method; its total is ignored and recomputed.
 */
export const subscriptionCreateRequestSchema = z.strictObject({
  items: z
    .array(
      z.strictObject({
        productId: dbId,
        amQty: count,
        pmQty: count,
        price: ignoredMoney,
      }),
    )
    .min(1)
    .max(100),
  stripeToken: z.string().trim().min(1).max(255).nullable(),
  stripeCustomer: z.string().trim().min(1).max(255).nullable(),
  wooCommerceUserId: dbId,
  shippingData: z.strictObject({
    address1: z.string().trim().max(200),
    address2: z.string().trim().max(200).default(''),
    city: z.string().trim().min(1, 'city is required').max(100),
    province: z.string().trim().max(2).optional(),
    postcode: postalCodeSchema,
    methodId: z.string().trim().max(50).optional(),
    methodTitle: z.string().trim().max(100).optional(),
    total: ignoredMoney,
    totalCents: z.number().optional(),
  }),
  first_name: z.string().trim().max(100),
  last_name: z.string().trim().max(100),
  email: z.string().trim().max(254),
  orderResponseId: dbId,
  /**
   * Accepted for old clients and ignored: the subscription follows its first order's campaign (a
   * trial subscription waits on-hold with placeholder card ids only when its order was a trial).
   */
  campaign: z
    .literal(TRIAL_CAMPAIGN, { error: 'campaign: the only campaign is trialprogram.' })
    .nullable()
    .optional(),
});
export type SubscriptionCreateRequest = z.output<typeof subscriptionCreateRequestSchema>;

/**
 * PUT /api/v1/subscriptions/{id} (spec §7): the complete new list of lines (empty allowed),
 * optional shipping lines (their totals are recomputed), shipping, billing, meta_data.
 */
export const subscriptionUpdateRequestSchema = z.strictObject({
  line_items: z.array(lineItemInputSchema).max(100),
  shipping_lines: z.array(shippingLineInputSchema).max(5).optional(),
  shipping: addressPatchSchema.optional(),
  billing: addressPatchSchema.optional(),
  meta_data: orderMetaDataSchema.optional(),
  total: ignoredMoney,
  total_tax: ignoredMoney,
  shipping_total: ignoredMoney,
});
export type SubscriptionUpdateRequest = z.output<typeof subscriptionUpdateRequestSchema>;

export const subscriptionParamsSchema = z.object({ id: queryInteger.pipe(z.number().int().positive()) });

/**
 * A subscription as WooCommerce writes one (spec §3), plus what the account page needs (issue 13):
 * the lifecycle (`hold_reason`, `cancellation`, `payment_retry`), the actions allowed today, the
 * move-date range, the next renewal priced today, and the card. The added fields default when an
 * older answer lacks them, so fixtures written before them still parse.
 */
export const subscriptionResponseSchema = z.object({
  id: z.number().int().positive(),
  customer_id: z.number().int().positive(),
  status: subscriptionStatusSchema,
  parent_id: z.number().int().positive().nullable(),
  billing_period: z.string(),
  billing_interval: z.number().int().positive(),
  start_date: z.string(),
  /** YYYY-MM-DD; null when nothing renews: pending-cancel, cancelled, expired, on hold after the last retry. */
  next_payment_date: z.string().nullable(),
  payment_method: z.string(),
  payment_details: z.object({ customer_id: z.string(), card_id: z.string() }).nullable(),
  line_items: z.array(lineItemResponseSchema),
  shipping_lines: z.array(shippingLineResponseSchema),
  total: moneyString,
  total_tax: moneyString,
  shipping_total: moneyString,
  shipping: addressBlockResponseSchema,
  billing: addressBlockResponseSchema,
  meta_data: z.array(metaEntryResponseSchema),
  /** Why an on-hold plan is on hold; null otherwise. */
  hold_reason: subscriptionHoldReasonSchema.nullable().default(null),
  /** Set while pending-cancel and once cancelled. */
  cancellation: subscriptionCancellationSchema.nullable().default(null),
  /** A failed renewal being retried (on hold, `hold_reason` payment-failed); null otherwise. */
  payment_retry: subscriptionPaymentRetrySchema.nullable().default(null),
  /** What the person may do today (SUBSCRIPTION_ACTIONS order); a page shows only these. */
  allowed_actions: z.array(subscriptionActionTypeSchema).default([]),
  /** Where `subscription.move-date` may move the next renewal; null when it cannot move now. */
  move_date_range: subscriptionDateRangeSchema.nullable().default(null),
  /** The next renewal priced today; null when nothing renews (see next_payment_date). */
  renewal: subscriptionRenewalSchema.nullable().default(null),
  /** The card renewals charge; null for a trial's placeholder or a card no longer saved. */
  card: subscriptionCardSchema.nullable().default(null),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;
export const subscriptionListResponseSchema = z.array(subscriptionResponseSchema);

/** A refused pack (422, order or plan): the message plus each reason a person can read. */
export const packRefusedBodySchema = z.object({
  error: z.object({
    code: z.enum(['subscription.pack-unsafe', 'order.pack-unsafe']),
    message: z.string(),
    reasons: z.array(packViolationSchema).min(1),
  }),
});
export type PackRefusedBody = z.infer<typeof packRefusedBodySchema>;
