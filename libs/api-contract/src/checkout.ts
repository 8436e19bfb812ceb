import { TRIAL_CAMPAIGN } from '@maplepack/catalog';
import { z } from 'zod';
import { accountNameSchema } from './customers';
import { passwordSchema } from './password';
import { dbId } from './db-integers';
import { moneyString } from './money';
import { cardTokenSchema } from './payments';
import { postalCodeSchema } from './postal-code';
import { emailSchema } from './query-values';

/**
 * The checkout (issue 12): one quote call that prices a cart for an address without charging, and
 * one idempotent call that places the purchase — account, saved card, paid order and monthly
 * subscription together. The browser sends ids, doses, codes and the address; every amount is the
 * server's.
 */

export const CHECKOUT_ERROR_CODES = {
  totalChanged: 'checkout.total-changed',
  accountExists: 'checkout.account-exists',
  termsRequired: 'checkout.terms-required',
  postalProvince: 'checkout.postal-province',
  attemptCompleted: 'checkout.attempt-completed',
  attemptBusy: 'checkout.attempt-busy',
  noPlan: 'checkout.no-plan',
} as const;

export const CHECKOUT_MESSAGES = {
  totalChanged: 'The total has changed since you last saw it. Please check the new total and confirm again.',
  accountExists: 'An account already uses this email. Please sign in to continue; your cart is kept.',
  termsRequired: 'Please accept the terms and conditions to continue.',
  postalProvince: 'This postal code is not in the province you chose.',
  attemptBusy: 'Your order is still being processed. Please wait a moment.',
  productUnavailable: (name: string) => `${name} is no longer available and was removed from your order.`,
  couponDropped: (code: string, why: string) => `The coupon ${code} no longer applies: ${why}`,
} as const;

/** A line of the cart as the browser holds it: product and daily pills, morning and evening. */
export const checkoutLineSchema = z.strictObject({
  product_id: dbId,
  am_dose: z.number().int().min(0).max(20),
  pm_dose: z.number().int().min(0).max(20),
});
export type CheckoutLine = z.output<typeof checkoutLineSchema>;

const couponCodesSchema = z.array(z.string().trim().min(1).max(100)).max(20);
const campaignSchema = z
  .literal(TRIAL_CAMPAIGN, { error: 'campaign: the only campaign is trialprogram.' })
  .nullable();

/** The shipping destination a quote needs: postal code and city (the province follows the code). */
export const checkoutDestinationSchema = z.strictObject({
  postcode: postalCodeSchema,
  city: z.string().trim().min(1, 'Please enter your city.').max(100),
});

/** POST /api/v1/checkout/quote: prices the cart for an address, charging nothing. */
export const checkoutQuoteRequestSchema = z.strictObject({
  lines: z.array(checkoutLineSchema).min(1, 'Your cart is empty.').max(100),
  coupons: couponCodesSchema.default([]),
  destination: checkoutDestinationSchema,
  /** For a guest: the per-customer coupon limits and the trial's eligibility are checked for it. */
  email: emailSchema.optional(),
  campaign: campaignSchema.default(null),
  /**
   * Signed in with a plan: quote the cart as replacing its products (the default) or as added to
   * them (the old pack's subtotal then counts, spec §4). Ignored without a plan.
   */
  plan_change: z.enum(['replace', 'add']).optional(),
});
export type CheckoutQuoteRequest = z.output<typeof checkoutQuoteRequestSchema>;

/** Something that changed what the person chose: a product left out, a coupon dropped. */
export const checkoutNoticeSchema = z.object({
  kind: z.enum(['product-unavailable', 'coupon-dropped', 'pack-unsafe']),
  product_id: z.number().int().optional(),
  code: z.string().optional(),
  message: z.string(),
});
export type CheckoutNotice = z.infer<typeof checkoutNoticeSchema>;

