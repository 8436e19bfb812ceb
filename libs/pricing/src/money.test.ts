import fc from 'fast-check';
import {
  formatMoney,
  formatMoneyIn,
  MAX_CENTS,
  moneyStringSchema,
  parseMoney,
  toDecimalString,
} from './money';

describe('parseMoney', () => {
  it.each([
    ['4.50', 450],
    ['4.5', 450],
    ['10', 1000],
    ['0.29', 29],
    ['0.01', 1],
    ['0', 0],
    [' 12.30 ', 1230],
    ['1234567.89', 123456789],
  ])('reads "%s" as %i cents', (text, cents) => {
    expect(parseMoney(text)).toEqual({ ok: true, amountCents: cents });
  });

  it.each(['4.5.0', '', '-1.00', '1.234', '1,000.00', '$4.50', 'abc', '.50', '4.', '1e3', '99999999999999'])(
    'refuses "%s"',
    (text) => {
      const result = parseMoney(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.code).toBe('money.invalid');
    },
  );

  it('names the bad text in its message', () => {
    expect(parseMoney('4.5.0')).toEqual({
      ok: false,
      code: 'money.invalid',
      message: '"4.5.0" is not an amount of money like "12.30"',
    });
  });

  it('is usable as a zod field that outputs cents', () => {
    expect(moneyStringSchema.parse('9.50')).toBe(950);
    expect(moneyStringSchema.safeParse('9.5.0').success).toBe(false);
  });
});

describe('formatting', () => {
  it.each([
    [0, '0.00', '$0.00'],
    [5, '0.05', '$0.05'],
    [1230, '12.30', '$12.30'],
    [1989, '19.89', '$19.89'],
    [-5, '-0.05', '-$0.05'],
    [123456789, '1234567.89', '$1234567.89'],
  ])('writes %i cents as %s and %s', (cents, decimal, money) => {
    expect(toDecimalString(cents)).toBe(decimal);
    expect(formatMoney(cents)).toBe(money);
  });

  it('refuses fractional cents: they are a bug, not an amount', () => {
    expect(() => toDecimalString(1.5)).toThrow(RangeError);
  });

  describe('properties', () => {
    it('parse(toDecimalString(c)) gives back c', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), (cents) => {
          expect(parseMoney(toDecimalString(cents))).toEqual({ ok: true, amountCents: cents });
        }),
      );
    });

    it('always writes exactly two decimals', () => {
      fc.assert(
        fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
          expect(toDecimalString(cents)).toMatch(/^-?\d+\.\d{2}$/);
        }),
      );
    });
  });
});

describe('formatMoneyIn', () => {
  it('writes English as formatMoney does and French as Quebec does', () => {
    expect(formatMoneyIn('en', 1230)).toBe('$12.30');
    expect(formatMoneyIn('en', -5)).toBe('-$0.05');
    expect(formatMoneyIn('fr', 1230).replace(/\s/g, ' ')).toBe('12,30 $');
    expect(formatMoneyIn('fr', 123456).replace(/\s/g, ' ')).toBe('1 234,56 $');
    expect(() => formatMoneyIn('fr', 1.5)).toThrow(RangeError);
  });

  it('writes French exactly as Intl writes fr-CA dollars, for every size of amount', () => {
    const intl = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });
    const amount = fc.oneof(
      fc.integer({ min: -100_000, max: 100_000 }),
      fc.integer({ min: -MAX_CENTS, max: MAX_CENTS }),
    );
    fc.assert(
      fc.property(amount, (cents) => {
        expect(formatMoneyIn('fr', cents)).toBe(intl.format(cents / 100));
      }),
      { examples: [[0], [5], [99_999], [100_000], [123_456_789], [-123_456], [MAX_CENTS]] },
    );
  });

  it('writes a zero that came out negative without a sign, in both languages', () => {
    expect(formatMoneyIn('fr', -0)).toBe('0,00\u00a0$');
    expect(formatMoneyIn('en', -0)).toBe('$0.00');
  });
});
