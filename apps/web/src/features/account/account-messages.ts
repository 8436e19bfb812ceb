import { GENERIC_ERROR_MESSAGE, isApiError } from '@maplepack/api-client';

/** What a person reads for a failed call: the server's (or the contract check's) message, else the generic one. */
export function messageOf(error: unknown): string {
  return isApiError(error) && error.message !== '' ? error.message : GENERIC_ERROR_MESSAGE;
}

/** The error code of a failed call, or null when it was not an ApiError. */
export function codeOf(error: unknown): string | null {
  return isApiError(error) ? error.code : null;
}

/** Account-page strings the spec leaves open (docs/decisions.md, issue 13). */
export const ACCOUNT_WEB_MESSAGES = {
  passwordMismatch: 'The two passwords do not match.',
  passwordHint: 'At least 10 characters, not a common password.',
  namesSaved: 'Your name has been saved.',
  emailSaved: 'Your email address has been changed. We sent a notice to your previous address.',
  marketingOn: 'You will receive Maplepack news and offers by e-mail.',
  marketingOff: 'You will no longer receive Maplepack news and offers by e-mail.',
  addressesSaved: 'Your addresses have been saved.',
  noOrders: 'You have no orders yet.',
  orderChanged: 'Your order has been changed.',
} as const;