export const checkoutQuoteSchema = z.object({
  /** guest: coupons and the trial apply; signedin: spec §4's signed-in totals (plan change). */
  mode: z.enum(['guest', 'signedin']),
  currency: z.literal('CAD'),
  campaign: z.string().nullable(),
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
  coupons: z.array(
    z.object({
      code: z.string(),
      status: z.enum(['applied', 'renewal-only']),
      discount: moneyString,
    }),
  ),
  province: z.string(),
  postcode: z.string(),
  subtotal: moneyString,
  /** Signed-in only: the subtotal of the pack the plan already has (spec §4, old pack). */
  old_pack_subtotal: moneyString,
  discount_total: moneyString,
  shipping_total: moneyString,
  tax_lines: z.array(z.object({ label: z.string(), rate_percent: z.string(), tax_total: moneyString })),
  total_tax: moneyString,
  /** What is charged now (0.00 for a trial or a signed-in plan change). */
  total: moneyString,
  /** The monthly renewal: its date (YYYY-MM-DD) and amount at today's prices, without first-order coupons. */
  renewal: z.object({ date: z.string(), total: moneyString }),
  notices: z.array(checkoutNoticeSchema),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

/** A shipping or billing address at checkout (spec §3 Address, country CA). */
export const checkoutAddressSchema = z.strictObject({
  first_name: accountNameSchema,
  last_name: accountNameSchema,
  address_1: z.string().trim().min(1, 'Please enter your street address.').max(200),
  address_2: z.string().trim().max(200).default(''),
  city: z.string().trim().min(1, 'Please enter your city.').max(100),
  state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^(AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)$/, 'Please choose a province.'),
  postcode: postalCodeSchema,
  phone: z
    .string()
    .trim()
    .regex(/^[0-9+().\- ]{0,30}$/, 'Please enter a valid phone number.')
    .default(''),
});
export type CheckoutAddress = z.output<typeof checkoutAddressSchema>;

/** The person buying. A guest creates the account here (password); a signed-in person sends none. */
export const checkoutContactSchema = z.strictObject({
  first_name: accountNameSchema,
  last_name: accountNameSchema,
  email: emailSchema,
  password: passwordSchema.optional(),
  /** CASL: an unticked box; when ticked, the exact text shown is recorded with the consent. */
  marketing: z.strictObject({ given: z.boolean(), text: z.string().trim().max(2000) }),
  terms_accepted: z.literal(true, { error: CHECKOUT_MESSAGES.termsRequired }),
});
export type CheckoutContact = z.output<typeof checkoutContactSchema>;

/**
 * How the person pays: a new card from the card form (a token or PaymentMethod id, never a number),
 * the saved card (signed in), or nothing (trial, or a plan change that charges nothing now).
 */
export const checkoutPaymentSchema = z.discriminatedUnion('method', [
  z.strictObject({ method: z.literal('card'), token: cardTokenSchema }),
  z.strictObject({ method: z.literal('saved') }),
  z.strictObject({ method: z.literal('none') }),
]);
export type CheckoutPayment = z.output<typeof checkoutPaymentSchema>;

/**
 * POST /api/v1/checkout, with an Idempotency-Key header that names the attempt: a double click, a
 * reload or a network retry sends the same key and gets the same outcome, one order and one charge
 * at most. After a decline the same key may be sent again with another card.
 */
export const checkoutPlaceRequestSchema = z.strictObject({
  contact: checkoutContactSchema,
  shipping: checkoutAddressSchema,
  /** null: billing is the shipping address. */
  billing: checkoutAddressSchema.nullable().default(null),
  lines: z.array(checkoutLineSchema).min(1, 'Your cart is empty.').max(100),
  coupons: couponCodesSchema.default([]),
  campaign: campaignSchema.default(null),
  payment: checkoutPaymentSchema,
  /** The total the person saw and accepted; the server refuses to charge any other (409 with the new quote). */
  expected_total: moneyString.max(20),
  /** Signed in with a plan: replace its products (after the assessment) or add to them (build my pack). */
  plan_change: z.enum(['replace', 'add']).optional(),
});
export type CheckoutPlaceRequest = z.output<typeof checkoutPlaceRequestSchema>;

/** What the thank-you page and the confirmation e-mail show. */
export const checkoutReceiptSchema = z.object({
  order_id: z.number().int().nullable(),
  order_number: z.string().nullable(),
  subscription_id: z.number().int().nullable(),
  customer_id: z.number().int(),
  first_name: z.string(),
  email: z.string(),
  status: z.enum(['processing', 'on-hold', 'plan-updated']),
  lines: z.array(
    z.object({
      product_id: z.number().int(),
      name: z.string(),
      am_dose: z.number().int(),
      pm_dose: z.number().int(),
      total: moneyString,
    }),
  ),
  charged: moneyString,
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  renewal: z.object({ date: z.string(), total: moneyString }),
});
export type CheckoutReceipt = z.infer<typeof checkoutReceiptSchema>;

/**
 * The answer to POST /checkout: done (the person is signed in, a cookie is set), or the card's bank
 * asks the person to authenticate (3-D Secure): the browser completes the step with `client_secret`
 * and sends the same request with the same key again.
 */
export const checkoutPlaceResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('completed'), receipt: checkoutReceiptSchema }),
  z.object({
    status: z.literal('requires_action'),
    client_secret: z.string(),
    payment_intent_id: z.string(),
  }),
]);
export type CheckoutPlaceResponse = z.infer<typeof checkoutPlaceResponseSchema>;

/** A 409 checkout.total-changed carries the new quote under `error.quote`. */
export const checkoutTotalChangedErrorSchema = z.object({
  error: z.object({
    code: z.literal(CHECKOUT_ERROR_CODES.totalChanged),
    message: z.string(),
    quote: checkoutQuoteSchema,
  }),
});

/** GET /api/v1/checkout/receipt: the latest purchase of this browser (signed cookie) or of the signed-in owner. */
export const checkoutReceiptResponseSchema = z.object({ receipt: checkoutReceiptSchema });

/**
 * POST /api/v1/payments/test/authenticate (test gateway only): the test card 4000 0025 0000 3155
 * asks for authentication; the browser's test authentication step answers it here, as a bank's
 * 3-D Secure page would, before the checkout is sent again.
 */
export const testAuthenticationRequestSchema = z.strictObject({
  payment_intent_id: z
    .string()
    .trim()
    .regex(/^test_pi_[A-Za-z0-9_]{1,100}$/, 'expected a test payment id'),
  outcome: z.enum(['succeed', 'fail']),
});
export type TestAuthenticationRequest = z.output<typeof testAuthenticationRequestSchema>;

/** The answer to POST /api/v1/payments/test/authenticate: what the test bank recorded. */
export const testAuthenticationResponseSchema = z.object({
  payment_intent_id: z.string(),
  outcome: z.enum(['succeed', 'fail']),
});
export type TestAuthenticationResponse = z.infer<typeof testAuthenticationResponseSchema>;
