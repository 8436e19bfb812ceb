import { ageOn, parseIsoDate, parseMmddyyyy } from './age';

describe('ageOn', () => {
  it.each([
    ['05141990', '2026-05-13', 35],
    ['05141990', '2026-05-14', 36],
    ['05141990', '2026-11-21', 36],
    ['01011900', '2026-01-01', 126],
    ['11212026', '2026-11-21', 0],
    ['11222026', '2026-11-21', -1],
    // Feb 29 birthdays count on Mar 1 in common years, on Feb 29 in leap years.
    ['02292000', '2025-02-28', 24],
    ['02292000', '2025-03-01', 25],
    ['02292000', '2024-02-28', 23],
    ['02292000', '2024-02-29', 24],
    ['12312000', '2019-12-30', 18],
    ['12312000', '2019-12-31', 19],
  ])('born %s is %i on %s', (birthday, today, age) => {
    expect(ageOn(birthday, today)).toBe(age);
  });

  it.each([
    ['02302000', '2026-01-01'],
    ['1301200', '2026-01-01'],
    ['05141990', '2026-02-29'],
    ['05141990', '20260101'],
  ])('throws on %s / %s', (birthday, today) => {
    expect(() => ageOn(birthday, today)).toThrow(RangeError);
  });
});

describe('date parsing', () => {
  it('reads real days only', () => {
    expect(parseMmddyyyy('02292024')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseMmddyyyy('02292023')).toBeUndefined();
    expect(parseMmddyyyy('00102000')).toBeUndefined();
    expect(parseMmddyyyy('04312000')).toBeUndefined();
    expect(parseIsoDate('1900-02-29')).toBeUndefined();
    expect(parseIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseIsoDate('2000-2-29')).toBeUndefined();
  });
});
