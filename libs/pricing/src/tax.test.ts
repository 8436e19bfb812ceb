import fc from 'fast-check';
import { computeTaxes } from './tax';
import { type TaxRule } from './tax-rule';
import { ONTARIO_HST, taxRuleArb } from './testing';

const rule = (name: string, ratePpm: number, overrides: Partial<TaxRule> = {}): TaxRule => ({
  ...ONTARIO_HST,
  name,
  ratePpm,
  ...overrides,
});

describe('computeTaxes', () => {
  it('taxes items plus shipping when the rule says so: CONTRACTS example 13% of 17.60 = 2.29', () => {
    expect(computeTaxes(810, 950, [ONTARIO_HST])).toEqual({
      lines: [{ name: 'HST', ratePpm: 130_000, amountCents: 229 }],
      totalCents: 229,
    });
  });

  it('leaves shipping untaxed when the rule does not cover it', () => {
    expect(computeTaxes(810, 950, [rule('HST', 130_000, { shipping: false })]).totalCents).toBe(105);
  });

  it('adds GST and QST as two lines on the same base (Quebec)', () => {
    const result = computeTaxes(2000, 0, [rule('GST', 50_000), rule('QST', 99_750, { priority: 2 })]);
    expect(result.lines.map((line) => line.amountCents)).toEqual([100, 200]);
    expect(result.totalCents).toBe(300);
  });

  it('applies a compound rule on top of the taxes before it, on exact amounts', () => {
    // 10% of $10.00 = 1.00; compound 10% of (10.00 + 1.00) = 1.10.
    const result = computeTaxes(1000, 0, [
      rule('A', 100_000, { compound: true, priority: 2 }),
      rule('B', 100_000),
    ]);
    expect(result.lines).toEqual([
      { name: 'A', ratePpm: 100_000, amountCents: 110 },
      { name: 'B', ratePpm: 100_000, amountCents: 100 },
    ]);
  });

  it('rounds each line once, not its item and shipping parts separately', () => {
    // 5% of 0.09 = 0.0045 and 5% of 0.01 = 0.0005: parts round to 0 + 0, the line 0.005 → 0.01.
    expect(computeTaxes(9, 1, [rule('GST', 50_000)]).totalCents).toBe(1);
  });

  it('never taxes a negative base', () => {
    expect(computeTaxes(-500, -100, [ONTARIO_HST]).totalCents).toBe(0);
  });

  describe('properties', () => {
    it('tax is never negative, and each line is within half a cent of rate × base when not compound', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: -10_000, max: 1_000_000 }),
          fc.integer({ min: 0, max: 5_000 }),
          fc.array(taxRuleArb, { maxLength: 4 }),
          (items, shipping, rules) => {
            const result = computeTaxes(items, shipping, rules);
            expect(result.totalCents).toBeGreaterThanOrEqual(0);
            result.lines.forEach((line, i) => {
              const source = rules[i];
              expect(line.amountCents).toBeGreaterThanOrEqual(0);
              if (source && !source.compound) {
                const base = Math.max(0, items) + (source.shipping ? shipping : 0);
                expect(Math.abs(line.amountCents * 1_000_000 - base * source.ratePpm)).toBeLessThanOrEqual(
                  500_000,
                );
              }
            });
          },
        ),
      );
    });
  });
});
