import { t } from '@lingui/core/macro';
import { CHECKOUT_MESSAGES, CUSTOMER_MESSAGES, POSTAL_CODE_MESSAGE } from '@maplepack/api-contract';
import { CHECKOUT_MESSAGES_WEB, PLACE_MESSAGES } from '@maplepack/checkout';
import { COUPON_MESSAGES } from '@maplepack/pricing';
import { i18n } from '../../lib/i18n/i18n';
import { checkoutMessageText } from './checkout-text';

// The messages of the steps after the first (the address, the summary and payment, the outcomes), as
// checkout-text.ts does for the first steps: a module of its own, so the checkout's first render does not
// carry them. The components showing them call useLingui().

/** The French of the English messages the libs put on the later steps, keyed by that English. */
function frenchMessages(): Readonly<Record<string, string>> {
  return {
    'Please enter your street address.': t`Please enter your street address.`,
    'Please enter your city.': t`Please enter your city.`,
    'Please choose a province.': t`Please choose a province.`,
    'Please enter a valid phone number.': t`Please enter a valid phone number.`,
    [POSTAL_CODE_MESSAGE]: t`Please enter a valid Canadian postal code.`,
    [CHECKOUT_MESSAGES.postalProvince]: t`This postal code is not in the province you chose.`,
    [CHECKOUT_MESSAGES.accountExists]: t`An account already uses this email. Please sign in to continue; your cart is kept.`,
    [CHECKOUT_MESSAGES.totalChanged]: t`The total has changed since you last saw it. Please check the new total and confirm again.`,
    [CHECKOUT_MESSAGES.attemptBusy]: t`Your order is still being processed. Please wait a moment.`,
    [CUSTOMER_MESSAGES.emailTaken]: t`An account is already registered with this email address. Please log in.`,
    [CHECKOUT_MESSAGES_WEB.quoteFailed]: t`We could not calculate your total. Please try again.`,
    [PLACE_MESSAGES.unreachable]: t`We could not confirm your order: the connection to our shop failed. Please try again; your order will be placed only once.`,
    [PLACE_MESSAGES.authenticationFailed]: t`Your bank did not confirm this payment. Please try again or use another card.`,
    [PLACE_MESSAGES.generic]: t`An error occurred`,
    [COUPON_MESSAGES.applied]: t`Coupon applied`,
    [COUPON_MESSAGES.alreadyApplied]: t`Coupon has already been applied.`,
    [COUPON_MESSAGES.invalid]: t`Coupon is invalid.`,
  };
}

/** A message from the libs in the page's language, for a later step; any other text (the server's) as it is. */
export function laterMessageText(message: string): string;
export function laterMessageText(message: string | null | undefined): string | undefined;
export function laterMessageText(message: string | null | undefined): string | undefined {
  if (message === null || message === undefined) return undefined;
  if (i18n.locale !== 'fr') return message;
  return frenchMessages()[message] ?? checkoutMessageText(message);
}

/** For the test: the English keys and what the active catalogue reads for each. */
export function knownLaterMessages(): Readonly<Record<string, string>> {
  return frenchMessages();
}
