import { idempotencyKeySchema } from '@maplepack/api-contract';
import fc from 'fast-check';
import { attemptFor, newAttemptKey, settleAttempt, type CheckoutAttempt } from './attempt-key';
import { countingRandomBytes } from './testing';

const arbBytes = () => fc.uint8Array({ minLength: 16, maxLength: 16 });
const arbAttempt = (): fc.Arbitrary<CheckoutAttempt> =>
  fc.record({
    key: arbBytes().map((bytes) => newAttemptKey(() => bytes)),
    fingerprint: fc.string({ maxLength: 8 }),
    settled: fc.boolean(),
  });

describe('newAttemptKey', () => {
  it('is the prefix and the 32 hex digits of the bytes it is given', () => {
    expect(newAttemptKey(() => new Uint8Array(16).fill(0xab))).toBe(`checkout-${'ab'.repeat(16)}`);
    expect(() => newAttemptKey(() => new Uint8Array(4))).toThrow('randomBytes gave 4 bytes');
  });

  describe('properties', () => {
    it('is always a valid Idempotency-Key, and different bytes make different keys', () => {
      fc.assert(
        fc.property(arbBytes(), arbBytes(), (a, b) => {
          const key = newAttemptKey(() => a);
          expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
          expect(key === newAttemptKey(() => b)).toBe(a.every((byte, index) => byte === b[index]));
        }),
      );
    });
  });
});

describe('attemptFor', () => {
  it('starts an attempt when there is none', () => {
    expect(attemptFor(null, 'f1', countingRandomBytes(7))).toEqual({
      key: `checkout-${'00'.repeat(15)}07`,
      fingerprint: 'f1',
      settled: false,
    });
  });

  describe('properties', () => {
    it('keeps the key while the outcome is unknown, whatever is sent (double click, reload, retry)', () => {
      fc.assert(
        fc.property(arbAttempt(), fc.string({ maxLength: 8 }), (attempt, fingerprint) => {
          const open = { ...attempt, settled: false };
          expect(attemptFor(open, fingerprint, countingRandomBytes(99)).key).toBe(attempt.key);
        }),
      );
    });

    it('keeps the key for the same request after an answer (another card after a decline)', () => {
      fc.assert(
        fc.property(arbAttempt(), (attempt) => {
          const next = attemptFor(settleAttempt(attempt), attempt.fingerprint, countingRandomBytes(99));
          expect(next).toEqual({ ...attempt, settled: false });
        }),
      );
    });

    it('starts a new attempt only for a changed request after an answer that created nothing', () => {
      fc.assert(
        fc.property(arbAttempt(), fc.string({ maxLength: 8 }), (attempt, fingerprint) => {
          const next = attemptFor(attempt, fingerprint, countingRandomBytes(1_000_000));
          const renewed = attempt.settled && fingerprint !== attempt.fingerprint;
          expect(next.key !== attempt.key).toBe(renewed);
          expect(next.settled).toBe(false);
        }),
      );
    });

    it('a sequence of sends never holds two keys while one is unsettled', () => {
      const arbStep = fc.oneof(
        fc.record({ kind: fc.constant('send' as const), fingerprint: fc.constantFrom('a', 'b', 'c') }),
        fc.constant({ kind: 'settle' as const, fingerprint: '' }),
      );
      fc.assert(
        fc.property(fc.array(arbStep, { maxLength: 30 }), (steps) => {
          const random = countingRandomBytes(1);
          let attempt: CheckoutAttempt | null = null;
          for (const step of steps) {
            if (step.kind === 'settle') {
              attempt = settleAttempt(attempt);
              continue;
            }
            const before: CheckoutAttempt | null = attempt;
            attempt = attemptFor(attempt, step.fingerprint, random);
            if (before !== null && !before.settled) expect(attempt.key).toBe(before.key);
          }
        }),
      );
    });
  });
});
