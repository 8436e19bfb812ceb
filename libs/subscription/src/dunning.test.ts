import fc from 'fast-check';
import { DEFAULT_RETRY_SCHEDULE, nextRetryAt, retryDue } from './dunning';
import { addHours } from './instant';
import { makeLifecycle } from './testing';

const FIRST = '2026-01-31T09:00:00.000Z';

describe('the dunning schedule', () => {
  it('retries after 12 h, 12 h, 24 h, 48 h and 72 h by default: 5 retries over 7 days', () => {
    const retries = [1, 2, 3, 4, 5].map((failures) => nextRetryAt(failures, FIRST));
    expect(retries).toEqual([
      { retry: true, attempt: 2, at: '2026-01-31T21:00:00.000Z' },
      { retry: true, attempt: 3, at: '2026-02-01T09:00:00.000Z' },
      { retry: true, attempt: 4, at: '2026-02-02T09:00:00.000Z' },
      { retry: true, attempt: 5, at: '2026-02-04T09:00:00.000Z' },
      { retry: true, attempt: 6, at: '2026-02-07T09:00:00.000Z' },
    ]);
  });

  it('after the last failure decides: the plan stays on hold and the order is cancelled', () => {
    expect(nextRetryAt(6, FIRST)).toEqual({
      retry: false,
      decision: { subscription: 'on-hold', order: 'cancelled' },
    });
  });

  it('takes another schedule; an empty one makes the first failure final', () => {
    expect(nextRetryAt(1, FIRST, [1])).toEqual({ retry: true, attempt: 2, at: '2026-01-31T10:00:00.000Z' });
    expect(nextRetryAt(2, FIRST, [1])).toMatchObject({ retry: false });
    expect(nextRetryAt(1, FIRST, [])).toMatchObject({ retry: false });
  });

  it('refuses a failure count below 1', () => {
    expect(() => nextRetryAt(0, FIRST)).toThrow(RangeError);
  });

  it('says when an on-hold plan’s retry is due', () => {
    const retrying = makeLifecycle({
      status: 'on-hold',
      holdReason: 'payment-failed',
      lastRenewalPeriod: '2026-01',
      renewal: { period: '2026-01', date: '2026-01-31', failures: 1, firstFailureAt: FIRST },
    });
    expect(retryDue(retrying, '2026-01-31T20:59:59.999Z')).toBeNull();
    expect(retryDue(retrying, '2026-01-31T21:00:00Z')).toEqual({ period: '2026-01', attempt: 2 });
    expect(retryDue(makeLifecycle(), '2027-01-01T00:00:00Z')).toBeNull();
  });

  describe('properties', () => {
    const scheduleArb = fc.array(fc.integer({ min: 1, max: 200 }), { maxLength: 10 });

    it('is increasing, counts attempts one by one, and ends after the schedule', () => {
      fc.assert(
        fc.property(scheduleArb, (schedule) => {
          let previous = FIRST;
          schedule.forEach((_, index) => {
            const decision = nextRetryAt(index + 1, FIRST, schedule);
            if (!decision.retry) throw new Error('ended early');
            expect(decision.attempt).toBe(index + 2);
            expect(Date.parse(decision.at)).toBeGreaterThan(Date.parse(previous));
            previous = decision.at;
          });
          const total = schedule.reduce((sum, hours) => sum + hours, 0);
          expect(previous).toBe(addHours(FIRST, total));
          for (let failures = schedule.length + 1; failures < schedule.length + 4; failures += 1) {
            expect(nextRetryAt(failures, FIRST, schedule).retry).toBe(false);
          }
        }),
      );
    });

    it('the default ends 168 hours after the first failure', () => {
      expect(DEFAULT_RETRY_SCHEDULE.reduce((a, b) => a + b, 0)).toBe(168);
    });
  });
});
