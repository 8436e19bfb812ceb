import { z } from 'zod';
import { emailSchema } from './query-values';

/** Which card provider the server uses: the built-in test gateway or Stripe. */
export const paymentModeSchema = z.enum(['test', 'stripe']);
export type PaymentMode = z.infer<typeof paymentModeSchema>;

/** GET /api/v1/payments/config: what the browser's card form needs. `publishableKey` only with Stripe. */
export const paymentsConfigResponseSchema = z.object({
  mode: paymentModeSchema,
  publishableKey: z.string().optional(),
});
export type PaymentsConfigResponse = z.infer<typeof paymentsConfigResponseSchema>;

/**
 * A card as the browser's card library hands it over: a token (`tok_…`) or a PaymentMethod id
 * (`pm_…`). Card numbers never reach the server. In test mode, Stripe's test tokens: tok_visa,
 * tok_mastercard, tok_amex, tok_chargeDeclined, tok_chargeDeclinedInsufficientFunds, tok_cvcCheckFail…
 */
export const cardTokenSchema = z
  .string()
  .trim()
  .regex(/^(tok|pm)_[A-Za-z0-9_]{1,200}$/, 'Please enter your card details again.');

/**
 * POST /api/v1/stripe/customer/create: a payment customer with this card as its default. A
 * signed-in customer's own e-mail and name are used (a second create replaces the card); a guest
 * checking out gives the e-mail.
 */
export const paymentCustomerCreateRequestSchema = z.strictObject({
  token: cardTokenSchema,
  email: emailSchema.optional(),
  name: z.string().trim().max(200).optional(),
});
export type PaymentCustomerCreateRequest = z.output<typeof paymentCustomerCreateRequestSchema>;

/** POST /api/v1/stripe/customer/get: the signed-in customer's payment customer (or one of theirs by id). */
export const paymentCustomerGetRequestSchema = z.strictObject({
  id: z.string().trim().min(1).max(255).optional(),
});
export type PaymentCustomerGetRequest = z.output<typeof paymentCustomerGetRequestSchema>;

/** POST /api/v1/stripe/customer/update: replaces the default card (renewals use it). */
export const paymentCustomerUpdateRequestSchema = z.strictObject({
  token: cardTokenSchema,
});
export type PaymentCustomerUpdateRequest = z.output<typeof paymentCustomerUpdateRequestSchema>;

/** A saved card: what a person needs to recognise it, never the number. */
export const savedCardResponseSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int(),
});
export type SavedCardResponse = z.infer<typeof savedCardResponseSchema>;

/** A payment customer with its default card; the ids are the provider's (`test_cus_…` in test mode). */
export const paymentCustomerResponseSchema = z.object({
  id: z.string(),
  email: z.string(),
  mode: paymentModeSchema,
  card: savedCardResponseSchema.nullable(),
});
export type PaymentCustomerResponse = z.infer<typeof paymentCustomerResponseSchema>;

/** POST /api/v1/stripe/webhook answer (Stripe only reads the status). */
export const stripeWebhookResponseSchema = z.object({ received: z.literal(true), type: z.string() });
export type StripeWebhookResponse = z.infer<typeof stripeWebhookResponseSchema>;

export const PAYMENT_ERROR_CODES = {
  declined: 'payment.declined',
  cardInvalid: 'payment.card-invalid',
  unavailable: 'payment.unavailable',
  customerNotFound: 'payment.customer-not-found',
  webhookUnavailable: 'payment.webhook-unavailable',
  webhookInvalid: 'payment.webhook-invalid',
} as const;

export const PAYMENT_MESSAGES = {
  customerNotFound: 'No saved card was found. Please add a card.',
  guestEmailRequired: 'Please enter a valid email.',
  /** What a guest sees for any refused card: the provider's reason would help card testers. */
  genericDecline: 'Your card was declined. Please check its details or use another card.',
  tooManyAttempts: 'Too many card attempts. Please wait a while before trying again.',
} as const;
