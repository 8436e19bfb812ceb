import { type IsoDate, laterDate } from '@maplepack/calendar';
import { scheduleChangeGuard } from './event-rule';
import { type SubscriptionLifecycle } from './lifecycle';
import { addMonths, firstDayAfterPeriod } from './renewal-date';

/** How far the next renewal may move, in calendar months either way. */
export const MOVE_DATE_MAX_MONTHS = 1;

/**
 * The dates the next renewal may move to, inclusive (for the page's date picker), or null when the
 * plan cannot be moved now. A new date is within a month of the scheduled one, never before today,
 * and never in a period that already had its renewal (so two renewals never fall in one month).
 */
export function moveDateRange(
  subscription: SubscriptionLifecycle,
  today: IsoDate,
): { earliest: IsoDate; latest: IsoDate } | null {
  if (scheduleChangeGuard(subscription, today) !== undefined || subscription.nextPaymentDate === null)
    return null;
  const next = subscription.nextPaymentDate;
  let earliest = laterDate(today, addMonths(next, -MOVE_DATE_MAX_MONTHS));
  const afterRenewed = firstDayAfterPeriod(subscription.lastRenewalPeriod);
  if (afterRenewed !== null) earliest = laterDate(earliest, afterRenewed);
  return { earliest, latest: addMonths(next, MOVE_DATE_MAX_MONTHS) };
}
