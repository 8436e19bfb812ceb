import { apply } from './apply';
import { reminderDue } from './reminder';
import { accepted, makeLifecycle } from './testing';

describe('reminderDue', () => {
  it('is due from 3 days before the renewal up to the day before', () => {
    const plan = makeLifecycle();
    expect(reminderDue(plan, '2026-01-27')).toEqual({ due: false });
    expect(reminderDue(plan, '2026-01-28')).toEqual({
      due: true,
      period: '2026-01',
      renewalDate: '2026-01-31',
    });
    expect(reminderDue(plan, '2026-01-30')).toMatchObject({ due: true });
    expect(reminderDue(plan, '2026-01-31')).toEqual({ due: false });
    expect(reminderDue(plan, '2026-01-26', 5)).toMatchObject({ due: true });
    expect(() => reminderDue(plan, '2026-01-26', 0)).toThrow(RangeError);
  });

  it('skips a skipped pack: the next reminder is for the pack after it', () => {
    const skipped = accepted(
      apply(makeLifecycle(), { type: 'subscription.skip' }, '2026-01-20'),
    ).subscription;
    expect(reminderDue(skipped, '2026-01-28')).toEqual({ due: false });
    expect(reminderDue(skipped, '2026-02-25')).toEqual({
      due: true,
      period: '2026-02',
      renewalDate: '2026-02-28',
    });
  });

  it('sends none for packs a pause holds back, and one before the pack that ends the pause', () => {
    const paused = accepted(apply(makeLifecycle(), { type: 'subscription.pause', months: 2 }, '2026-01-20'));
    expect(reminderDue(paused.subscription, '2026-01-28')).toEqual({ due: false });
    expect(reminderDue(paused.subscription, '2026-02-25')).toEqual({ due: false });
    expect(reminderDue(paused.subscription, '2026-03-28')).toEqual({
      due: true,
      period: '2026-03',
      renewalDate: '2026-03-31',
    });
  });

  it('sends none to cancelled, on-hold or charging plans', () => {
    const pending = accepted(
      apply(makeLifecycle(), { type: 'subscription.cancel', reason: 'other' }, '2026-01-20'),
    ).subscription;
    expect(reminderDue(pending, '2026-01-28')).toEqual({ due: false });
    const trial = makeLifecycle({ status: 'on-hold', holdReason: 'trial', cardOnFile: false });
    expect(reminderDue(trial, '2026-01-28')).toEqual({ due: false });
    const charging = makeLifecycle({
      lastRenewalPeriod: '2026-01',
      renewal: { period: '2026-01', date: '2026-01-31', failures: 0, firstFailureAt: null },
    });
    expect(reminderDue(charging, '2026-01-30')).toEqual({ due: false });
  });
});
