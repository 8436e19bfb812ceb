import { isIsoDate } from '@maplepack/pricing';

/**
 * The shop's time zone, for the command's dates: a coupon's `date_expires` without an offset is a
 * shop-local time (as WooCommerce writes it), and `maplepack price`'s `date` is priced at its start
 * there. Eastern time: the seeded coupons expire at midnight in Toronto.
 */
export const SHOP_TIME_ZONE = 'America/Toronto';

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?(Z|[+-]\d{2}:\d{2})?)?$/;

const zoneParts = new Intl.DateTimeFormat('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** How far the shop's clock is ahead of UTC at `utcMs` (negative in Canada), in ms. */
function zoneOffsetMs(utcMs: number): number {
  const parts: Record<string, number> = {};
  for (const part of zoneParts.formatToParts(new Date(utcMs))) parts[part.type] = Number(part.value);
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
