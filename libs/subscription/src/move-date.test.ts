import { apply } from './apply';
import { describeLogEntry } from './describe-log-entry';
import { moveDateRange } from './move-date-range';
import { accepted, makeLifecycle } from './testing';

// Renewed on 12 February; the next pack is on 12 March.
const PLAN = makeLifecycle({ anchorDay: 12, nextPaymentDate: '2026-03-12', lastRenewalPeriod: '2026-02' });
const TODAY = '2026-02-20';
const move = (date: string) => apply(PLAN, { type: 'subscription.move-date', date }, TODAY);

describe('move date', () => {
  it('offers dates within a month of the scheduled one, not before today nor in a renewed month', () => {
    expect(moveDateRange(PLAN, TODAY)).toEqual({ earliest: '2026-03-01', latest: '2026-04-12' });
    expect(moveDateRange(PLAN, '2026-03-05')).toEqual({ earliest: '2026-03-05', latest: '2026-04-12' });
    expect(moveDateRange(makeLifecycle({ nextPaymentDate: '2026-03-31' }), '2026-02-01')).toEqual({
      earliest: '2026-02-28',
      latest: '2026-04-30',
    });
    expect(moveDateRange(makeLifecycle({ status: 'paused' }), TODAY)).toBeNull();
  });

  it('moves the next renewal, and its day becomes the anchor', () => {
    const result = accepted(move('2026-03-20'));
    expect(result.subscription).toEqual({ ...PLAN, nextPaymentDate: '2026-03-20', anchorDay: 20 });
    expect(describeLogEntry(result.log)).toBe('Moved the 12 March pack to 20 March.');
    const renewed = accepted(apply(result.subscription, { type: 'renewal.due' }, '2026-03-20')).subscription;
    const paid = accepted(
      apply(renewed, { type: 'payment.succeeded', at: '2026-03-20T09:00:00Z' }, '2026-03-20'),
    );
    expect(paid.subscription.nextPaymentDate).toBe('2026-04-20');
  });

  it('a move to a month end anchors there: the 28th stays the 28th', () => {
    const plan = makeLifecycle();
    const moved = accepted(apply(plan, { type: 'subscription.move-date', date: '2026-02-28' }, '2026-01-10'));
    expect(moved.subscription).toMatchObject({ nextPaymentDate: '2026-02-28', anchorDay: 28 });
  });

  it('refuses the past, the same date, a renewed month and more than a month away', () => {
    expect(move('2026-02-19')).toEqual({
      ok: false,
      code: 'subscription.date-in-past',
      message: 'The new date cannot be in the past. Please choose a date from 1 March to 12 April.',
    });
    expect(move('2026-03-12')).toEqual({
      ok: false,
      code: 'subscription.date-unchanged',
      message: 'Your next pack is already on 12 March.',
    });
    expect(move('2026-02-25')).toEqual({
      ok: false,
      code: 'subscription.date-in-renewed-period',
      message: "That month's pack has already been charged. Please choose a date from 1 March to 12 April.",
    });
    expect(move('2026-04-13')).toEqual({
      ok: false,
      code: 'subscription.date-out-of-range',
      message: 'The date can move by up to a month. Please choose a date from 1 March to 12 April.',
    });
    expect(move('2026-04-12').ok).toBe(true);
    expect(move('2026-03-01').ok).toBe(true);
  });

  it('accepts today', () => {
    expect(
      accepted(apply(PLAN, { type: 'subscription.move-date', date: '2026-03-02' }, '2026-03-02'))
        .subscription,
    ).toMatchObject({ nextPaymentDate: '2026-03-02' });
  });

  it('refuses a date that is not a real date', () => {
    expect(move('2026-02-30')).toEqual({
      ok: false,
      code: 'subscription.invalid-event',
      message: 'Expected a real date as YYYY-MM-DD.',
    });
  });
});
