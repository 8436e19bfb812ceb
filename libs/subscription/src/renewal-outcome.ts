import { addCalendarDays } from '@maplepack/calendar';
import { DEFAULT_RETRY_SCHEDULE, nextRetryAt } from './dunning';
import { changed, type EventRule } from './event-rule';
import { type OpenRenewal, type SubscriptionLifecycle } from './lifecycle';
import { type LifecycleEvent } from './lifecycle-event';
import { type LifecycleRefusal, refusal } from './lifecycle-result';
import { firstAnchoredDateFrom } from './renewal-date';

type EventOf<T extends LifecycleEvent['type']> = Extract<LifecycleEvent, { type: T }>;

function openRenewalGuard(s: SubscriptionLifecycle): LifecycleRefusal | undefined {
  return s.renewal === null
    ? refusal('subscription.no-open-renewal', 'No renewal payment is waiting.')
    : undefined;
}

function openRenewal(s: SubscriptionLifecycle): OpenRenewal {
  if (s.renewal === null) throw new Error('No renewal is open.');
  return s.renewal;
}

/** After a renewal closes on `today`: the first anchor-day date after today in a later period. */
function renewalAfter(s: SubscriptionLifecycle, renewal: OpenRenewal, today: string): string {
  return firstAnchoredDateFrom({
    anchorDay: s.anchorDay,
    from: addCalendarDays(today, 1),
    afterPeriod: renewal.period,
  });
}

/**
 * The open renewal was paid: the plan is active (again) and renews one period on, on the anchor day.
 * A renewal paid late (after retries) keeps the schedule; one paid after a whole period was missed
 * renews on the next anchor date after today, never twice in a row.
 */
export const paymentSucceededRule: EventRule<EventOf<'payment.succeeded'>> = {
  guard: openRenewalGuard,
  run(s, _event, today) {
    const renewal = openRenewal(s);
    const nextPaymentDate = renewalAfter(s, renewal, today);
    return changed(
      { ...s, status: 'active', holdReason: null, renewal: null, nextPaymentDate },
      {
        on: today,
        by: 'shop',
        kind: 'renewal-paid',
        packDate: renewal.date,
        period: renewal.period,
        nextPaymentDate,
      },
    );
  },
};

/**
 * The open renewal's charge failed at `at`: the plan goes on hold and the charge is retried on the
 * schedule (`nextRetryAt`). After the last retry fails, the plan stays on hold with no next payment
 * date and the renewal order is cancelled; nothing renews until the person acts.
 */
export const paymentFailedRule: EventRule<EventOf<'payment.failed'>> = {
  guard: openRenewalGuard,
  run(s, event, today, options) {
    const renewal = openRenewal(s);
    const failures = renewal.failures + 1;
    const firstFailureAt = renewal.firstFailureAt ?? event.at;
    const next = nextRetryAt(failures, firstFailureAt, options.retrySchedule ?? DEFAULT_RETRY_SCHEDULE);
    const pack = { packDate: renewal.date, period: renewal.period };
    if (!next.retry) {
      return changed(
        { ...s, status: 'on-hold', holdReason: 'payment-failed', renewal: null, nextPaymentDate: null },
        { on: today, by: 'shop', kind: 'payment-failed', ...pack, attempt: failures, retryAt: null },
        [{ type: 'cancel-order', period: renewal.period }],
      );
    }
    return changed(
      {
        ...s,
        status: 'on-hold',
        holdReason: 'payment-failed',
        renewal: { ...renewal, failures, firstFailureAt },
      },
      { on: today, by: 'shop', kind: 'payment-failed', ...pack, attempt: failures, retryAt: next.at },
      [{ type: 'schedule-retry', period: renewal.period, attempt: next.attempt, at: next.at }],
    );
  },
};

/**
 * The open renewal had nothing to charge (every product was left out of it): its order is cancelled,
 * the period counts as renewed, and the plan is active and renews one period on.
 */
export const renewalEmptyRule: EventRule<EventOf<'renewal.empty'>> = {
  guard: openRenewalGuard,
  run(s, _event, today) {
    const renewal = openRenewal(s);
    const nextPaymentDate = renewalAfter(s, renewal, today);
    return changed(
      { ...s, status: 'active', holdReason: null, renewal: null, nextPaymentDate },
      {
        on: today,
        by: 'shop',
        kind: 'renewal-empty',
        packDate: renewal.date,
        period: renewal.period,
        nextPaymentDate,
      },
      [{ type: 'cancel-order', period: renewal.period }],
    );
  },
};
