import { isIsoDate, type IsoDate } from './calendar-date';

/**
 * The shop's time zone: the one place "today" is decided. The shop's day (taxes in force, a renewal
 * due, a person's age, the dates on e-mails and pages, the cart's estimate) is the calendar day here,
 * and a date or time written without an offset (a coupon's `date_expires`, as WooCommerce writes
 * it; `maplepack price`'s `date`) is a time here. Eastern time: the company's seat, and the zone most
 * of its customers live in; the database's `date` columns hold days of this calendar.
 */
export const SHOP_TIME_ZONE = 'America/Toronto';

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;

// Built on first use: a bundle that imports the calendar without the clock pays nothing for it.
let zonePartsFormat: Intl.DateTimeFormat | undefined;
const zoneParts = (): Intl.DateTimeFormat =>
  (zonePartsFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }));

/** How far the shop's clock is ahead of UTC at `utcMs` (negative in Canada), in ms. */
function zoneOffsetMs(utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of zoneParts().formatToParts(new Date(utcMs))) parts[part.type] = Number(part.value);
  const wall = Date.UTC(
    parts['year'] ?? 0,
    (parts['month'] ?? 1) - 1,
    parts['day'] ?? 1,
    parts['hour'] ?? 0,
    parts['minute'] ?? 0,
    parts['second'] ?? 0,
  );
  return wall - Math.floor(utcMs / 1000) * 1000;
}

/** The instant a shop-local wall time (given as if it were UTC) happens. */
function shopWallTimeToUtcMs(wallMs: number): number {
  const guess = wallMs - zoneOffsetMs(wallMs);
  return wallMs - zoneOffsetMs(guess);
}

/**
 * Reads a date or date-time as an instant (ms since the epoch): `2026-12-01` is the start of that
 * day in the shop's time zone, `2026-12-01T12:00:00` a shop-local time, and one ending in `Z` or
 * an offset (`2026-12-01T05:00:00.000Z`, as the shop API writes it) is exact. Undefined when the
 * text is none of these or names a day or time that does not exist.
 */
export function parseShopInstant(text: string): number | undefined {
  const match = DATE_TIME.exec(text.trim());
  if (match === null) return undefined;
  const [, day = '', hh = '00', mm = '00', ss = '00', fraction = '0', zone] = match;
  if (!isIsoDate(day) || Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) return undefined;
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(
    year,
    month - 1,
    date,
    Number(hh),
    Number(mm),
    Number(ss),
    Number(fraction.padEnd(3, '0')),
  );
  if (zone === undefined) return shopWallTimeToUtcMs(wall);
  if (zone === 'Z') return wall;
  const sign = zone.startsWith('-') ? -1 : 1;
  const [oh, om] = zone.slice(1).split(':').map(Number) as [number, number];
  return wall - sign * (oh * 60 + om) * 60_000;
}

/** A clock reading: a `Date` or ms since the epoch. */
export type ClockReading = Date | number;

const msOf = (now: ClockReading): number => (typeof now === 'number' ? now : now.getTime());

// Built on first use, like zoneParts: the day alone needs no offset arithmetic, which keeps a browser
// bundle that only asks "what day is it in the shop" small.
let dayPartsFormat: Intl.DateTimeFormat | undefined;
const dayParts = (): Intl.DateTimeFormat =>
  (dayPartsFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

/** The shop's calendar day at `now`, as YYYY-MM-DD: every "today" in the shop comes from here. */
export function shopDay(now: ClockReading): IsoDate {
  const ms = msOf(now);
  if (!Number.isFinite(ms)) throw new RangeError('Not a time: the clock gave an invalid date');
  const parts: Record<string, string> = {};
  for (const part of dayParts().formatToParts(ms)) parts[part.type] = part.value;
  return `${(parts['year'] ?? '').padStart(4, '0')}-${parts['month'] ?? ''}-${parts['day'] ?? ''}`;
}

/** The shop's calendar month at `now` (`month` 1–12): a card's expiry is checked against it. */
export function shopMonth(now: ClockReading): { year: number; month: number } {
  const [year, month] = shopDay(now).split('-').map(Number) as [number, number];
  return { year, month };
}

/** The instant the shop's day `isoDate` starts (ms since the epoch); undefined for a day that does not exist. */
export function startOfShopDay(isoDate: string): number | undefined {
  return isIsoDate(isoDate) ? parseShopInstant(isoDate) : undefined;
}
