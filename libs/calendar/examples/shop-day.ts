import {
  addCalendarDays,
  dayOfWeek,
  isIsoDate,
  SHOP_TIME_ZONE,
  shopDay,
  startOfShopDay,
} from '@maplepack/calendar';

// 11 pm on 30 November in Toronto is already 1 December in UTC: the shop still says 30 November.
const now = new Date('2026-12-01T04:00:00Z');
console.log(`${SHOP_TIME_ZONE}: ${shopDay(now)}`);

// Days are YYYY-MM-DD strings; arithmetic never crosses a daylight-saving change.
console.log(addCalendarDays('2026-02-28', 1), addCalendarDays('2028-02-28', 1));
console.log(`2026-11-30 is day ${dayOfWeek('2026-11-30')} of the week (0 is Sunday)`);

// A day that does not exist is refused, not rolled over.
console.log(isIsoDate('2026-02-30'), isIsoDate('2026-02-28'));

// When a shop day starts, as an instant.
console.log(new Date(startOfShopDay('2026-12-01') ?? Number.NaN).toISOString());
