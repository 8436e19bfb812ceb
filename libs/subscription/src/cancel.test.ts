import { apply } from './apply';
import { describeLogEntry } from './describe-log-entry';
import { isDue } from './due';
import { type SubscriptionLifecycle } from './lifecycle';
import { accepted, makeLifecycle } from './testing';

const CANCEL = { type: 'subscription.cancel', reason: 'too-expensive', note: 'Back in spring' } as const;
const RETRYING: SubscriptionLifecycle = makeLifecycle({
  status: 'on-hold',
  holdReason: 'payment-failed',
  lastRenewalPeriod: '2026-01',
  renewal: { period: '2026-01', date: '2026-01-31', failures: 2, firstFailureAt: '2026-01-31T09:00:00.000Z' },
});

describe('cancel', () => {
  it('keeps an active plan until its next renewal, which is then not charged', () => {
    const result = accepted(apply(makeLifecycle(), CANCEL, '2026-01-20'));
    expect(result.subscription).toEqual(
      makeLifecycle({
        status: 'pending-cancel',
        nextPaymentDate: null,
        cancellation: {
          reason: 'too-expensive',
          note: 'Back in spring',
          requestedOn: '2026-01-20',
          effectiveOn: '2026-01-31',
        },
      }),
    );
    expect(describeLogEntry(result.log)).toBe(
      'Cancelled the plan. It ends on 31 January and no further pack is charged. Reason: It costs too much ("Back in spring").',
    );
    expect(isDue(result.subscription, '2026-01-30')).toBe(false);
    expect(isDue(result.subscription, '2026-01-31')).toBe(true);
    const ended = accepted(apply(result.subscription, { type: 'renewal.due' }, '2026-01-31'));
    expect(ended.subscription).toMatchObject({ status: 'cancelled', nextPaymentDate: null, renewal: null });
    expect(ended.effects).toEqual([]);
    expect(describeLogEntry(ended.log)).toBe('The plan ended on 31 January, as asked.');
  });

  it('ends a paused plan when the pause would have ended', () => {
    const paused = makeLifecycle({ status: 'paused', nextPaymentDate: '2026-04-30' });
    expect(accepted(apply(paused, CANCEL, '2026-01-20')).subscription.cancellation?.effectiveOn).toBe(
      '2026-04-30',
    );
  });

  it('ends an on-hold plan at once, cancelling the renewal order it was retrying', () => {
    const result = accepted(apply(RETRYING, { type: 'subscription.cancel', reason: 'other' }, '2026-02-02'));
    expect(result.subscription).toMatchObject({
      status: 'cancelled',
      renewal: null,
      holdReason: null,
      nextPaymentDate: null,
      cancellation: { reason: 'other', note: '', requestedOn: '2026-02-02', effectiveOn: '2026-02-02' },
    });
    expect(result.effects).toEqual([{ type: 'cancel-order', period: '2026-01' }]);
    expect(describeLogEntry(result.log)).toBe('Cancelled the plan. Reason: Another reason.');
  });

  it('ends a trial on hold at once, with nothing to cancel', () => {
    const trial = makeLifecycle({ status: 'on-hold', holdReason: 'trial', cardOnFile: false });
    expect(accepted(apply(trial, CANCEL, '2026-01-20')).effects).toEqual([]);
  });

  it('refuses a second cancellation, a renewal under way and a bad reason or note', () => {
    const pending = accepted(apply(makeLifecycle(), CANCEL, '2026-01-20')).subscription;
    expect(apply(pending, CANCEL, '2026-01-21')).toEqual({
      ok: false,
      code: 'subscription.not-allowed',
      message: 'Your plan is already cancelled.',
    });
    const charging = makeLifecycle({
      lastRenewalPeriod: '2026-01',
      renewal: { period: '2026-01', date: '2026-01-31', failures: 0, firstFailureAt: null },
    });
    expect(apply(charging, CANCEL, '2026-01-31')).toMatchObject({ code: 'subscription.renewal-in-progress' });
    expect(apply(makeLifecycle(), { ...CANCEL, reason: 'bored' } as never, '2026-01-20')).toMatchObject({
      code: 'subscription.invalid-event',
    });
    expect(apply(makeLifecycle(), { ...CANCEL, note: 'x'.repeat(501) }, '2026-01-20')).toEqual({
      ok: false,
      code: 'subscription.invalid-event',
      message: 'Please keep the note under 500 characters.',
    });
  });

  it('trims the note', () => {
    const result = accepted(apply(makeLifecycle(), { ...CANCEL, note: '  Moving  ' }, '2026-01-20'));
    expect(result.subscription.cancellation?.note).toBe('Moving');
  });

  it('an overdue renewal that was never charged ends today, not in the past', () => {
    const result = accepted(apply(makeLifecycle(), CANCEL, '2026-02-02'));
    expect(result.subscription.cancellation?.effectiveOn).toBe('2026-02-02');
  });
});
