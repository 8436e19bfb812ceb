import { apply } from './apply';
import { describeLogEntry } from './describe-log-entry';
import { isDue } from './due';
import { accepted, makeLifecycle } from './testing';

const RENEWED = makeLifecycle({ nextPaymentDate: '2026-02-28', lastRenewalPeriod: '2026-01' });

describe('pause and resume', () => {
  it('pauses for 1, 2 or 3 months: that many packs from the next one are not sent', () => {
    const result = accepted(apply(RENEWED, { type: 'subscription.pause', months: 3 }, '2026-02-10'));
    expect(result.subscription).toEqual({ ...RENEWED, status: 'paused', nextPaymentDate: '2026-05-31' });
    expect(describeLogEntry(result.log)).toBe(
      'Paused for 3 months from the 28 February pack. The plan resumes with the 31 May pack.',
    );
    expect(
      accepted(apply(RENEWED, { type: 'subscription.pause', months: 1 }, '2026-02-10')).subscription,
    ).toMatchObject({ status: 'paused', nextPaymentDate: '2026-03-31' });
  });

  it('refuses any other length', () => {
    expect(apply(RENEWED, { type: 'subscription.pause', months: 4 } as never, '2026-02-10')).toEqual({
      ok: false,
      code: 'subscription.invalid-event',
      message: 'A plan can be paused for 1, 2 or 3 months.',
    });
  });

  it('refuses to pause a paused plan', () => {
    const paused = accepted(
      apply(RENEWED, { type: 'subscription.pause', months: 1 }, '2026-02-10'),
    ).subscription;
    expect(apply(paused, { type: 'subscription.pause', months: 1 }, '2026-02-11')).toMatchObject({
      ok: false,
      code: 'subscription.not-allowed',
    });
  });

  it('resumes early on the first anchor date from today, in a month not yet renewed', () => {
    const paused = accepted(
      apply(RENEWED, { type: 'subscription.pause', months: 3 }, '2026-02-10'),
    ).subscription;
    const early = accepted(apply(paused, { type: 'subscription.resume' }, '2026-02-20'));
    expect(early.subscription).toEqual({ ...RENEWED, nextPaymentDate: '2026-02-28' });
    expect(describeLogEntry(early.log)).toBe('Resumed the plan. The next pack is charged on 28 February.');
    expect(
      accepted(apply(paused, { type: 'subscription.resume' }, '2026-03-01')).subscription.nextPaymentDate,
    ).toBe('2026-03-31');
  });

  it('resuming never moves a renewal into a month that already had one', () => {
    const paused = makeLifecycle({
      status: 'paused',
      nextPaymentDate: '2026-04-30',
      lastRenewalPeriod: '2026-02',
    });
    // 28 February would be the first anchor date from today, but February was renewed.
    expect(
      accepted(apply(paused, { type: 'subscription.resume' }, '2026-02-27')).subscription.nextPaymentDate,
    ).toBe('2026-03-31');
  });

  it('resuming on the day the pause ends keeps that day', () => {
    const paused = makeLifecycle({
      status: 'paused',
      nextPaymentDate: '2026-03-31',
      lastRenewalPeriod: '2026-01',
    });
    expect(
      accepted(apply(paused, { type: 'subscription.resume' }, '2026-03-31')).subscription.nextPaymentDate,
    ).toBe('2026-03-31');
  });

  it('refuses to resume a plan that is not paused', () => {
    expect(apply(RENEWED, { type: 'subscription.resume' }, '2026-02-10')).toEqual({
      ok: false,
      code: 'subscription.not-allowed',
      message: 'Your plan is not paused.',
    });
  });

  it('ends by itself: the renewal at the end of the pause is due and makes the plan active', () => {
    const paused = makeLifecycle({
      status: 'paused',
      nextPaymentDate: '2026-03-31',
      lastRenewalPeriod: '2026-01',
    });
    expect(isDue(paused, '2026-03-30')).toBe(false);
    expect(isDue(paused, '2026-03-31')).toBe(true);
    const due = accepted(apply(paused, { type: 'renewal.due' }, '2026-03-31'));
    expect(due.subscription).toMatchObject({ status: 'active', lastRenewalPeriod: '2026-03' });
    expect(due.effects).toEqual([{ type: 'charge', period: '2026-03', attempt: 1 }]);
  });
});
