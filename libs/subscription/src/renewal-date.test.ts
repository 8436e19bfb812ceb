import fc from 'fast-check';
import { dateParts, daysInMonth } from '@maplepack/calendar';
import { addPeriods, periodKeyOf } from './period-key';
import { addMonths, firstAnchoredDateFrom, firstRenewalDate } from './renewal-date';
import { isoDateArb } from './testing';

describe('renewal dates', () => {
  it('puts the first renewal 26 days after the start (spec §4)', () => {
    expect(firstRenewalDate('2026-01-05')).toBe('2026-01-31');
    expect(firstRenewalDate('2026-02-10')).toBe('2026-03-08');
    expect(firstRenewalDate('2026-12-20')).toBe('2027-01-15');
  });

  it('renews a plan anchored on the 31st on the last day of shorter months, and on the 31st after', () => {
    const dates = ['2026-01-31'];
    for (let i = 0; i < 13; i += 1) dates.push(addMonths(dates[dates.length - 1] ?? '', 1, 31));
    expect(dates).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
    ]);
  });

  it('keeps a leap day for an anchor of 29 or more', () => {
    expect(addMonths('2028-01-30', 1, 30)).toBe('2028-02-29');
    expect(addMonths('2028-02-29', 1, 30)).toBe('2028-03-30');
    expect(addMonths('2028-02-29', 12, 29)).toBe('2029-02-28');
  });

  it('without an anchor, keeps the date’s own day (what a February date alone would give)', () => {
    expect(addMonths('2026-02-28', 1)).toBe('2026-03-28');
    expect(addMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('finds the first anchored date from a day, past a renewed period', () => {
    expect(firstAnchoredDateFrom({ anchorDay: 12, from: '2026-03-05', afterPeriod: null })).toBe(
      '2026-03-12',
    );
    expect(firstAnchoredDateFrom({ anchorDay: 12, from: '2026-03-12', afterPeriod: null })).toBe(
      '2026-03-12',
    );
    expect(firstAnchoredDateFrom({ anchorDay: 12, from: '2026-03-13', afterPeriod: null })).toBe(
      '2026-04-12',
    );
    expect(firstAnchoredDateFrom({ anchorDay: 12, from: '2026-03-05', afterPeriod: '2026-03' })).toBe(
      '2026-04-12',
    );
    expect(firstAnchoredDateFrom({ anchorDay: 31, from: '2026-02-01', afterPeriod: '2026-01' })).toBe(
      '2026-02-28',
    );
    expect(firstAnchoredDateFrom({ anchorDay: 12, from: '2026-01-20', afterPeriod: '2026-05' })).toBe(
      '2026-06-12',
    );
  });

  describe('properties', () => {
    const anchorArb = fc.integer({ min: 1, max: 31 });

    it('month-end anchoring holds over long sequences: k single steps equal one step of k months', () => {
      fc.assert(
        fc.property(isoDateArb(), anchorArb, fc.integer({ min: 1, max: 60 }), (start, anchor, months) => {
          const first = addMonths(start, 0, anchor);
          let date = first;
          for (let i = 1; i <= months; i += 1) {
            date = addMonths(date, 1, anchor);
            const { year, month, day } = dateParts(date);
            expect(day).toBe(Math.min(anchor, daysInMonth(year, month)));
            expect(periodKeyOf(date)).toBe(addPeriods(periodKeyOf(first), i));
          }
          expect(date).toBe(addMonths(first, months, anchor));
        }),
      );
    });

    it('the first anchored date is the earliest anchored date on or after the day, past the period', () => {
      fc.assert(
        fc.property(
          isoDateArb(),
          anchorArb,
          fc.option(fc.integer({ min: -3, max: 3 })),
          (from, anchor, periodOffset) => {
            const afterPeriod = periodOffset === null ? null : addPeriods(periodKeyOf(from), periodOffset);
            const found = firstAnchoredDateFrom({ anchorDay: anchor, from, afterPeriod });
            expect(found >= from).toBe(true);
            if (afterPeriod !== null) expect(periodKeyOf(found) > afterPeriod).toBe(true);
            const { year, month, day } = dateParts(found);
            expect(day).toBe(Math.min(anchor, daysInMonth(year, month)));
            // The anchored date a month earlier would not qualify.
            const before = addMonths(found, -1, anchor);
            expect(before < from || (afterPeriod !== null && periodKeyOf(before) <= afterPeriod)).toBe(true);
          },
        ),
      );
    });
  });
});
