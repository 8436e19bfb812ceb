import { t } from '@lingui/core/macro';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@maplepack/api-client';
import { i18n } from '../../lib/i18n/i18n';

// The contract's English sentences the browser shows itself (api-contract's RESET_PASS_MESSAGES,
// ACCOUNT_MESSAGES, …, and the address schema's), written out: importing them would bring the contract's
// zod schemas into every account page's chunk (forgot-password measured +15 KB gzip). The test
// account-messages.test.ts fails when one of them no longer matches the contract.
export const RESET_REQUESTED =
  'If an account exists for this email address, we have sent you a link to reset your password.';
export const RESET_DONE = 'Your password has been reset. You can now log in with your new password.';
export const RESET_INVALID_KEY = 'This password reset link is not valid. Please request a new one.';
export const PASSWORD_CHANGED = 'Your password has been changed. Your other devices have been signed out.';
export const EMAIL_UNDONE =
  'Your email address has been restored and your new password is set. Every device has been signed out: please log in again.';
export const CARD_UPDATED = 'Your card is updated. Renewals are charged to it from now on.';
export const ORDER_BUSY = 'This order is being changed. Please try again in a moment.';
export const REFUND_FAILED =
  'We could not refund the difference, so your order was not changed. Please try again later.';
export const POSTAL_PROVINCE = 'This postal code is not in the province you chose.';
export const INVALID_NAME = 'Please enter a valid name: letters, spaces and hyphens only.';
export const STREET_REQUIRED = 'Please enter your street address.';
export const CITY_REQUIRED = 'Please enter your city.';
export const PROVINCE_REQUIRED = 'Please choose a province.';
export const POSTAL_CODE_INVALID = 'Please enter a valid Canadian postal code.';
export const PHONE_INVALID = 'Please enter a valid phone number.';

/**
 * The page's language for the contract's English sentences the browser shows itself: the success
 * answers (the API words them in English only) and the checks made before a call (the address
 * schema's messages). Errors the server answers come already in the request's language.
 */
function knownTexts(): ReadonlyMap<string, string> {
  return new Map<string, string>([
    [GENERIC_ERROR_MESSAGE, t`An error occurred`],
    [
      RESET_REQUESTED,
      t`If an account exists for this email address, we have sent you a link to reset your password.`,
    ],
    [RESET_DONE, t`Your password has been reset. You can now log in with your new password.`],
    [RESET_INVALID_KEY, t`This password reset link is not valid. Please request a new one.`],
    [PASSWORD_CHANGED, t`Your password has been changed. Your other devices have been signed out.`],
    [
      EMAIL_UNDONE,
      t`Your email address has been restored and your new password is set. Every device has been signed out: please log in again.`,
    ],
    [CARD_UPDATED, t`Your card is updated. Renewals are charged to it from now on.`],
    [ORDER_BUSY, t`This order is being changed. Please try again in a moment.`],
    [
      REFUND_FAILED,
      t`We could not refund the difference, so your order was not changed. Please try again later.`,
    ],
    [POSTAL_PROVINCE, t`This postal code is not in the province you chose.`],
    [INVALID_NAME, t`Please enter a valid name: letters, spaces and hyphens only.`],
    [STREET_REQUIRED, t`Please enter your street address.`],
    [CITY_REQUIRED, t`Please enter your city.`],
    [PROVINCE_REQUIRED, t`Please choose a province.`],
    [POSTAL_CODE_INVALID, t`Please enter a valid Canadian postal code.`],
    [PHONE_INVALID, t`Please enter a valid phone number.`],
  ]);
}

/** A sentence of the contract in the page's language; English, and any sentence it does not know, as given. */
export function knownText(message: string): string {
  if (i18n.locale === 'en') return message;
  return knownTexts().get(message) ?? message;
}

/** What a person reads for a failed call: the server's (or the contract check's) message, else the generic one. */
export function messageOf(error: unknown): string {
  return isApiError(error) && error.message !== ''
    ? knownText(error.message)
    : knownText(GENERIC_ERROR_MESSAGE);
}

/** The error code of a failed call, or null when it was not an ApiError. */
export function codeOf(error: unknown): string | null {
  return isApiError(error) ? error.code : null;
}

/** Account-page strings the spec leaves open (docs/decisions.md, issue 13), in the page's language. */
export const ACCOUNT_WEB_MESSAGES = {
  get passwordMismatch() {
    return t`The two passwords do not match.`;
  },
  get passwordHint() {
    return t`At least 10 characters, not a common password.`;
  },
  get namesSaved() {
    return t`Your name has been saved.`;
  },
  get emailSaved() {
    return t`Your email address has been changed. We sent a notice to your previous address.`;
  },
  get marketingOn() {
    return t`You will receive Maplepack news and offers by e-mail.`;
  },
  get marketingOff() {
    return t`You will no longer receive Maplepack news and offers by e-mail.`;
  },
  get addressesSaved() {
    return t`Your addresses have been saved.`;
  },
  get noOrders() {
    return t`You have no orders yet.`;
  },
  get fixFields() {
    return t`Please correct the highlighted fields.`;
  },
  get orderChanged() {
    return t`Your order has been changed.`;
  },
};
