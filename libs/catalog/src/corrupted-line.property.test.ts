import fc from 'fast-check';
import { checkDoseLine, isCorruptedLine } from './corrupted-line';

describe('corrupted-line properties', () => {
  it('a line is corrupted exactly when am + pm leaves [min, max]', () => {
    fc.assert(
      fc.property(fc.nat(10), fc.nat(10), fc.nat(10), fc.nat(10), (amQty, pmQty, min, span) => {
        const product = { name: 'P', pills: { min, max: min + span } };
        const daily = amQty + pmQty;
        expect(isCorruptedLine(product, { amQty, pmQty })).toBe(daily < min || daily > min + span);
      }),
    );
  });

  it('any line with a non-countable quantity is reported missing, naming that dose time', () => {
    const bad = fc.oneof(
      fc.constant(undefined),
      fc.constant(null),
      fc.integer({ max: -1 }),
      fc.double({ noInteger: true }),
    );
    fc.assert(
      fc.property(bad, fc.nat(5), fc.boolean(), (badQty, goodQty, badIsAm) => {
        const line = badIsAm ? { amQty: badQty, pmQty: goodQty } : { amQty: goodQty, pmQty: badQty };
        const result = checkDoseLine({ name: 'P', pills: { min: 0, max: 10 } }, line);
        expect(result).toMatchObject({
          ok: false,
          code: 'line.quantity-missing',
          missing: [badIsAm ? 'am' : 'pm'],
        });
      }),
    );
  });
});
