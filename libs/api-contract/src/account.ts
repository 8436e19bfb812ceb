import { z } from 'zod';
import { checkoutAddressSchema, CHECKOUT_MESSAGES } from './checkout';
import { customerResponseSchema } from './customers';
import { passwordSchema } from './password';
import { postalCodeSchema } from './postal-code';
import { subscriptionRenewalSchema } from './subscription-parts';

/**
 * The account pages other than the subscription and the orders (issue 13). Every route is the
 * owner's only: 401 for a guest, 403 `auth.forbidden` 'Access denied.' for another customer's id.
 *
 * | page | calls |
 * |---|---|
 * | /account-details: names | `PUT /customers/{id} { first_name, last_name }` (accountNameSchema: letters, spaces, hyphens) |
 * | /account-details: e-mail | `PUT /customers/{id} { email, current_password }` (400 `customer.password-required` / `customer.wrong-password`; a new token in the cookie or `x-maplepack-token`) |
 * | /account-details: password | `POST /customers/{id}/password` passwordChangeRequestSchema → passwordChangeResponseSchema |
 * | /account-details: marketing | the mailing list's own-member routes, see ACCOUNT_MARKETING below |
 * | /addresses | `GET /customers/{id}` (billing, shipping); `POST /customers/{id}/addresses/preview`; `PUT /customers/{id}/addresses` |
 * | /forgot-password | `POST /reset-pass { email }` (always the same 200: RESET_PASS_MESSAGES.requested) |
 * | /reset-password | `POST /reset-pass { key, id, password }` (400 `reset.invalid-key` / `reset.expired-key` / `reset.used-key`: offer a new e-mail) |
 */

export const ACCOUNT_ERROR_CODES = {
  wrongPassword: 'customer.wrong-password',
  samePassword: 'customer.same-password',
  postalProvince: 'address.postal-province',
  noShippingAddress: 'address.shipping-required',
  planNotPriced: 'address.plan-not-priced',
} as const;

export const ACCOUNT_MESSAGES = {
  wrongPassword: 'The password you entered is incorrect.',
  samePassword: 'Your new password must be different from your current one.',
  passwordChanged: 'Your password has been changed. Your other devices have been signed out.',
  postalProvince: CHECKOUT_MESSAGES.postalProvince,
  planNotPriced:
    'Your subscription could not be priced for this address, so nothing was saved. Please contact us.',
} as const;

/**
 * POST /api/v1/customers/{id}/password: the current password (checked and throttled like a login)
 * and the new one (the rule of PASSWORD_MESSAGES: 10+ characters, not only spaces, not the e-mail,
 * not a common password; 400 `request.invalid` with that message). Every other session ends; the
 * caller's continues with a new token (a new cookie, or the `x-maplepack-token` header for Bearer
 * callers). 400 `customer.wrong-password`, 400 `customer.same-password`, 429 `auth.rate-limited`.
 */
export const passwordChangeRequestSchema = z.strictObject({
  // Not trimmed: spaces may be part of a password (as at sign-in).
  current_password: z.string().min(1, 'Please enter your current password.').max(256),
  password: passwordSchema,
});
export type PasswordChangeRequest = z.output<typeof passwordChangeRequestSchema>;

export const passwordChangeResponseSchema = z.object({ status: z.literal(200), message: z.string() });
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>;

/**
 * An address saved from /addresses: the checkout's Canadian validation (names, street, city,
 * province, postal code that must be in the province: 400 `address.postal-province`, phone).
 */
export const accountAddressSchema = checkoutAddressSchema;
export type AccountAddress = z.output<typeof accountAddressSchema>;

/**
 * PUT /api/v1/customers/{id}/addresses: the shipping and/or billing address. A new shipping address
 * is also given to every plan of the customer that still renews, re-priced for its province and
 * postal code (taxes, Canada Post rate), in one transaction: when a plan cannot be priced there
 * (a product no longer for sale, no Canada Post rate), 422 `address.plan-not-priced` and nothing
 * is saved, neither the address nor any plan.
 */
export const accountAddressesRequestSchema = z
  .strictObject({
    shipping: accountAddressSchema.optional(),
    billing: accountAddressSchema.optional(),
  })
  .refine((body) => body.shipping !== undefined || body.billing !== undefined, {
    message: 'Nothing to update.',
  });
export type AccountAddressesRequest = z.output<typeof accountAddressesRequestSchema>;

/** A plan re-priced for a shipping address: its next renewal before and with the new address. */
export const addressPlanPriceSchema = z.object({
  subscription_id: z.number().int().positive(),
  current: subscriptionRenewalSchema.nullable(),
  proposed: subscriptionRenewalSchema.nullable(),
});
export type AddressPlanPrice = z.infer<typeof addressPlanPriceSchema>;

/**
 * POST /api/v1/customers/{id}/addresses/preview: what a new shipping destination does to each plan
 * that renews (`plans` is empty without one). Only the postal code and city price a renewal; a
 * province given must match the postal code. Nothing is saved.
 */
export const addressPreviewRequestSchema = z.strictObject({
  shipping: z.strictObject({
    postcode: postalCodeSchema,
    city: z.string().trim().min(1, 'Please enter your city.').max(100),
    state: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^(AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)$/, 'Please choose a province.')
      .optional(),
  }),
});
export type AddressPreviewRequest = z.output<typeof addressPreviewRequestSchema>;

export const addressPreviewResponseSchema = z.object({
  province: z.string(),
  postcode: z.string(),
  plans: z.array(addressPlanPriceSchema),
});
export type AddressPreviewResponse = z.infer<typeof addressPreviewResponseSchema>;

/** The answer to PUT /customers/{id}/addresses: the customer, and each plan's renewal now. */
export const accountAddressesResponseSchema = z.object({
  customer: customerResponseSchema,
  plans: z.array(
    z.object({ subscription_id: z.number().int().positive(), renewal: subscriptionRenewalSchema.nullable() }),
  ),
});
export type AccountAddressesResponse = z.infer<typeof accountAddressesResponseSchema>;

/**
 * Marketing e-mail on /account-details, on the mailing list's own-member routes (they exist; the
 * signed-in customer can only read and change the member of their own account e-mail):
 * - read: `GET /mailchimp?email=<account e-mail>` → `exact_matches.members[0]` (none: not on the
 *   list); `status === 'subscribed'` means on.
 * - on: `POST /mailchimp { email: <account e-mail>, consent: { given: true, text:
 *   ACCOUNT_MARKETING.consentText (the exact words shown), source: 'account' } }` → subscribed at
 *   once (the address is the account's own); a consent record (time, text, source, IP) is appended.
 * - off: `PUT /mailchimp/{member id} { status: 'unsubscribed' }` → a `withdrawn` record is appended.
 * Records are never edited or deleted, so the CASL history stays whole.
 */
export const ACCOUNT_MARKETING = {
  consentText:
    'Yes, send me Maplepack news and offers by e-mail. I can unsubscribe at any time from any e-mail or my account.',
  source: 'account',
} as const;
