import { apply } from './apply';
import { describeLogEntry } from './describe-log-entry';
import { accepted, makeLifecycle } from './testing';

describe('skip', () => {
  it('moves the next renewal exactly one period, to the last day of a shorter month', () => {
    const result = accepted(apply(makeLifecycle(), { type: 'subscription.skip' }, '2026-01-20'));
    expect(result.subscription).toEqual(makeLifecycle({ nextPaymentDate: '2026-02-28' }));
    expect(result.log).toEqual({
      on: '2026-01-20',
      by: 'customer',
      kind: 'skipped',
      packDate: '2026-01-31',
      period: '2026-01',
      nextPaymentDate: '2026-02-28',
    });
    expect(result.effects).toEqual([]);
    expect(describeLogEntry(result.log)).toBe(
      'Skipped the 31 January pack. The next pack is charged on 28 February.',
    );
  });

  it('keeps the anchor day: a second skip goes back to the 31st', () => {
    const once = accepted(apply(makeLifecycle(), { type: 'subscription.skip' }, '2026-01-20')).subscription;
    const twice = accepted(apply(once, { type: 'subscription.skip' }, '2026-01-20')).subscription;
    expect(twice.nextPaymentDate).toBe('2026-03-31');
  });

  it('is allowed on the renewal day until the renewal is under way', () => {
    expect(apply(makeLifecycle(), { type: 'subscription.skip' }, '2026-01-31').ok).toBe(true);
    const charging = makeLifecycle({
      lastRenewalPeriod: '2026-01',
      renewal: { period: '2026-01', date: '2026-01-31', failures: 0, firstFailureAt: null },
    });
    expect(apply(charging, { type: 'subscription.skip' }, '2026-01-31')).toEqual({
      ok: false,
      code: 'subscription.renewal-in-progress',
      message: 'Your 31 January pack is being charged. Please try again in a few minutes.',
    });
  });

  it('refuses a renewal already overdue (the engine is about to charge it)', () => {
    expect(apply(makeLifecycle(), { type: 'subscription.skip' }, '2026-02-01')).toMatchObject({
      ok: false,
      code: 'subscription.renewal-in-progress',
    });
  });

  it('refuses a paused, on-hold or cancelled plan with the reason', () => {
    expect(apply(makeLifecycle({ status: 'paused' }), { type: 'subscription.skip' }, '2026-01-20')).toEqual({
      ok: false,
      code: 'subscription.not-allowed',
      message: 'Your plan is paused. Please resume it first.',
    });
    const cancelled = makeLifecycle({
      status: 'pending-cancel',
      nextPaymentDate: null,
      cancellation: { reason: 'other', note: '', requestedOn: '2026-01-10', effectiveOn: '2026-01-31' },
    });
    expect(apply(cancelled, { type: 'subscription.skip' }, '2026-01-20')).toEqual({
      ok: false,
      code: 'subscription.not-allowed',
      message: 'Your plan ends on 31 January. Please reactivate it first.',
    });
    const trial = makeLifecycle({ status: 'on-hold', holdReason: 'trial', cardOnFile: false });
    expect(apply(trial, { type: 'subscription.skip' }, '2026-01-20')).toMatchObject({
      message: 'Your trial plan is on hold. Please add a card and reactivate it first.',
    });
  });
});
