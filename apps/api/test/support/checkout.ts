import {
  orderResponseSchema,
  paymentCustomerResponseSchema,
  type OrderResponse,
} from '@maplepack/api-contract';
import { TEST_CHARGE_SCOPE } from '../../src/db/repositories/test-charge-repository';
import { idempotencyKeys } from '../../src/db/schema/idempotency';
import { eq } from 'drizzle-orm';
import { type TestApp } from './build-test-app';

export interface Card {
  customer_id: string;
  card_id: string;
}

let nextAddress = 1;

/**
 * A saved test card: for the signed-in customer of `headers`, or for a guest with `email`. Each
 * save comes from its own address, so suites that save many cards stay under the card-testing
 * limits (tested on their own in hardening/card-testing.test.ts).
 */
export async function saveCard(
  t: TestApp,
  who: { headers: Record<string, string> } | { email: string },
  token = 'tok_visa',
): Promise<Card> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/stripe/customer/create',
    payload: 'email' in who ? { token, email: who.email, name: 'Guest Person' } : { token },
    headers: {
      'x-forwarded-for': `192.0.2.${nextAddress++ % 250}`,
      ...('headers' in who ? who.headers : {}),
    },
  });
  if (response.statusCode !== 200) throw new Error(`card not saved: ${response.body}`);
  const customer = paymentCustomerResponseSchema.parse(response.json());
  if (customer.card === null) throw new Error('card missing');
  return { customer_id: customer.id, card_id: customer.card.id };
}

export const OTTAWA = {
  first_name: 'Ann',
  last_name: 'Lee',
  address_1: '150 Elgin Street',
  city: 'Ottawa',
  state: 'ON',
  postcode: 'K2P 1L4',
};

export const doses = (am: number, pm: number) => [
  { key: 'am_dose', value: am },
  { key: 'pm_dose', value: pm },
];

/** A checkout body: the Omega-3 Fish Oil (2401, $3.50 a daily pill) at 1 + 1, shipped to Ottawa. */
export function orderBody(
  card: Card | null,
  email: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    billing: { ...OTTAWA, email },
    shipping: OTTAWA,
    line_items: [{ product_id: 2401, quantity: 2, meta_data: doses(1, 1) }],
    ...(card === null ? {} : { payment_details: card }),
    meta_data: [{ key: '_wc_acof_4', value: 'Dr. Priya Patel' }],
    ...extra,
  };
}

export async function placeOrder(
  t: TestApp,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<OrderResponse> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/orders', payload: body, headers });
  if (response.statusCode !== 201) throw new Error(`order refused: ${response.statusCode} ${response.body}`);
  return orderResponseSchema.parse(response.json());
}

/** Charges the test gateway recorded, by their idempotency key. */
export async function recordedCharges(t: TestApp): Promise<{ key: string; body: unknown }[]> {
  return t.database.db
    .select({ key: idempotencyKeys.key, body: idempotencyKeys.responseBody })
    .from(idempotencyKeys)
    .where(eq(idempotencyKeys.scope, TEST_CHARGE_SCOPE));
}
