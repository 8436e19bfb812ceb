import { changed, type EventRule, scheduleChangeGuard, scheduledDate } from './event-rule';
import { type LifecycleEvent } from './lifecycle-event';
import { periodKeyOf } from './period-key';
import { addMonths } from './renewal-date';

/** Skip: the next renewal moves exactly one period, on the anchor day. That pack is not charged. */
export const skipRule: EventRule<Extract<LifecycleEvent, { type: 'subscription.skip' }>> = {
  guard: scheduleChangeGuard,
  run(s, _event, today) {
    const packDate = scheduledDate(s);
    const nextPaymentDate = addMonths(packDate, 1, s.anchorDay);
    return changed(
      { ...s, nextPaymentDate },
      {
        on: today,
        by: 'customer',
        kind: 'skipped',
        packDate,
        period: periodKeyOf(packDate),
        nextPaymentDate,
      },
    );
  },
};
