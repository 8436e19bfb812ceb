import { apply } from './apply';
import { describeLogEntry } from './describe-log-entry';
import { isDue } from './due';
import { type SubscriptionLifecycle } from './lifecycle';
import { accepted, makeLifecycle } from './testing';

const AT = '2026-01-31T09:00:00.000Z';
const due = (s: SubscriptionLifecycle, today: string) => accepted(apply(s, { type: 'renewal.due' }, today));
const failed = (s: SubscriptionLifecycle, at: string, today = at.slice(0, 10)) =>
  accepted(apply(s, { type: 'payment.failed', at }, today));

describe('a renewal', () => {
  it('is due from its date on, once', () => {
    expect(isDue(makeLifecycle(), '2026-01-30')).toBe(false);
    expect(isDue(makeLifecycle(), '2026-01-31')).toBe(true);
    expect(isDue(makeLifecycle(), '2026-02-15')).toBe(true);
    expect(apply(makeLifecycle(), { type: 'renewal.due' }, '2026-01-30')).toEqual({
      ok: false,
      code: 'subscription.not-due',
      message: 'No renewal is due.',
    });
    const opened = due(makeLifecycle(), '2026-01-31');
    expect(isDue(opened.subscription, '2026-01-31')).toBe(false);
    expect(apply(opened.subscription, { type: 'renewal.due' }, '2026-01-31').ok).toBe(false);
  });

  it('opens its period and asks for the first charge', () => {
    const opened = due(makeLifecycle(), '2026-01-31');
    expect(opened.subscription).toEqual(
      makeLifecycle({
        lastRenewalPeriod: '2026-01',
        renewal: { period: '2026-01', date: '2026-01-31', failures: 0, firstFailureAt: null },
      }),
    );
    expect(opened.effects).toEqual([{ type: 'charge', period: '2026-01', attempt: 1 }]);
    expect(describeLogEntry(opened.log)).toBe('Charging the 31 January pack.');
  });

  it('paid, moves one period on the anchor day', () => {
    const opened = due(makeLifecycle(), '2026-01-31').subscription;
    const paid = accepted(apply(opened, { type: 'payment.succeeded', at: AT }, '2026-01-31'));
    expect(paid.subscription).toEqual(
      makeLifecycle({ nextPaymentDate: '2026-02-28', lastRenewalPeriod: '2026-01' }),
    );
    expect(describeLogEntry(paid.log)).toBe(
      'Paid the 31 January pack. The next pack is charged on 28 February.',
    );
  });

  it('failed, puts the plan on hold and schedules the retries, then gives up after the fifth', () => {
    let state = due(makeLifecycle(), '2026-01-31').subscription;
    const first = failed(state, AT);
    expect(first.subscription).toMatchObject({
      status: 'on-hold',
      holdReason: 'payment-failed',
      nextPaymentDate: '2026-01-31',
      renewal: { period: '2026-01', failures: 1, firstFailureAt: AT },
    });
    expect(first.effects).toEqual([
      { type: 'schedule-retry', period: '2026-01', attempt: 2, at: '2026-01-31T21:00:00.000Z' },
    ]);
    expect(describeLogEntry(first.log)).toBe(
      'The payment for the 31 January pack failed. We will try again on 31 January; updating your card tries again now.',
    );
    state = first.subscription;
    const retryTimes = [
      '2026-01-31T21:00:00Z',
      '2026-02-01T09:00:00Z',
      '2026-02-02T09:00:00Z',
      '2026-02-04T09:00:00Z',
    ];
    for (const at of retryTimes) state = failed(state, at).subscription;
    expect(state.renewal?.failures).toBe(5);
    const last = failed(state, '2026-02-07T09:00:00Z');
    expect(last.subscription).toEqual(
      makeLifecycle({
        status: 'on-hold',
        holdReason: 'payment-failed',
        nextPaymentDate: null,
        lastRenewalPeriod: '2026-01',
      }),
    );
    expect(last.effects).toEqual([{ type: 'cancel-order', period: '2026-01' }]);
    expect(last.log).toMatchObject({ kind: 'payment-failed', attempt: 6, retryAt: null });
    expect(describeLogEntry(last.log)).toBe(
      'The payment for the 31 January pack failed again, so that pack was cancelled and the plan is on hold. Update your card and reactivate the plan to continue.',
    );
    expect(isDue(last.subscription, '2026-03-31')).toBe(false);
  });

  it('paid on a retry keeps the schedule', () => {
    const opened = due(makeLifecycle(), '2026-01-31').subscription;
    const onHold = failed(opened, AT).subscription;
    const paid = accepted(
      apply(onHold, { type: 'payment.succeeded', at: '2026-02-02T09:00:00Z' }, '2026-02-02'),
    );
    expect(paid.subscription).toEqual(
      makeLifecycle({ nextPaymentDate: '2026-02-28', lastRenewalPeriod: '2026-01' }),
    );
  });

  it('takes another retry schedule', () => {
    const opened = due(makeLifecycle(), '2026-01-31').subscription;
    const result = accepted(
      apply(opened, { type: 'payment.failed', at: AT }, '2026-01-31', { retrySchedule: [] }),
    );
    expect(result.subscription).toMatchObject({ status: 'on-hold', renewal: null, nextPaymentDate: null });
    expect(describeLogEntry(result.log)).toContain('pack failed, so that pack was cancelled');
  });

  it('with nothing to charge, closes its period and moves on', () => {
    const opened = due(makeLifecycle(), '2026-01-31').subscription;
    const empty = accepted(apply(opened, { type: 'renewal.empty' }, '2026-01-31'));
    expect(empty.subscription).toEqual(
      makeLifecycle({ nextPaymentDate: '2026-02-28', lastRenewalPeriod: '2026-01' }),
    );
    expect(empty.effects).toEqual([{ type: 'cancel-order', period: '2026-01' }]);
    expect(describeLogEntry(empty.log)).toBe(
      'Nothing was charged for the 31 January pack: none of its products could be sent. The next pack is charged on 28 February.',
    );
  });

  it('charged long after its date (the engine was down) is one renewal, and the next is still ahead', () => {
    const opened = due(makeLifecycle(), '2026-03-15');
    expect(opened.effects).toEqual([{ type: 'charge', period: '2026-01', attempt: 1 }]);
    const paid = accepted(apply(opened.subscription, { type: 'payment.succeeded', at: AT }, '2026-03-15'));
    expect(paid.subscription.nextPaymentDate).toBe('2026-03-31');
    const sameDay = makeLifecycle({ anchorDay: 15, nextPaymentDate: '2026-01-15' });
    const late = accepted(
      apply(due(sameDay, '2026-03-15').subscription, { type: 'renewal.empty' }, '2026-03-15'),
    );
    expect(late.subscription.nextPaymentDate).toBe('2026-04-15');
  });

  it('payment reports without an open renewal are refused', () => {
    for (const event of [
      { type: 'payment.succeeded', at: AT },
      { type: 'payment.failed', at: AT },
      { type: 'renewal.empty' },
    ] as const) {
      expect(apply(makeLifecycle(), event, '2026-01-31')).toEqual({
        ok: false,
        code: 'subscription.no-open-renewal',
        message: 'No renewal payment is waiting.',
      });
    }
  });
});
