import { createHash } from 'node:crypto';
import {
  CHECKOUT_ERROR_CODES,
  CHECKOUT_MESSAGES,
  COMMON_ERROR_CODES,
  CUSTOMER_MESSAGES,
  provinceOfPostalCode,
  type CheckoutAddress,
} from '@maplepack/api-contract';
import { errorAnswer, type HttpAnswer } from '../http-answer';
import { type PlaceInput } from './checkout-types';

export const PASSWORD_REQUIRED_MESSAGE = 'Please choose a password for your account.';

/** The territories share the X codes: either may be chosen for one (both are GST only). */
function provinceMatches(address: CheckoutAddress): boolean {
  const province = provinceOfPostalCode(address.postcode);
  if (province === 'NT' || province === 'NU') return address.state === 'NT' || address.state === 'NU';
  return province === address.state;
}

/** What the schema cannot check: postal codes against provinces, and a guest's new password. */
export function checkPlaceRequest({ caller, request }: PlaceInput): HttpAnswer | null {
  for (const [part, address] of [
    ['shipping', request.shipping],
    ['billing', request.billing],
  ] as const) {
    if (address !== null && !provinceMatches(address))
      return errorAnswer(400, CHECKOUT_ERROR_CODES.postalProvince, CHECKOUT_MESSAGES.postalProvince, {
        field: `${part}.postcode`,
      });
  }
  if (caller === null) {
    const password = request.contact.password;
    if (password === undefined)
      return errorAnswer(400, COMMON_ERROR_CODES.invalidRequest, PASSWORD_REQUIRED_MESSAGE, {
        field: 'contact.password',
      });
    if (password.trim().toLowerCase() === request.contact.email)
      return errorAnswer(400, COMMON_ERROR_CODES.invalidRequest, CUSTOMER_MESSAGES.passwordIsEmail, {
        field: 'contact.password',
      });
  }
  return null;
}

/**
 * What binds a request to its attempt: everything but the password, the card (another card may
 * follow a decline) and the expected total (it changes when the server's total did).
 */
export function placeRequestHash({ caller, request }: PlaceInput): string {
  const { password: _password, ...contact } = request.contact;
  const { payment: _payment, expected_total: _total, ...rest } = request;
  return createHash('sha256')
    .update(JSON.stringify({ caller: caller?.id ?? null, ...rest, contact }))
    .digest('hex');
}

/** The card token of the request, or null when it pays with the saved card or nothing. */
export const cardTokenOf = ({ request }: PlaceInput): string | null =>
  request.payment.method === 'card' ? request.payment.token : null;
