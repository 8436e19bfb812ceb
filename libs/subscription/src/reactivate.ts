import { changed, type EventRule, notChangeable } from './event-rule';
import { type LifecycleEvent } from './lifecycle-event';
import { refusal } from './lifecycle-result';
import { firstAnchoredDateFrom } from './renewal-date';

/**
 * Reactivate a pending-cancel, cancelled or on-hold plan (a trial, or one whose retries ran out). It
 * renews on the first anchor-day date from today on, in a period not yet renewed: a pending
 * cancellation simply keeps its date. A card is needed; an on-hold plan still retrying a payment is
 * settled by updating the card instead.
 */
export const reactivateRule: EventRule<Extract<LifecycleEvent, { type: 'subscription.reactivate' }>> = {
  guard(s, today) {
    if (s.status === 'active') return refusal('subscription.not-allowed', 'Your plan is already active.');
    if (s.status === 'paused')
      return refusal('subscription.not-allowed', 'Your plan is paused: please resume it instead.');
    if (s.status === 'expired') return notChangeable(s, today);
    if (s.status === 'on-hold' && s.renewal !== null) {
      return refusal(
        'subscription.payment-pending',
        'A payment for your plan failed. Please update your card to retry it.',
      );
    }
    if (!s.cardOnFile)
      return refusal('subscription.card-required', 'Please add a card before reactivating your plan.');
    return undefined;
  },
  run(s, _event, today) {
    const nextPaymentDate = firstAnchoredDateFrom({
      anchorDay: s.anchorDay,
      from: today,
      afterPeriod: s.lastRenewalPeriod,
    });
    return changed(
      { ...s, status: 'active', nextPaymentDate, holdReason: null, cancellation: null },
      { on: today, by: 'customer', kind: 'reactivated', nextPaymentDate },
    );
  },
};
