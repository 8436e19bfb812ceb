import { t } from '@lingui/core/macro';
import {
  ACCOUNT_MESSAGES,
  CARD_UPDATE_MESSAGES,
  CHECKOUT_MESSAGES,
  CUSTOMER_MESSAGES,
  EMAIL_CHANGE_MESSAGES,
  ORDER_CHANGE_MESSAGES,
  RESET_PASS_MESSAGES,
} from '@maplepack/api-contract';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@maplepack/api-client';
import { i18n } from '../../lib/i18n/i18n';

// The address schema's sentences (checkoutAddressSchema in api-contract), which it does not export.
const STREET_REQUIRED = 'Please enter your street address.';
const CITY_REQUIRED = 'Please enter your city.';
const PROVINCE_REQUIRED = 'Please choose a province.';
const POSTAL_CODE_INVALID = 'Please enter a valid Canadian postal code.';
const PHONE_INVALID = 'Please enter a valid phone number.';

/**
 * The page's language for the contract's English sentences the browser shows itself: the success
 * answers (the API words them in English only) and the checks made before a call (the address
 * schema's messages). Errors the server answers come already in the request's language.
 */
function knownTexts(): ReadonlyMap<string, string> {
  return new Map<string, string>([
    [GENERIC_ERROR_MESSAGE, t`An error occurred`],
    [
      RESET_PASS_MESSAGES.requested,
      t`If an account exists for this email address, we have sent you a link to reset your password.`,
    ],
    [RESET_PASS_MESSAGES.done, t`Your password has been reset. You can now log in with your new password.`],
    [RESET_PASS_MESSAGES.invalidKey, t`This password reset link is not valid. Please request a new one.`],
    [
      ACCOUNT_MESSAGES.passwordChanged,
      t`Your password has been changed. Your other devices have been signed out.`,
    ],
    [
      EMAIL_CHANGE_MESSAGES.undone,
      t`Your email address has been restored and your new password is set. Every device has been signed out: please log in again.`,
    ],
    [CARD_UPDATE_MESSAGES.updated, t`Your card is updated. Renewals are charged to it from now on.`],
    [ORDER_CHANGE_MESSAGES.busy, t`This order is being changed. Please try again in a moment.`],
    [
      ORDER_CHANGE_MESSAGES.refundFailed,
      t`We could not refund the difference, so your order was not changed. Please try again later.`,
    ],
    [CHECKOUT_MESSAGES.postalProvince, t`This postal code is not in the province you chose.`],
    [CUSTOMER_MESSAGES.invalidName, t`Please enter a valid name: letters, spaces and hyphens only.`],
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
