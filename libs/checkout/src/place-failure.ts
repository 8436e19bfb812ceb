import {
  CHECKOUT_ERROR_CODES,
  CUSTOMER_ERROR_CODES,
  checkoutQuoteSchema,
  type CheckoutQuote,
} from '@maplepack/api-contract';
import { type FieldPath } from './field-errors';

export const PLACE_MESSAGES = {
  /** After the retries: the order may or may not exist, so the person retries with the same attempt. */
  unreachable:
    'We could not confirm your order: the connection to our shop failed. Please try again; your order will be placed only once.',
  authenticationFailed: 'Your bank did not confirm this payment. Please try again or use another card.',
  generic: 'An error occurred',
} as const;

/** What a failed POST /checkout means for the person. */
export type PlaceFailure =
  /** No answer, or the server failed (5xx, still busy): the outcome is unknown, send the same key again. */
  | { kind: 'retry'; message: string }
  /** 409: the server's total differs from the one shown; here is the new quote. */
  | { kind: 'total-changed'; quote: CheckoutQuote; message: string }
  /** The card was refused: nothing charged; another card may go with the same attempt. */
  | { kind: 'declined'; message: string }
  | { kind: 'account-exists'; message: string }
  /** A field the server refused (the postal code not in the province, the terms). */
  | { kind: 'field'; step: 'contact' | 'shipping'; field: FieldPath; message: string }
  /** The attempt already completed (a reload after success): the receipt says what was bought. */
  | { kind: 'completed' }
  /** Any other refusal: nothing was created; the message says why. */
  | { kind: 'refused'; message: string };

function prop(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/**
 * Reads what the place actor threw: the api-client's error (`status`, `code`, `message`, and for a
 * changed total `details.quote`). Anything without a status is a network failure. A 2xx whose body
 * broke the contract counts as unknown too: the order may exist, and only the same key may ask again.
 */
export function classifyPlaceFailure(error: unknown): PlaceFailure {
  const status = prop(error, 'status');
  const code = prop(error, 'code');
  const text = prop(error, 'message');
  const message = typeof text === 'string' && text !== '' ? text : PLACE_MESSAGES.generic;
  if (typeof status !== 'number' || status === 0 || status >= 500 || (status >= 200 && status < 300)) {
    return { kind: 'retry', message };
  }
  switch (code) {
    case CHECKOUT_ERROR_CODES.attemptBusy:
      return { kind: 'retry', message };
    case CHECKOUT_ERROR_CODES.totalChanged: {
      const quote = checkoutQuoteSchema.safeParse(prop(prop(error, 'details'), 'quote'));
      return quote.success
        ? { kind: 'total-changed', quote: quote.data, message }
        : { kind: 'refused', message: PLACE_MESSAGES.generic };
    }
    case CHECKOUT_ERROR_CODES.accountExists:
    case CUSTOMER_ERROR_CODES.emailTaken:
      return { kind: 'account-exists', message };
    case CHECKOUT_ERROR_CODES.postalProvince:
      return { kind: 'field', step: 'shipping', field: 'shipping.postcode', message };
    case CHECKOUT_ERROR_CODES.termsRequired:
      return { kind: 'field', step: 'contact', field: 'contact.terms', message };
    case CHECKOUT_ERROR_CODES.attemptCompleted:
      return { kind: 'completed' };
    default:
      if (typeof code === 'string' && code.startsWith('payment.')) return { kind: 'declined', message };
      return { kind: 'refused', message };
  }
}
