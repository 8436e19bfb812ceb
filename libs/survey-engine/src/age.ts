import { daysInMonth, parseIsoDate as parseCalendarIsoDate } from '@maplepack/calendar';
/** A calendar date without time or zone. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/**
 * The one test of "does this day exist on the calendar" for every date the shop reads (a birthday
 * answer, `today`, an account's birthday, the date boxes): month 1–12 and a day of that month, so
 * 02/30, 04/31, 00/00, year 0000 and 02/29 of a common year are refused. Undefined when the day does not
 * exist.
 */
export function calendarDate(year: number, month: number, day: number): CalendarDate | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return undefined;
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  return { year, month, day };
}

/** Reads an 8-digit MMDDYYYY answer; undefined unless it names a real calendar day. */
export function parseMmddyyyy(text: string): CalendarDate | undefined {
  const match = /^(\d{2})(\d{2})(\d{4})$/.exec(text);
  if (match === null) return undefined;
  return calendarDate(Number(match[3]), Number(match[1]), Number(match[2]));
}

/** Reads a YYYY-MM-DD date; undefined unless it names a real calendar day (the calendar's check). */
export function parseIsoDate(text: string): CalendarDate | undefined {
  return parseCalendarIsoDate(text);
}

/** Negative, zero or positive as `a` is before, on or after `b`. */
export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/**
 * Age in whole years on `todayIso` (YYYY-MM-DD) of a person born on `birthdayMmddyyyy` (MMDDYYYY).
 * The year counts once the birthday's month and day are reached, so a Feb 29 birthday turns a year
 * older on Mar 1 in common years (and on Feb 29 in leap years). A birthday after today gives a
 * negative age rather than a clamp, which keeps the function monotonic in today.
 * @throws RangeError when either date is not a real calendar day: callers validate answers first.
 */
export function ageOn(birthdayMmddyyyy: string, todayIso: string): number {
  const birthday = parseMmddyyyy(birthdayMmddyyyy);
  const today = parseIsoDate(todayIso);
  if (birthday === undefined) throw new RangeError(`Not an MMDDYYYY date: '${birthdayMmddyyyy}'`);
  if (today === undefined) throw new RangeError(`Not a YYYY-MM-DD date: '${todayIso}'`);
  const reached =
    today.month > birthday.month || (today.month === birthday.month && today.day >= birthday.day);
  return today.year - birthday.year - (reached ? 0 : 1);
}
