import {
  checkoutPlaceResponseSchema,
  checkoutQuoteSchema,
  errorBodySchema,
  type CheckoutPlaceResponse,
  type CheckoutQuote,
  type CheckoutReceipt,
} from '@maplepack/api-contract';
import { type LightMyRequestResponse } from 'fastify';
import { type TestApp } from './build-test-app';

/** A new customer's password: long and not a common one. */
export const PASSWORD = 'maple-syrup-42-pack';

export const ELGIN_STREET = {
  first_name: 'Ann',
  last_name: 'Lee',
  address_1: '150 Elgin Street',
  city: 'Ottawa',
  state: 'ON',
  postcode: 'K2P 1L4',
};

/** The Omega-3 Fish Oil (2401, $3.50 a daily pill) at 1 + 1: $7.00 + $9.50 shipping + 13 % HST = $18.65. */
export const OMEGA = { product_id: 2401, am_dose: 1, pm_dose: 1 };
export const OMEGA_TOTAL = '18.65';

let nextAddress = 1;
/** Each test request from its own client address, so the card-testing limits stay out of the way. */
export const fromNewAddress = (): Record<string, string> => ({
  'x-forwarded-for': `203.0.113.${nextAddress++ % 250}`,
});

/** A guest's checkout body for `email`: Omega-3 to Elgin Street, paid with tok_visa; `extra` overrides. */
export function placeBody(email: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    contact: {
      first_name: 'Ann',
      last_name: 'Lee',
      email,
      password: PASSWORD,
      marketing: { given: false, text: '' },
      terms_accepted: true,
    },
    shipping: ELGIN_STREET,
    billing: null,
    lines: [OMEGA],
    coupons: [],
    campaign: null,
    payment: { method: 'card', token: 'tok_visa' },
    expected_total: OMEGA_TOTAL,
    ...extra,
  };
}

export async function postQuote(
  t: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method: 'POST', url: '/api/v1/checkout/quote', payload: body, headers });
}

export async function quote(
  t: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<CheckoutQuote> {
  const response = await postQuote(t, body, headers);
  if (response.statusCode !== 200) throw new Error(`quote refused: ${response.statusCode} ${response.body}`);
  return checkoutQuoteSchema.parse(response.json());
}

export function postCheckout(
  t: TestApp,
  body: Record<string, unknown>,
  key: string,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/checkout',
    payload: body,
    headers: { 'idempotency-key': key, ...fromNewAddress(), ...headers },
  });
}

/** Places the checkout and expects it done: the receipt, and the cookies the answer set. */
export async function checkout(
  t: TestApp,
  body: Record<string, unknown>,
  key: string,
  headers: Record<string, string> = {},
): Promise<{ receipt: CheckoutReceipt; cookies: Record<string, string> }> {
  const response = await postCheckout(t, body, key, headers);
  if (response.statusCode !== 200)
    throw new Error(`checkout refused: ${response.statusCode} ${response.body}`);
  const answer = checkoutPlaceResponseSchema.parse(response.json());
  if (answer.status !== 'completed') throw new Error(`checkout not completed: ${response.body}`);
  return { receipt: answer.receipt, cookies: cookiesOf(response) };
}

export function placeAnswer(response: LightMyRequestResponse): CheckoutPlaceResponse {
  return checkoutPlaceResponseSchema.parse(response.json());
}

export const cookiesOf = (response: LightMyRequestResponse): Record<string, string> =>
  Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie.value]));

/** The error of a refused call, after checking its status. */
export function errorOf(response: LightMyRequestResponse, status: number) {
  if (response.statusCode !== status)
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  return errorBodySchema.parse(response.json()).error;
}

/** The Cookie header of a browser holding these cookies. */
export const cookieHeader = (cookies: Record<string, string>): Record<string, string> => ({
  cookie: Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; '),
});
