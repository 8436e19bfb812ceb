import { z } from 'zod';
import { dateParts, daysInMonth, formatDate, type IsoDate } from '@maplepack/calendar';

/**
 * A billing period: the calendar month of a renewal's scheduled date, written `YYYY-MM`. A
 * subscription has at most one renewal order per period; together with the subscription id it is the
 * renewal's unique key, so one period is never charged twice.
 */
export const periodKeySchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'Expected a billing period as YYYY-MM.' });
export type PeriodKey = z.infer<typeof periodKeySchema>;

/** The period a renewal scheduled on `date` belongs to. */
export function periodKeyOf(date: IsoDate): PeriodKey {
  dateParts(date);
  return date.slice(0, 7);
}

function monthIndex(period: PeriodKey): number {
  const match = /^(\d{4})-(\d{2})$/.exec(period);
  if (match === null) throw new RangeError(`Not a YYYY-MM period: ${period}`);
  return Number(match[1]) * 12 + Number(match[2]) - 1;
}

function periodOfIndex(index: number): PeriodKey {
  const year = Math.floor(index / 12);
  return `${String(year).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The period `count` months after `period` (negative goes back). */
export function addPeriods(period: PeriodKey, count: number): PeriodKey {
  if (!Number.isInteger(count)) throw new RangeError(`Whole periods only: ${count}`);
  return periodOfIndex(monthIndex(period) + count);
}

/** Whole periods from `from` to `to` (negative when `to` is earlier). */
export function periodsBetween(from: PeriodKey, to: PeriodKey): number {
  return monthIndex(to) - monthIndex(from);
}

/** The first day of a period. */
export function firstDayOf(period: PeriodKey): IsoDate {
  return `${period}-01`;
}

/** The date in `period` a renewal anchored on `anchorDay` (1–31) falls on: that day, or the month's last. */
export function anchoredDateIn(period: PeriodKey, anchorDay: number): IsoDate {
  if (!Number.isInteger(anchorDay) || anchorDay < 1 || anchorDay > 31) {
    throw new RangeError(`An anchor day is 1–31: ${anchorDay}`);
  }
  const index = monthIndex(period);
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return formatDate({ year, month, day: Math.min(anchorDay, daysInMonth(year, month)) });
}
