/**
 * The test gateway's card form (no Stripe key): Stripe's test card numbers become Stripe's test
 * tokens in the browser, so card numbers never reach the server in test mode either. Each number's
 * last four digits are the ones the test gateway reports for its token.
 */
export const TEST_CARD_TOKENS: Readonly<Record<string, string>> = {
  '4242424242424242': 'tok_visa',
  '4000056655665556': 'tok_visa_debit',
  '5555555555554444': 'tok_mastercard',
  '5200828282828210': 'tok_mastercard_debit',
  '371449635398431': 'tok_amex',
  '6011111111111117': 'tok_discover',
  '3566002020360505': 'tok_jcb',
  '4000000000000002': 'tok_chargeDeclined',
  '4000000000009995': 'tok_chargeDeclinedInsufficientFunds',
  '4000000000009987': 'tok_chargeDeclinedLostCard',
  '4000000000009979': 'tok_chargeDeclinedStolenCard',
  '4000000000000069': 'tok_chargeDeclinedExpiredCard',
  '4000000000000127': 'tok_chargeDeclinedIncorrectCvc',
  '4000000000000119': 'tok_chargeDeclinedProcessingError',
  '4000000000000101': 'tok_cvcCheckFail',
  '4000000000000341': 'tok_chargeCustomerFail',
  '4000002500003155': 'tok_threeDSecure2Required',
};

export const TEST_CARD_MESSAGES = {
  number: 'Please enter a valid card number.',
  notATestCard:
    'Test mode takes only test cards: use 4242 4242 4242 4242 (accepted), 4000 0000 0000 0002 (declined) or 4000 0025 0000 3155 (asks for authentication).',
  expiry: 'Please enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  cvc: 'Please enter the 3 or 4 digit security code.',
  name: 'Please enter the name on the card.',
} as const;

export interface TestCardInput {
  number: string;
  /** MM/YY (MM/YYYY and MMYY are read too). */
  expiry: string;
  cvc: string;
  name: string;
}

export type TestCardField = keyof TestCardInput;

export type TestCardResult =
  | { ok: true; token: string }
  | { ok: false; errors: Readonly<Partial<Record<TestCardField, string>>> };

/** The Luhn check digit rule every card number follows. `digits` holds digits only. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The digits of a typed card number; spaces and dashes between groups are allowed. */
export function cardDigits(number: string): string | null {
  const digits = number.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

function expiryError(expiry: string, today: { year: number; month: number }): string | undefined {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(expiry);
  if (match === null || match[1] === undefined || match[2] === undefined) return TEST_CARD_MESSAGES.expiry;
  const month = Number(match[1]);
  const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return TEST_CARD_MESSAGES.expiry;
  // A card is good until the end of its expiry month.
  if (year < today.year || (year === today.year && month < today.month)) return TEST_CARD_MESSAGES.expired;
  return undefined;
}

/**
 * The token of a test card, or the message under each wrong field. The number must pass the Luhn
 * check before it is looked up, so a typo reads as a typo; a real card number is refused with the
 * test numbers to use. `today` is the caller's month (expiry is checked against it).
 */
export function tokenizeTestCard(
  input: TestCardInput,
  today: { year: number; month: number },
): TestCardResult {
  const errors: Partial<Record<TestCardField, string>> = {};
  const digits = cardDigits(input.number);
  const token = digits === null ? undefined : TEST_CARD_TOKENS[digits];
  if (digits === null || !luhnValid(digits)) errors.number = TEST_CARD_MESSAGES.number;
  else if (token === undefined) errors.number = TEST_CARD_MESSAGES.notATestCard;
  const expiry = expiryError(input.expiry, today);
  if (expiry !== undefined) errors.expiry = expiry;
  const cvcLength = digits?.startsWith('3') === true && digits.length === 15 ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(input.cvc.trim())) errors.cvc = TEST_CARD_MESSAGES.cvc;
  if (input.name.trim() === '') errors.name = TEST_CARD_MESSAGES.name;
  if (token === undefined || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, token };
}
