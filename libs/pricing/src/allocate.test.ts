import fc from 'fast-check';
import { allocate } from './allocate';

describe('allocate', () => {
  it.each([
    [100, [1, 1, 1], [34, 33, 33]],
    [90, [450, 450], [45, 45]],
    [1, [0, 5], [0, 1]],
    [0, [0, 0], [0, 0]],
    [5, [3, 2], [3, 2]],
    [7, [10, 10, 10], [3, 2, 2]],
  ])('splits %i over %j as %j', (amount, weights, shares) => {
    expect(allocate(amount, weights)).toEqual(shares);
  });

  it('refuses a positive amount with nothing to carry it', () => {
    expect(() => allocate(5, [0, 0])).toThrow(RangeError);
  });

  describe('properties', () => {
    const case_ = fc
      .array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 8 })
      .filter((weights) => weights.some((w) => w > 0))
      .chain((weights) =>
        fc.tuple(fc.constant(weights), fc.integer({ min: 0, max: weights.reduce((a, b) => a + b, 0) })),
      );

    it('shares add up to the amount and none exceeds its weight', () => {
      fc.assert(
        fc.property(case_, ([weights, amount]) => {
          const shares = allocate(amount, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
          shares.forEach((share, i) => {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(weights[i] ?? 0);
          });
        }),
      );
    });
  });
});
