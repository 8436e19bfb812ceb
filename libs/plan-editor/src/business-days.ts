import { addCalendarDays, dayOfWeek } from '@maplepack/calendar';

/** Spec §9: the business-day helper's default span. */
export const DEFAULT_BUSINESS_DAYS = 7;

function isWeekend(isoDate: string): boolean {
  const day = dayOfWeek(isoDate);
  return day === 0 || day === 6;
}

/**
 * The date `days` business days after `startDate` (YYYY-MM-DD, UTC calendar days), skipping Saturdays
 * and Sundays; holidays are not known here. With 0 days the start date comes back unchanged, even on
 * a weekend. Throws on a negative or fractional count or a malformed date.
 */
export function addBusinessDays(startDate: string, days: number = DEFAULT_BUSINESS_DAYS): string {
  if (!Number.isInteger(days) || days < 0)
    throw new RangeError(`Business days must be a whole number ≥ 0: ${days}`);
  let date = addCalendarDays(startDate, 0);
  let left = days;
  while (left > 0) {
    date = addCalendarDays(date, 1);
    if (!isWeekend(date)) left -= 1;
  }
  return date;
}
