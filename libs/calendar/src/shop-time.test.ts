import fc from 'fast-check';
import { addCalendarDays, isIsoDate } from './calendar-date';
import { parseShopInstant, shopDay, shopMonth, startOfShopDay } from './shop-time';

describe("the shop's day", () => {
  it.each([
    // Eastern Standard Time (UTC-5) in winter, Eastern Daylight Time (UTC-4) in summer.
    ['2026-12-01T04:59:59.999Z', '2026-11-30'],
    ['2026-12-01T05:00:00.000Z', '2026-12-01'],
    ['2026-07-01T03:59:59.000Z', '2026-06-30'],
    ['2026-07-01T04:00:00.000Z', '2026-07-01'],
    ['2026-11-25T20:00:00.000Z', '2026-11-25'],
    // Daylight saving ends on 2026-11-01 at 02:00 EDT: the day is 25 hours long and still one day.
    ['2026-11-01T04:00:00.000Z', '2026-11-01'],
    ['2026-11-02T04:59:00.000Z', '2026-11-01'],
  ])('at %s it is %s in the shop', (instant, day) => {
    expect(shopDay(new Date(instant))).toBe(day);
    expect(shopDay(Date.parse(instant))).toBe(day);
  });

  it('gives the month a card expiry is checked against', () => {
    expect(shopMonth(new Date('2027-01-01T03:00:00Z'))).toEqual({ year: 2026, month: 12 });
    expect(shopMonth(new Date('2027-01-01T06:00:00Z'))).toEqual({ year: 2027, month: 1 });
  });

  it('refuses a clock that gives no time rather than inventing a day', () => {
    expect(() => shopDay(new Date('not a date'))).toThrow(RangeError);
  });

  it('starts every day at its midnight in the shop, whatever the daylight saving', () => {
    expect(new Date(startOfShopDay('2026-12-01') ?? 0).toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(new Date(startOfShopDay('2026-07-01') ?? 0).toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(startOfShopDay('2026-02-30')).toBeUndefined();
  });

  it('reads written times in the shop zone unless they carry an offset', () => {
    expect(parseShopInstant('2026-12-01T12:00:00')).toBe(Date.parse('2026-12-01T17:00:00Z'));
    expect(parseShopInstant('2026-12-01T12:00:00Z')).toBe(Date.parse('2026-12-01T12:00:00Z'));
    expect(parseShopInstant('2026-12-01T12:00:00-08:00')).toBe(Date.parse('2026-12-01T20:00:00Z'));
    expect(parseShopInstant('2026-02-30')).toBeUndefined();
    expect(parseShopInstant('2026-12-01T24:00:00')).toBeUndefined();
  });

  it('property: a day starts in the shop on itself, and the moment before it is the day before', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000 }), (offset) => {
        const day = addCalendarDays('2000-01-01', offset);
        const start = startOfShopDay(day);
        if (start === undefined) return false;
        return shopDay(start) === day && shopDay(start - 1) === addCalendarDays(day, -1);
      }),
    );
  });

  it('property: every clock reading is a real day, never more than a day from UTC', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (ms) => {
        const day = shopDay(ms);
        const utcDay = new Date(ms).toISOString().slice(0, 10);
        return isIsoDate(day) && (day === utcDay || day === addCalendarDays(utcDay, -1));
      }),
    );
  });
});
