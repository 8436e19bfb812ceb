// Fixtures and arbitraries for tests of the checkout (this lib's, the api client's and the web's).
import {
  type CheckoutLine,
  type CheckoutPlaceResponse,
  type CheckoutQuote,
  type CheckoutQuoteRequest,
  type CheckoutReceipt,
} from '@maplepack/api-contract';
import fc from 'fast-check';
import { fromPromise } from 'xstate';
import { type AddressFields } from './address-rules';
import { type RandomBytes } from './attempt-key';
import { type CheckoutAccount, type CheckoutInput } from './checkout-context';
import { type AuthenticateInput, checkoutMachine, type PlaceInput } from './checkout-machine';
import { type ContactFields } from './contact-rules';

export const CART_LINES: CheckoutLine[] = [
  { product_id: 2101, am_dose: 1, pm_dose: 0 },
  { product_id: 2201, am_dose: 1, pm_dose: 1 },
];

/** A guest's contact form, filled in and valid. */
export const GUEST_CONTACT: ContactFields = {
  firstName: 'Ann',
  lastName: 'Tremblay',
  email: 'ann@example.ca',
  password: 'maple-syrup-42',
  marketing: false,
  terms: true,
};

/** An Ontario address, valid. */
export const TORONTO: AddressFields = {
  address1: '1 King St W',
  address2: '',
  city: 'Toronto',
  province: 'ON',
  postcode: 'M5V 2T6',
  phone: '',
};

export const MONTREAL: AddressFields = {
  address1: '100 Rue Sainte-Catherine O',
  address2: 'App. 4',
  city: 'Montréal',
  province: 'QC',
  postcode: 'H2X 1Z4',
  phone: '514 555-0100',
};

export const SIGNED_IN_ACCOUNT: CheckoutAccount = {
  firstName: 'Jamie',
  lastName: 'Roy',
  email: 'demo@maplepack.ca',
  shipping: TORONTO,
  billing: null,
  card: { brand: 'visa', last4: '4242' },
  hasPlan: true,
};

/** Random bytes that count up from `seed`: every key differs and tests are repeatable. */
export function countingRandomBytes(seed = 1): RandomBytes {
  let next = seed;
  return (size) => {
    const bytes = new Uint8Array(size);
    bytes.fill(0);
    let value = next;
    for (let index = size - 1; index >= 0 && value > 0; index -= 1) {
      bytes[index] = value % 256;
      value = Math.floor(value / 256);
    }
    next += 1;
    return bytes;
  };
}

/** A guest checkout's input; override what the test cares about. */
export function checkoutInput(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    lines: CART_LINES,
    coupons: [],
    campaign: null,
    account: null,
    paymentProvider: 'test',
    randomBytes: countingRandomBytes(),
    ...overrides,
  };
}

/** A quote as POST /checkout/quote answers it: $18.00 of products, $9.50 shipping, Ontario HST. */
export function quoteFixture(overrides: Partial<CheckoutQuote> = {}): CheckoutQuote {
  return {
    mode: 'guest',
    currency: 'CAD',
    campaign: null,
    lines: [
      {
        product_id: 2101,
        name: 'Multivitamin for Women',
        am_dose: 1,
        pm_dose: 0,
        quantity: 1,
        price: '9.00',
        subtotal: '9.00',
        total: '9.00',
      },
      {
        product_id: 2201,
        name: 'Vitamin D3',
        am_dose: 1,
        pm_dose: 1,
        quantity: 2,
        price: '4.50',
        subtotal: '9.00',
        total: '9.00',
      },
    ],
    coupons: [],
    province: 'ON',
    postcode: 'M5V 2T6',
    subtotal: '18.00',
    old_pack_subtotal: '0.00',
    discount_total: '0.00',
    shipping_total: '9.50',
    tax_lines: [{ label: 'HST', rate_percent: '13.0000', tax_total: '3.58' }],
    total_tax: '3.58',
    total: '31.08',
    renewal: { date: '2026-12-17', total: '31.08' },
    notices: [],
    ...overrides,
  };
}

/** A receipt as the thank-you page reads it. */
export function receiptFixture(overrides: Partial<CheckoutReceipt> = {}): CheckoutReceipt {
  return {
    order_id: 1001,
    order_number: '1001',
    subscription_id: 501,
    customer_id: 42,
    first_name: 'Ann',
    email: 'ann@example.ca',
    status: 'processing',
    lines: [
      { product_id: 2101, name: 'Multivitamin for Women', am_dose: 1, pm_dose: 0, total: '9.00' },
      { product_id: 2201, name: 'Vitamin D3', am_dose: 1, pm_dose: 1, total: '9.00' },
    ],
    charged: '31.08',
    card: { brand: 'visa', last4: '4242' },
    renewal: { date: '2026-12-17', total: '31.08' },
    ...overrides,
  };
}

/** Anything a person may type in a text field, with the odd characters people paste. */
export const arbTyped = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('', ' ', 'Ann', 'Jean-Luc', 'Zoë', "O'Brien", 'M5V 2T6', 'k1a0b1', 'X0A 0H0', 'ON', 'qc'),
  );

/** A Canadian postal code as a person may type it: case, spaces, from any province. */
export const arbPostalCode = (): fc.Arbitrary<string> =>
  fc
    .tuple(
      fc.constantFrom(...'ABCEGHJKLMNPRSTVXY'),
      fc.integer({ min: 0, max: 9 }),
      fc.constantFrom(...'ABCEGHJKLMNPRSTVWXYZ'),
      fc.integer({ min: 0, max: 9 }),
      fc.constantFrom(...'ABCEGHJKLMNPRSTVWXYZ'),
      fc.integer({ min: 0, max: 9 }),
      fc.constantFrom(' ', ''),
      fc.boolean(),
    )
    .map(([a, b, c, d, e, f, space, lower]) => {
      const code = `${a}${b}${c}${space}${d}${e}${f}`;
      return lower ? code.toLowerCase() : code;
    });

/** A promise a test settles by hand, with what it was called with. */
export interface Pending<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/** The four IO actors of the checkout, each call waiting until the test answers it. */
export interface CheckoutCalls {
  quote: Array<Pending<CheckoutQuoteRequest, CheckoutQuote>>;
  place: Array<Pending<PlaceInput, CheckoutPlaceResponse>>;
  authenticate: Array<Pending<AuthenticateInput, void>>;
  checkTrial: Array<Pending<{ email: string }, { eligible: boolean }>>;
}

/** The checkout machine with actors whose calls the test answers (see CheckoutCalls). */
export function checkoutMachineWithPendingCalls(calls: CheckoutCalls) {
  function pending<I, O>(list: Array<Pending<I, O>>) {
    return fromPromise<O, I>(
      ({ input }) =>
        new Promise<O>((resolve, reject) => {
          list.push({ input, resolve, reject });
        }),
    );
  }
  return checkoutMachine.provide({
    actors: {
      quote: pending(calls.quote),
      place: pending(calls.place),
      authenticate: pending(calls.authenticate),
      checkTrial: pending(calls.checkTrial),
    },
  });
}

export function noCalls(): CheckoutCalls {
  return { quote: [], place: [], authenticate: [], checkTrial: [] };
}

/** An error as the api client throws it. */
export function apiError(
  status: number,
  code: string,
  message: string,
  details?: unknown,
): Error & { status: number; code: string; details?: unknown } {
  return Object.assign(new Error(message), { name: 'ApiError', status, code, details });
}
