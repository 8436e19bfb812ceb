import { addBusinessDays } from './business-days';
import { addCalendarDays, dayOfWeek } from '@maplepack/calendar';

describe('addCalendarDays', () => {
  it.each([
    ['2026-11-21', 26, '2026-12-17'],
    ['2026-12-20', 26, '2027-01-15'],
    ['2028-02-10', 26, '2028-03-07'],
    ['2027-02-10', 26, '2027-03-08'],
    ['2026-03-01', -1, '2026-02-28'],
  ])('%s + %i days is %s', (start, days, expected) => {
    expect(addCalendarDays(start, days)).toBe(expected);
  });

  it.each(['2026-02-30', '2026-13-01', '26-11-21', '2026-11-21T00:00:00Z'])('throws on %s', (bad) => {
    expect(() => addCalendarDays(bad, 1)).toThrow(RangeError);
  });

  it('knows the day of the week', () => {
    expect(dayOfWeek('2026-11-21')).toBe(6); // a Saturday
    expect(dayOfWeek('1970-01-01')).toBe(4);
    expect(dayOfWeek('1969-12-28')).toBe(0);
  });
});

describe('addBusinessDays', () => {
  it.each([
    ['Monday + 7 (default) is the next Wednesday', '2026-11-16', undefined, '2026-11-25'],
    ['Friday + 1 is Monday', '2026-11-20', 1, '2026-11-23'],
    ['Saturday + 1 is Monday', '2026-11-21', 1, '2026-11-23'],
    ['Sunday + 5 is Friday', '2026-11-22', 5, '2026-11-27'],
    ['Thursday + 2 is Monday', '2026-11-19', 2, '2026-11-23'],
    ['0 days is the start, even on a weekend', '2026-11-21', 0, '2026-11-21'],
  ])('%s', (_label, start, days, expected) => {
    expect(addBusinessDays(start, days)).toBe(expected);
  });

  it.each([-1, 1.5])('throws on %s days', (days) => {
    expect(() => addBusinessDays('2026-11-16', days)).toThrow(RangeError);
  });
});
