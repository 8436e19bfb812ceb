import { dateParts } from '@maplepack/calendar';
import { changed, type EventRule, scheduleChangeGuard, scheduledDate } from './event-rule';
import { humanDate } from './human-date';
import { type LifecycleEvent } from './lifecycle-event';
import { refusal } from './lifecycle-result';
import { moveDateRange } from './move-date-range';

/**
 * Move the next renewal to another date within `moveDateRange`. The new date's day becomes the
 * anchor: later renewals fall on it (or on the last day of shorter months).
 */
export const moveDateRule: EventRule<Extract<LifecycleEvent, { type: 'subscription.move-date' }>> = {
  guard: scheduleChangeGuard,
  run(s, event, today) {
    const from = scheduledDate(s);
    const to = event.date;
    const range = moveDateRange(s, today);
    if (range === null) throw new Error('move-date ran on a plan its guard refuses');
    const between = `Please choose a date from ${humanDate(range.earliest, today)} to ${humanDate(range.latest, today)}.`;
    if (to < today)
      return refusal('subscription.date-in-past', `The new date cannot be in the past. ${between}`);
    if (to === from) {
      return refusal(
        'subscription.date-unchanged',
        `Your next pack is already on ${humanDate(from, today)}.`,
      );
    }
    if (s.lastRenewalPeriod !== null && to.slice(0, 7) <= s.lastRenewalPeriod) {
      return refusal(
        'subscription.date-in-renewed-period',
        `That month's pack has already been charged. ${between}`,
      );
    }
    if (to < range.earliest || to > range.latest) {
      return refusal('subscription.date-out-of-range', `The date can move by up to a month. ${between}`);
    }
    return changed(
      { ...s, nextPaymentDate: to, anchorDay: dateParts(to).day },
      { on: today, by: 'customer', kind: 'date-moved', from, to },
    );
  },
};
