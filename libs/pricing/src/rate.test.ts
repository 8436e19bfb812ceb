import fc from 'fast-check';
import { applyRate, formatRatePercent, parseRatePercent } from './rate';

const QST = 99_750;

describe('rates', () => {
  it.each([
    ['13.0000', 130_000],
    ['9.975', 99_750],
    ['9.9750', 99_750],
    ['5', 50_000],
    ['0.0001', 1],
    ['100', 1_000_000],
  ])('reads "%s" as %i ppm', (text, ppm) => {
    expect(parseRatePercent(text)).toEqual({ ok: true, ratePpm: ppm });
  });

  it.each(['13.00001', '-5', 'abc', '', '5%', '10001'])('refuses "%s"', (text) => {
    expect(parseRatePercent(text).ok).toBe(false);
  });

  it.each([
    [130_000, '13.0000'],
    [99_750, '9.9750'],
    [50_000, '5.0000'],
    [1, '0.0001'],
  ])('writes %i ppm as "%s"', (ppm, text) => {
    expect(formatRatePercent(ppm)).toBe(text);
  });
});

describe('applyRate', () => {
  it.each([
    // Exactly half a cent rounds up where float arithmetic wobbles (20 × 0.09975 = 1.9949999…).
    [2000, QST, 200],
    [1000, QST, 100],
    [10_000, QST, 998],
    [100, QST, 10],
    [1760, 130_000, 229],
    [810, 100_000, 81],
    [50, 130_000, 7],
    [0, QST, 0],
  ])('%i cents at %i ppm is %i cents', (cents, ppm, expected) => {
    expect(applyRate(cents, ppm)).toBe(expected);
  });

  it('refuses a negative base', () => {
    expect(() => applyRate(-1, QST)).toThrow(RangeError);
  });

  describe('properties', () => {
    it('QST 9.975% rounds half up exactly: within half a cent, and a tie goes up', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
          const tax = applyRate(cents, QST);
          // tax ≈ cents × 99 750 / 1 000 000, compared in integers so the oracle has no float in it.
          const exactMillionths = cents * QST;
          const diff = tax * 1_000_000 - exactMillionths;
          expect(diff).toBeGreaterThan(-500_000);
          expect(diff).toBeLessThanOrEqual(500_000);
        }),
      );
    });

    it('agrees with decimal-string arithmetic on QST amounts', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
          // cents × 9.975% = cents × 9975 / 100 000, worked in plain safe integers as an independent oracle.
          const scaled = cents * 9975; // < 2^53
          const whole = Math.floor(scaled / 100_000);
          const rest = scaled % 100_000;
          expect(applyRate(cents, QST)).toBe(rest >= 50_000 ? whole + 1 : whole);
        }),
      );
    });
  });
});
