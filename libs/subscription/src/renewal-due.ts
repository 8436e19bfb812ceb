import { changed, type EventRule, scheduledDate } from './event-rule';
import { isDue } from './due';
import { type LifecycleEvent } from './lifecycle-event';
import { refusal } from './lifecycle-result';
import { periodKeyOf } from './period-key';

/**
 * The scheduled date has come (`isDue`). A pending cancellation ends: the plan is cancelled and that
 * renewal is not charged. Otherwise the renewal of the scheduled date's period opens (a pause that is
 * over ends with it): the caller makes its order, unique per (subscription, period), and charges it.
 */
export const renewalDueRule: EventRule<Extract<LifecycleEvent, { type: 'renewal.due' }>> = {
  guard(s, today) {
    return isDue(s, today) ? undefined : refusal('subscription.not-due', 'No renewal is due.');
  },
  run(s, _event, today) {
    if (s.status === 'pending-cancel') {
      const effectiveOn = s.cancellation?.effectiveOn ?? today;
      return changed(
        { ...s, status: 'cancelled', nextPaymentDate: null },
        { on: today, by: 'shop', kind: 'ended', effectiveOn },
      );
    }
    const packDate = scheduledDate(s);
    const period = periodKeyOf(packDate);
    if (s.lastRenewalPeriod !== null && period <= s.lastRenewalPeriod) {
      throw new Error(`Period ${period} would renew again after ${s.lastRenewalPeriod}.`);
    }
    return changed(
      {
        ...s,
        status: 'active',
        lastRenewalPeriod: period,
        renewal: { period, date: packDate, failures: 0, firstFailureAt: null },
      },
      { on: today, by: 'shop', kind: 'renewal-started', packDate, period },
      [{ type: 'charge', period, attempt: 1 }],
    );
  },
};
