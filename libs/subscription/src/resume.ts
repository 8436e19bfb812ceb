import { changed, type EventRule, notChangeable } from './event-rule';
import { type LifecycleEvent } from './lifecycle-event';
import { refusal } from './lifecycle-result';
import { firstAnchoredDateFrom } from './renewal-date';

/**
 * Resume a paused plan early: it renews on the first anchor-day date from today on, in a period not
 * yet renewed — never later than the pause would have ended.
 */
export const resumeRule: EventRule<Extract<LifecycleEvent, { type: 'subscription.resume' }>> = {
  guard(s, today) {
    if (s.status === 'paused') return undefined;
    if (s.status === 'active') return refusal('subscription.not-allowed', 'Your plan is not paused.');
    return notChangeable(s, today);
  },
  run(s, _event, today) {
    const nextPaymentDate = firstAnchoredDateFrom({
      anchorDay: s.anchorDay,
      from: today,
      afterPeriod: s.lastRenewalPeriod,
    });
    return changed(
      { ...s, status: 'active', nextPaymentDate },
      { on: today, by: 'customer', kind: 'resumed', nextPaymentDate },
    );
  },
};
