import fc from 'fast-check';
import { cardDigits, luhnValid, TEST_CARD_MESSAGES, TEST_CARD_TOKENS, tokenizeTestCard } from './test-cards';

const today = { year: 2026, month: 11 };
const card = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', name: 'Ann Tremblay' };

describe('tokenizeTestCard', () => {
  it.each([
    ['4242 4242 4242 4242', 'tok_visa'],
    ['4000 0000 0000 0002', 'tok_chargeDeclined'],
    ['4000-0025-0000-3155', 'tok_threeDSecure2Required'],
    ['5555555555554444', 'tok_mastercard'],
  ])('turns %s into %s', (number, token) => {
    expect(tokenizeTestCard({ ...card, number }, today)).toEqual({ ok: true, token });
  });

  it('says a typo is a typo (Luhn) and a real card is not a test card', () => {
    expect(tokenizeTestCard({ ...card, number: '4242 4242 4242 4241' }, today)).toEqual({
      ok: false,
      errors: { number: TEST_CARD_MESSAGES.number },
    });
    // A real, Luhn-valid card number: never sent anywhere, refused with the test numbers to use.
    expect(tokenizeTestCard({ ...card, number: '4111 1111 1111 1111' }, today)).toEqual({
      ok: false,
      errors: { number: TEST_CARD_MESSAGES.notATestCard },
    });
  });

  it('checks the expiry against this month, the security code and the name', () => {
    expect(tokenizeTestCard({ ...card, expiry: '11/26' }, today).ok).toBe(true);
    expect(tokenizeTestCard({ ...card, expiry: '10/2026', cvc: '12', name: ' ' }, today)).toEqual({
      ok: false,
      errors: {
        expiry: TEST_CARD_MESSAGES.expired,
        cvc: TEST_CARD_MESSAGES.cvc,
        name: TEST_CARD_MESSAGES.name,
      },
    });
    expect(tokenizeTestCard({ ...card, expiry: '13/30' }, today)).toMatchObject({
      errors: { expiry: TEST_CARD_MESSAGES.expiry },
    });
    expect(tokenizeTestCard({ ...card, number: '371449635398431', cvc: '123' }, today)).toMatchObject({
      errors: { cvc: TEST_CARD_MESSAGES.cvc },
    });
    expect(tokenizeTestCard({ ...card, number: '371449635398431', cvc: '1234' }, today)).toEqual({
      ok: true,
      token: 'tok_amex',
    });
  });

  describe('properties', () => {
    it('every test number passes Luhn', () => {
      for (const number of Object.keys(TEST_CARD_TOKENS)) expect(luhnValid(number)).toBe(true);
    });

    it('changing one digit of a valid number always fails Luhn', () => {
      fc.assert(
        fc.property(
          fc.constantFrom(...Object.keys(TEST_CARD_TOKENS)),
          fc.nat(),
          fc.integer({ min: 1, max: 9 }),
          (number, at, delta) => {
            const index = at % number.length;
            const digit = (Number(number[index]) + delta) % 10;
            const changed = `${number.slice(0, index)}${digit}${number.slice(index + 1)}`;
            expect(luhnValid(changed)).toBe(false);
          },
        ),
      );
    });

    it('only a known test number ever becomes a token, and the token is its own', () => {
      fc.assert(
        fc.property(fc.stringMatching(/^[0-9 -]{0,24}$/), (number) => {
          const result = tokenizeTestCard({ ...card, number }, today);
          const digits = cardDigits(number);
          if (result.ok) expect(result.token).toBe(digits === null ? undefined : TEST_CARD_TOKENS[digits]);
          else expect(digits === null ? undefined : TEST_CARD_TOKENS[digits]).toBeUndefined();
        }),
      );
    });
  });
});
