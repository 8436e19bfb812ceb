import { addCalendarDays, dateParts, type IsoDate } from '@maplepack/calendar';
import { addPeriods, anchoredDateIn, firstDayOf, type PeriodKey, periodKeyOf } from './period-key';

/** Spec §4: the first renewal is 26 days after the start (the first pack lasts a month; it ships ahead). */
export const FIRST_RENEWAL_AFTER_DAYS = 26;

/** Spec §4: billed every month, interval 1. */
export const BILLING_PERIOD = 'month';
export const BILLING_INTERVAL = 1;

/** The first renewal date of a plan started on `startDate`: 26 calendar days later. */
export function firstRenewalDate(startDate: IsoDate): IsoDate {
  return addCalendarDays(startDate, FIRST_RENEWAL_AFTER_DAYS);
}

/**
 * `date` plus `months` calendar months, on `anchorDay` (1–31, default the date's own day) or the last
 * day of a shorter month. The anchor is what keeps month ends stable: with anchor 31, 2026-01-31 → +1
 * → 2026-02-28 → +1 → 2026-03-31 (not the 28th, as adding to the February date alone would give).
 */
export function addMonths(date: IsoDate, months: number, anchorDay: number = dateParts(date).day): IsoDate {
  return anchoredDateIn(addPeriods(periodKeyOf(date), months), anchorDay);
}

/**
 * The earliest date on `anchorDay` (or its month's last day) that is on or after `from` and lies in a
 * period after `afterPeriod` (any period when null). How a plan that restarts (resume, reactivate) or
 * has just renewed finds its next renewal: never in the past, never a second one in a period that
 * already had a renewal.
 */
export function firstAnchoredDateFrom(args: {
  anchorDay: number;
  from: IsoDate;
  afterPeriod: PeriodKey | null;
}): IsoDate {
  const { anchorDay, from, afterPeriod } = args;
  let period = periodKeyOf(from);
  if (afterPeriod !== null && period <= afterPeriod) period = addPeriods(afterPeriod, 1);
  const candidate = anchoredDateIn(period, anchorDay);
  return candidate >= from ? candidate : anchoredDateIn(addPeriods(period, 1), anchorDay);
}

/** The first day a renewal may fall on after `lastPeriod` had one: the first of the following month. */
export function firstDayAfterPeriod(lastPeriod: PeriodKey | null): IsoDate | null {
  return lastPeriod === null ? null : firstDayOf(addPeriods(lastPeriod, 1));
}
