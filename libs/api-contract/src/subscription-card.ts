import { z } from 'zod';
import { moneyString } from './money';
import { cardTokenSchema, paymentModeSchema, savedCardResponseSchema } from './payments';
import { subscriptionResponseSchema } from './subscriptions';

/**
 * Updating the card renewals charge (issue 13), on the subscription page. Owner only (403
 * `subscription.forbidden` for another customer's plan).
 *
 * With Stripe (`GET /payments/config` says `mode: 'stripe'`):
 * 1. `POST /subscriptions/{id}/card/setup-intent` → `{ setup_intent_id, client_secret }`;
 * 2. the browser confirms it with Stripe Elements (`stripe.confirmCardSetup(client_secret, …)`),
 *    doing 3-D Secure there if the bank asks;
 * 3. `PUT /subscriptions/{id}/card { setup_intent_id }`: the server reads the SetupIntent, checks it
 *    is this person's and succeeded, and makes its card the default for renewals.
 * With the test gateway (`mode: 'test'`), the test card form sends `PUT … { token: 'tok_visa' }`
 * (the test tokens of payments.ts); a SetupIntent can be made there too but has no browser step.
 *
 * An on-hold plan whose renewal payment failed is charged again at once with the new card: the
 * answer's `retry` says how that went (the card is saved either way).
 */

/** POST /api/v1/subscriptions/{id}/card/setup-intent (no body). */
export const cardSetupIntentResponseSchema = z.object({
  mode: paymentModeSchema,
  setup_intent_id: z.string(),
  client_secret: z.string(),
});
export type CardSetupIntentResponse = z.infer<typeof cardSetupIntentResponseSchema>;

/** PUT /api/v1/subscriptions/{id}/card: a confirmed SetupIntent (Stripe) or a card token (test gateway). */
export const cardUpdateRequestSchema = z.union([
  z.strictObject({
    setup_intent_id: z
      .string()
      .trim()
      .regex(/^(seti|test_seti)_[A-Za-z0-9_]{1,200}$/, 'Please enter your card details again.'),
  }),
  z.strictObject({ token: cardTokenSchema }),
]);
export type CardUpdateRequest = z.output<typeof cardUpdateRequestSchema>;

/**
 * The retry of a failed renewal that a card update starts: `none` (nothing was waiting), `paid`
 * (the plan is active again) or `failed` (`message` says why; the plan stays on hold and retries
 * on schedule).
 */
export const cardRetrySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('none') }),
  z.object({ status: z.literal('paid'), pack_date: z.string(), amount: moneyString }),
  z.object({ status: z.literal('failed'), pack_date: z.string(), amount: moneyString, message: z.string() }),
]);
export type CardRetry = z.infer<typeof cardRetrySchema>;

export const cardUpdateResponseSchema = z.object({
  card: savedCardResponseSchema,
  subscription: subscriptionResponseSchema,
  retry: cardRetrySchema,
});
export type CardUpdateResponse = z.infer<typeof cardUpdateResponseSchema>;

/**
 * Card refusals (besides 400 `request.invalid`): 402 `payment.declined` (the bank's message), 400
 * `payment.card-invalid`, 409 `payment.setup-incomplete` (the SetupIntent was not confirmed, or
 * needs the bank's step), 403 `payment.forbidden` (a SetupIntent made for someone else), 429
 * `payment.rate-limited` with Retry-After, 503 `payment.unavailable`.
 */
export const CARD_UPDATE_ERROR_CODES = {
  declined: 'payment.declined',
  cardInvalid: 'payment.card-invalid',
  setupIncomplete: 'payment.setup-incomplete',
  forbidden: 'payment.forbidden',
  rateLimited: 'payment.rate-limited',
  unavailable: 'payment.unavailable',
} as const;

export const CARD_UPDATE_MESSAGES = {
  setupIncomplete: 'Your card is not confirmed yet. Please enter it again.',
  forbidden: 'This card setup belongs to another account.',
  updated: 'Your card is updated. Renewals are charged to it from now on.',
} as const;
