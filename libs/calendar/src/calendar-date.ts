import { z } from 'zod';

/**
 * Calendar days written `YYYY-MM-DD`: the shop's days (shop-time.ts says which zone), with no time of
 * day and no time zone, so no arithmetic here ever shifts across a daylight-saving change. Strings of
 * this shape compare correctly with `<` and `>`. Epoch-day arithmetic uses Date.UTC only as a
 * day counter.
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** A date's parts; `month` is 1–12. */
export interface DateParts {
  year: number;
  month: number;
  day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in `month` (1–12) of `year`: 28 to 31. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2 && isLeapYear(year)) return 29;
  const days = MONTH_DAYS[month - 1];
  if (days === undefined) throw new RangeError(`No month ${month}`);
  return days;
}

function partsOrUndefined(text: string): DateParts | undefined {
  const match = DATE_PATTERN.exec(text);
  if (match === null) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** Whether `text` is a real calendar day written YYYY-MM-DD (2026-02-30 and 0000-00-00 are not). */
export function isIsoDate(text: string): boolean {
  return partsOrUndefined(text) !== undefined;
}

/** The parts of a YYYY-MM-DD date, or undefined unless it names a real calendar day. */
export function parseIsoDate(text: string): DateParts | undefined {
  return partsOrUndefined(text);
}

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export const isoDateSchema = z
  .string()
  .refine((text) => partsOrUndefined(text) !== undefined, { message: 'Expected a real date as YYYY-MM-DD.' });
export type IsoDate = z.infer<typeof isoDateSchema>;

/** The parts of a YYYY-MM-DD date. Throws on a malformed or impossible date (a broken invariant). */
export function dateParts(isoDate: string): DateParts {
  const parts = partsOrUndefined(isoDate);
  if (parts === undefined) throw new RangeError(`Not a YYYY-MM-DD date: ${isoDate}`);
  return parts;
}

/** Writes a date's parts as YYYY-MM-DD. The parts must name a real date. */
export function formatDate(parts: DateParts): IsoDate {
  const text = `${String(parts.year).padStart(4, '0')}-${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
  dateParts(text);
  return text;
}

/** `isoDate` plus `days` whole calendar days (negative goes back). */
export function addCalendarDays(isoDate: string, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`Whole days only: ${days}`);
  const { year, month, day } = dateParts(isoDate);
  return new Date(Date.UTC(year, month - 1, day) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = dateParts(from);
  const b = dateParts(to);
  return (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / MS_PER_DAY;
}

/** The later of two dates. */
export function laterDate(a: IsoDate, b: IsoDate): IsoDate {
  return a > b ? a : b;
}

/** Day of the week of a YYYY-MM-DD date: 0 Sunday … 6 Saturday. Throws on a malformed date. */
export function dayOfWeek(isoDate: string): number {
  const { year, month, day } = dateParts(isoDate);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}
