import { isoDateSchema } from '@maplepack/calendar';
import {
  cancelNoteSchema,
  cancelReasonSchema,
  customerEventSchema,
  type CustomerEvent,
} from '@maplepack/subscription';
import { z } from 'zod';
import { lineItemInputSchema } from './order-parts';
import { paginationQuery } from './pagination';
import { moneyString } from './money';
import { packSafetySchema, subscriptionRenewalSchema } from './subscription-parts';
import { subscriptionResponseSchema } from './subscriptions';

/**
 * The subscription page's self-service (issue 13). Every route is the owner's only: a guest gets
 * 401 `auth.required`, another customer's plan 403 `subscription.forbidden` with SUBSCRIPTION_MESSAGES
 * .accessDenied (show SUBSCRIPTION_ACCESS_DENIED_TOAST), an unknown id 404 `subscription.not-found`.
 * Writes answer the subscription's new version in `ETag` and honour `If-Match` (412
 * `subscription.stale` when someone changed the plan since it was read).
 *
 * | route | body | answer |
 * |---|---|---|
 * | `POST /subscriptions/{id}/actions` | subscriptionActionRequestSchema | subscriptionActionResponseSchema |
 * | `GET /subscriptions/{id}/events?page=&per_page=` | — | subscriptionEventListResponseSchema, newest first, X-WP-Total |
 * | `POST /subscriptions/{id}/preview` | subscriptionPlanPreviewRequestSchema | subscriptionPlanPreviewResponseSchema |
 * | `PUT /subscriptions/{id}` (plan editor save) | subscriptionUpdateRequestSchema | subscriptionResponseSchema; 422 packRefusedBodySchema |
 * | `POST /subscriptions/{id}/card/setup-intent` | — | cardSetupIntentResponseSchema |
 * | `PUT /subscriptions/{id}/card` | cardUpdateRequestSchema | cardUpdateResponseSchema |
 *
 * Each successful action, plan change and card update sends the person a short confirmation e-mail.
 */

export const SUBSCRIPTION_ACTION_MESSAGES = {
  unmanageable: 'This plan cannot be changed online. Please contact us and we will help.',
  cardViaCardRoute: 'Please update your card with the card form.',
} as const;

const dateInput = z.string().max(10, 'Expected a real date as YYYY-MM-DD.').pipe(isoDateSchema);

/**
 * POST /api/v1/subscriptions/{id}/actions: one of the person's lifecycle actions, as the
 * lifecycle's customer events (then checked by `@maplepack/subscription`'s own schema):
 * - `{ type: 'subscription.skip' }` — the next pack is not sent; the renewal moves one month.
 * - `{ type: 'subscription.pause', months: 1 | 2 | 3 }` — that many packs are not sent.
 * - `{ type: 'subscription.resume' }` — a paused plan renews again from the next anchor date.
 * - `{ type: 'subscription.move-date', date: 'YYYY-MM-DD' }` — within `move_date_range`.
 * - `{ type: 'subscription.cancel', reason, note? }` — ends at the next renewal date, which is not
 *   charged (at once when on hold). `reason` is a key of SUBSCRIPTION_CANCEL_REASONS; note ≤ 500.
 * - `{ type: 'subscription.reactivate' }` — a pending-cancel, cancelled or on-hold plan with a card.
 * The card (`card.updated`) is not an action here: PUT /subscriptions/{id}/card saves one.
 */
export const subscriptionActionRequestSchema = z
  .discriminatedUnion(
    'type',
    [
      z.strictObject({ type: z.literal('subscription.skip') }),
      z.strictObject({
        type: z.literal('subscription.pause'),
        months: z.union([z.literal(1), z.literal(2), z.literal(3)], {
          error: 'A plan can be paused for 1, 2 or 3 months.',
        }),
      }),
      z.strictObject({ type: z.literal('subscription.resume') }),
      z.strictObject({ type: z.literal('subscription.move-date'), date: dateInput }),
      z.strictObject({
        type: z.literal('subscription.cancel'),
        reason: cancelReasonSchema,
        note: cancelNoteSchema.default(''),
      }),
      z.strictObject({ type: z.literal('subscription.reactivate') }),
    ],
    {
      error: (issue) =>
        (issue.input as { type?: unknown } | undefined)?.type === 'card.updated'
          ? SUBSCRIPTION_ACTION_MESSAGES.cardViaCardRoute
          : undefined,
    },
  )
  .transform((event, ctx): Exclude<CustomerEvent, { type: 'card.updated' }> => {
    // The lifecycle's own schema has the last word, so the contract can never accept more than it.
    const checked = customerEventSchema.safeParse(event);
    if (checked.success && checked.data.type !== 'card.updated') return checked.data;
    ctx.addIssue({
      code: 'custom',
      message: checked.success
        ? SUBSCRIPTION_ACTION_MESSAGES.cardViaCardRoute
        : (checked.error.issues[0]?.message ?? 'Invalid request.'),
    });
    return z.NEVER;
  });
