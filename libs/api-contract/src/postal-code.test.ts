import fc from 'fast-check';
import { normalizePostalCode, postalCodeSchema, provinceOfPostalCode } from './postal-code';

describe('normalizePostalCode', () => {
  it.each([
    ['K1A 0B1', 'K1A 0B1'],
    ['k1a0b1', 'K1A 0B1'],
    ['  h2x 1y4 ', 'H2X 1Y4'],
  ])('%p is %p', (input, output) => {
    expect(normalizePostalCode(input)).toBe(output);
  });

  it.each([
    'D1A 1A1',
    'F1A 1A1',
    'W1A 1A1',
    'Z1A 1A1',
    'K1D 1A1',
    'K1A 1O1',
    'K1A  0B1',
    'K1A-0B1',
    '90210',
    '',
    'K1A 0B1X',
  ])('refuses %p', (input) => {
    expect(normalizePostalCode(input)).toBeNull();
  });

  it('gives the message people see through the schema', () => {
    const result = postalCodeSchema.safeParse('12345');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid Canadian postal code.');
  });

  describe('properties', () => {
    const letter = fc.constantFrom(...'ABCEGHJKLMNPRSTVWXYZ'.split(''));
    const first = fc.constantFrom(...'ABCEGHJKLMNPRSTVXY'.split(''));
    const digit = fc.integer({ min: 0, max: 9 }).map(String);
    const code = fc.tuple(first, digit, letter, digit, letter, digit).map((parts) => parts.join(''));

    it('normalises any valid code to "A1A 1A1" and is idempotent', () => {
      fc.assert(
        fc.property(code, fc.boolean(), (raw, lower) => {
          const normal = normalizePostalCode(lower ? raw.toLowerCase() : raw);
          expect(normal).toMatch(/^[A-Z]\d[A-Z] \d[A-Z]\d$/);
          expect(normalizePostalCode(normal ?? '')).toBe(normal);
          expect(provinceOfPostalCode(normal ?? '')).not.toBeNull();
        }),
      );
    });
  });
});

describe('provinceOfPostalCode', () => {
  it.each([
    ['A1B 2C3', 'NL'],
    ['B3H 1A1', 'NS'],
    ['C1A 1A1', 'PE'],
    ['E1C 1A1', 'NB'],
    ['G1R 1A1', 'QC'],
    ['M5V 1A1', 'ON'],
    ['R3C 1A1', 'MB'],
    ['S4P 1A1', 'SK'],
    ['T2P 1A1', 'AB'],
    ['V6B 1A1', 'BC'],
    ['X0A 0H0', 'NU'],
    ['X1A 2P7', 'NT'],
    ['Y1A 1A1', 'YT'],
  ])('%s is in %s', (code, province) => {
    expect(provinceOfPostalCode(code)).toBe(province);
  });
});
