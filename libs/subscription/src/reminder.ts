import { addCalendarDays, type IsoDate } from '@maplepack/calendar';
import { type SubscriptionLifecycle } from './lifecycle';
import { type PeriodKey, periodKeyOf } from './period-key';

/** Days before a renewal the pre-shipment reminder goes out (issue 14's default). */
export const DEFAULT_REMINDER_DAYS_BEFORE = 3;

export type ReminderDecision = { due: true; period: PeriodKey; renewalDate: IsoDate } | { due: false };

/**
 * Whether the pre-shipment reminder for the coming renewal is due on `today`: from `daysBefore` days
 * before the renewal date up to the day before it. Only a renewal that will be charged gets one: an
 * active plan's, or the one that ends a pause. A skipped pack is no longer the coming renewal (the date
 * moved a period on), and on-hold, pending-cancel, cancelled and expired plans get none. Send at most
 * one per (subscription, `period`): the caller keys the e-mail by it, so a moved date is not reminded twice.
 */
export function reminderDue(
  subscription: SubscriptionLifecycle,
  today: IsoDate,
  daysBefore: number = DEFAULT_REMINDER_DAYS_BEFORE,
): ReminderDecision {
  if (!Number.isInteger(daysBefore) || daysBefore < 1)
    throw new RangeError(`daysBefore must be ≥ 1: ${daysBefore}`);
  const { status, nextPaymentDate: renewalDate } = subscription;
  if ((status !== 'active' && status !== 'paused') || subscription.renewal !== null || renewalDate === null) {
    return { due: false };
  }
  if (today >= renewalDate || today < addCalendarDays(renewalDate, -daysBefore)) return { due: false };
  return { due: true, period: periodKeyOf(renewalDate), renewalDate };
}
