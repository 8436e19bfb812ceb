import fc from 'fast-check';
import { delayAfterFailures, LOGIN_DELAYS } from './login-throttle';

describe('delayAfterFailures', () => {
  it('lets the free failures pass, then doubles from 1 s up to the cap', () => {
    const pair = [1, 2, 3, 4, 5, 6, 13, 14, 15, 1000].map((n) => delayAfterFailures(LOGIN_DELAYS.pair, n));
    expect(pair).toEqual([0, 0, 0, 1, 2, 4, 512, 900, 900, 900]);
    const account = [10, 11, 12, 16, 17, 18].map((n) => delayAfterFailures(LOGIN_DELAYS.account, n));
    expect(account).toEqual([0, 1, 2, 32, 60, 60]);
  });

  describe('properties', () => {
    it('never shrinks as failures grow, and never passes the cap', () => {
      fc.assert(
        fc.property(fc.nat({ max: 10_000 }), (failures) => {
          for (const rule of Object.values(LOGIN_DELAYS)) {
            const delay = delayAfterFailures(rule, failures);
            expect(delay).toBeLessThanOrEqual(rule.maxDelaySeconds);
            expect(delayAfterFailures(rule, failures + 1)).toBeGreaterThanOrEqual(delay);
            expect(Number.isInteger(delay)).toBe(true);
          }
        }),
      );
    });
  });
});
