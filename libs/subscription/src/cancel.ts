import { laterDate } from '@maplepack/calendar';
import { changed, type EventRule, notChangeable, scheduledDate } from './event-rule';
import { type LifecycleEvent } from './lifecycle-event';
import { type LifecycleEffect, refusal } from './lifecycle-result';

/**
 * Cancel, with a reason and a note. An active or paused plan stays the person's until its next
 * renewal date (`pending-cancel`), then ends without that renewal being charged. An on-hold plan has
 * nothing paid ahead, so it ends at once, and an unpaid renewal order it was retrying is cancelled.
 */
export const cancelRule: EventRule<Extract<LifecycleEvent, { type: 'subscription.cancel' }>> = {
  guard(s, today) {
    if (s.status === 'pending-cancel' || s.status === 'cancelled') {
      return refusal('subscription.not-allowed', 'Your plan is already cancelled.');
    }
    if (s.status === 'active' && s.renewal !== null) return notChangeable(s, today);
    if (s.status === 'expired') return notChangeable(s, today);
    return undefined;
  },
  run(s, event, today) {
    const { reason, note } = event;
    if (s.status === 'on-hold') {
      const effects: LifecycleEffect[] =
        s.renewal === null ? [] : [{ type: 'cancel-order', period: s.renewal.period }];
      return changed(
        {
          ...s,
          status: 'cancelled',
          nextPaymentDate: null,
          renewal: null,
          holdReason: null,
          cancellation: { reason, note, requestedOn: today, effectiveOn: today },
        },
        { on: today, by: 'customer', kind: 'cancelled', reason, note },
        effects,
      );
    }
    const effectiveOn = laterDate(scheduledDate(s), today);
    return changed(
      {
        ...s,
        status: 'pending-cancel',
        nextPaymentDate: null,
        cancellation: { reason, note, requestedOn: today, effectiveOn },
      },
      { on: today, by: 'customer', kind: 'cancel-requested', reason, note, effectiveOn },
    );
  },
};
