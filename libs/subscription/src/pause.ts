import { changed, type EventRule, scheduleChangeGuard, scheduledDate } from './event-rule';
import { type LifecycleEvent } from './lifecycle-event';
import { periodKeyOf } from './period-key';
import { addMonths } from './renewal-date';

/**
 * Pause for 1, 2 or 3 months: that many packs, from the next one, are not sent; the plan renews again
 * `months` periods later on the anchor day (and becomes active by itself then).
 */
export const pauseRule: EventRule<Extract<LifecycleEvent, { type: 'subscription.pause' }>> = {
  guard: scheduleChangeGuard,
  run(s, event, today) {
    const packDate = scheduledDate(s);
    const nextPaymentDate = addMonths(packDate, event.months, s.anchorDay);
    return changed(
      { ...s, status: 'paused', nextPaymentDate },
      {
        on: today,
        by: 'customer',
        kind: 'paused',
        packDate,
        period: periodKeyOf(packDate),
        months: event.months,
        nextPaymentDate,
      },
    );
  },
};