export type SubscriptionActionRequest = z.input<typeof subscriptionActionRequestSchema>;
export type SubscriptionAction = z.output<typeof subscriptionActionRequestSchema>;

/**
 * One line of the plan's history, newest first: "Skipped the 12 January pack. The next pack is
 * charged on 12 February." `by`: the person (`customer`) or the shop (renewals, `shop`). `kind` is
 * the lifecycle's log kind (skipped, paused, resumed, date-moved, cancel-requested, cancelled,
 * ended, reactivated, card-updated, started, renewal-started, renewal-paid, payment-failed,
 * renewal-empty) or the API's own (plan-changed, address-changed); show `description`.
 */
export const subscriptionEventSchema = z.object({
  id: z.number().int().positive(),
  /** ISO time it was recorded. */
  date: z.string(),
  /** YYYY-MM-DD: the shop's day it happened on. */
  on: z.string(),
  by: z.enum(['customer', 'shop']),
  kind: z.string(),
  description: z.string(),
});
export type SubscriptionEvent = z.infer<typeof subscriptionEventSchema>;
export const subscriptionEventListResponseSchema = z.array(subscriptionEventSchema);

/** GET /api/v1/subscriptions/{id}/events: `page` from 1, `per_page` 1–100 (default 20). */
export const subscriptionEventListQuerySchema = z.object({ ...paginationQuery(20) });
export type SubscriptionEventListQuery = z.output<typeof subscriptionEventListQuerySchema>;

/** The answer to an action: the plan as it is now (with its new allowed actions) and its log line. */
export const subscriptionActionResponseSchema = z.object({
  subscription: subscriptionResponseSchema,
  event: subscriptionEventSchema,
});
export type SubscriptionActionResponse = z.infer<typeof subscriptionActionResponseSchema>;

/**
 * Refusals of an action, with the lifecycle's own codes and sentences (show `error.message`):
 * 409 when the plan's state does not allow it now; 422 when the date asked for does not fit.
 */
export const SUBSCRIPTION_ACTION_ERROR_STATUS = {
  'subscription.not-allowed': 409,
  'subscription.renewal-in-progress': 409,
  'subscription.payment-pending': 409,
  'subscription.card-required': 409,
  'subscription.date-in-past': 422,
  'subscription.date-out-of-range': 422,
  'subscription.date-in-renewed-period': 422,
  'subscription.date-unchanged': 422,
  /** A plan stored in a state the rules do not know (an import): support changes it. */
  'subscription.unmanageable': 409,
} as const;
export type SubscriptionActionErrorCode = keyof typeof SUBSCRIPTION_ACTION_ERROR_STATUS;

/**
 * POST /api/v1/subscriptions/{id}/preview: the plan editor's check before saving, run on every
 * change: the lines it would save (the same list PUT takes), priced and checked for safety against
 * the person's last assessment. Nothing is saved.
 */
export const subscriptionPlanPreviewRequestSchema = z.strictObject({
  line_items: z.array(lineItemInputSchema).max(100),
});
export type SubscriptionPlanPreviewRequest = z.input<typeof subscriptionPlanPreviewRequestSchema>;

/**
 * The preview: each line at today's price, the renewal these lines would make (null for an empty
 * plan) and the safety check — `ok: false` lists every reason; the save would answer 422 with them.
 */
export const subscriptionPlanPreviewResponseSchema = z.object({
  lines: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      am_dose: z.number().int(),
      pm_dose: z.number().int(),
      quantity: z.number().int(),
      price: moneyString,
      subtotal: moneyString,
    }),
  ),
  renewal: subscriptionRenewalSchema.nullable(),
  safety: packSafetySchema,
});
export type SubscriptionPlanPreviewResponse = z.infer<typeof subscriptionPlanPreviewResponseSchema>;
