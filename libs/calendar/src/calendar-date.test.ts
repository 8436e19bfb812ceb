import fc from 'fast-check';
import { addCalendarDays, daysBetween, daysInMonth, isoDateSchema } from './calendar-date';
import { isoDateArb } from './testing';

describe('calendar dates', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2100-02-29', false],
    ['2000-02-29', true],
    ['2026-04-31', false],
    ['2026-1-05', false],
    ['2026-01-05T00:00:00Z', false],
  ])('%s is a real YYYY-MM-DD date: %s', (text, real) => {
    expect(isoDateSchema.safeParse(text).success).toBe(real);
  });

  it('counts the days of each month, leap Februaries included', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((m) => daysInMonth(2026, m))).toEqual([
      31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
    ]);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(1900, 2)).toBe(28);
  });

  it('adds days across month, year and daylight-saving boundaries', () => {
    expect(addCalendarDays('2026-01-05', 26)).toBe('2026-01-31');
    expect(addCalendarDays('2026-12-20', 26)).toBe('2027-01-15');
    expect(addCalendarDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addCalendarDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(() => addCalendarDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => addCalendarDays('2026-02-01', 0.5)).toThrow(RangeError);
  });

  describe('properties', () => {
    it('adding days and counting them back agree', () => {
      fc.assert(
        fc.property(isoDateArb(), fc.integer({ min: -800, max: 800 }), (date, days) => {
          const later = addCalendarDays(date, days);
          expect(isoDateSchema.safeParse(later).success).toBe(true);
          expect(daysBetween(date, later)).toBe(days);
          expect(later > date).toBe(days > 0);
        }),
      );
    });
  });
});
