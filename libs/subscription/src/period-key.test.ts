import { addPeriods, anchoredDateIn, periodKeyOf, periodKeySchema, periodsBetween } from './period-key';

describe('period keys', () => {
  it('are the calendar month of the scheduled date', () => {
    expect(periodKeyOf('2026-01-31')).toBe('2026-01');
    expect(periodKeyOf('2026-12-01')).toBe('2026-12');
    expect(() => periodKeyOf('2026-13-01')).toThrow(RangeError);
  });

  it('count months across years', () => {
    expect(addPeriods('2026-11', 3)).toBe('2027-02');
    expect(addPeriods('2026-01', -1)).toBe('2025-12');
    expect(periodsBetween('2025-12', '2027-01')).toBe(13);
  });

  it('validate as YYYY-MM', () => {
    expect(periodKeySchema.safeParse('2026-01').success).toBe(true);
    expect(periodKeySchema.safeParse('2026-00').success).toBe(false);
    expect(periodKeySchema.safeParse('2026-1').success).toBe(false);
  });

  it('place an anchor day in a month, on its last day when the month is shorter', () => {
    expect(anchoredDateIn('2026-02', 31)).toBe('2026-02-28');
    expect(anchoredDateIn('2028-02', 30)).toBe('2028-02-29');
    expect(anchoredDateIn('2026-04', 31)).toBe('2026-04-30');
    expect(anchoredDateIn('2026-04', 12)).toBe('2026-04-12');
    expect(() => anchoredDateIn('2026-04', 0)).toThrow(RangeError);
    expect(() => anchoredDateIn('2026-04', 32)).toThrow(RangeError);
  });
});
