import { type PaymentFailureCode } from './interface';

/** How a test card behaves: saved fine, refused when saved, or saved but declined when charged. */
export type TestCardBehaviour =
  | { outcome: 'ok' }
  | { outcome: 'refused-on-save'; code: PaymentFailureCode; message: string }
  | { outcome: 'declined-on-charge'; message: string }
  /** Saved fine; a charge asks for authentication (3-D Secure) until one authenticated charge set it up. */
  | { outcome: 'authentication-required' };

export interface TestCard {
  brand: string;
  last4: string;
  behaviour: TestCardBehaviour;
}

const ok: TestCardBehaviour = { outcome: 'ok' };
const declined = (message: string): TestCardBehaviour => ({
  outcome: 'refused-on-save',
  code: 'payment.declined',
  message,
});

/** Stripe's wording, so a person sees the same text in test mode and with Stripe. */
export const DECLINE_MESSAGES = {
  generic: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processing: 'An error occurred while processing your card. Try again in a little bit.',
} as const;

/**
 * Stripe's test tokens (https://docs.stripe.com/testing) with the same last four digits and the
 * same outcome: cards that Stripe declines when attached are refused when saved here too,
 * tok_chargeCustomerFail (…0341) saves but declines every charge, as Stripe's does, and
 * tok_threeDSecure2Required (…3155) asks for authentication unless an authenticated charge set it
 * up for later off-session charges.
 */
export const TEST_CARDS: Readonly<Record<string, TestCard>> = {
  tok_visa: { brand: 'visa', last4: '4242', behaviour: ok },
  tok_visa_debit: { brand: 'visa', last4: '5556', behaviour: ok },
  tok_mastercard: { brand: 'mastercard', last4: '4444', behaviour: ok },
  tok_mastercard_debit: { brand: 'mastercard', last4: '8210', behaviour: ok },
  tok_amex: { brand: 'amex', last4: '8431', behaviour: ok },
  tok_discover: { brand: 'discover', last4: '1117', behaviour: ok },
  tok_jcb: { brand: 'jcb', last4: '0505', behaviour: ok },
  tok_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: declined(DECLINE_MESSAGES.generic) },
  tok_chargeDeclinedInsufficientFunds: {
    brand: 'visa',
    last4: '9995',
    behaviour: declined(DECLINE_MESSAGES.insufficientFunds),
  },
  tok_chargeDeclinedLostCard: { brand: 'visa', last4: '9987', behaviour: declined(DECLINE_MESSAGES.generic) },
  tok_chargeDeclinedStolenCard: {
    brand: 'visa',
    last4: '9979',
    behaviour: declined(DECLINE_MESSAGES.generic),
  },
  tok_chargeDeclinedExpiredCard: {
    brand: 'visa',
    last4: '0069',
    behaviour: declined(DECLINE_MESSAGES.expired),
  },
  tok_chargeDeclinedIncorrectCvc: {
    brand: 'visa',
    last4: '0127',
    behaviour: declined(DECLINE_MESSAGES.incorrectCvc),
  },
  tok_chargeDeclinedProcessingError: {
    brand: 'visa',
    last4: '0119',
    behaviour: declined(DECLINE_MESSAGES.processing),
  },
  tok_cvcCheckFail: { brand: 'visa', last4: '0101', behaviour: declined(DECLINE_MESSAGES.incorrectCvc) },
  tok_threeDSecure2Required: {
    brand: 'visa',
    last4: '3155',
    behaviour: { outcome: 'authentication-required' },
  },
  tok_chargeCustomerFail: {
    brand: 'visa',
    last4: '0341',
    behaviour: { outcome: 'declined-on-charge', message: DECLINE_MESSAGES.generic },
  },
};

/** The last four digits of the card whose charges ask for authentication until it is set up (4000 0025 0000 3155). */
export const AUTHENTICATION_REQUIRED_LAST4 = '3155';

/** The last four digits of the card that saves but declines every charge. */
export const DECLINE_ON_CHARGE_LAST4 = '0341';

export const UNKNOWN_TOKEN_MESSAGE = 'This card could not be read. Please enter it again.';

/** The test card of a token, or undefined for a token the test gateway does not know. */
export function testCardOf(token: string): TestCard | undefined {
  return Object.hasOwn(TEST_CARDS, token) ? TEST_CARDS[token] : undefined;
}
