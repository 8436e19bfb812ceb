import { changed, type EventRule, notChangeable } from './event-rule';
import { type LifecycleEvent } from './lifecycle-event';

/**
 * The person saved a new card. A plan on hold retrying a failed renewal is charged again at once
 * (the next attempt; it counts as one of the retries). Nothing else changes: a trial or a plan whose
 * retries ran out is then reactivated by the person.
 */
export const cardUpdateRule: EventRule<Extract<LifecycleEvent, { type: 'card.updated' }>> = {
  guard(s, today) {
    return s.status === 'expired' ? notChangeable(s, today) : undefined;
  },
  run(s, _event, today) {
    const retrying = s.status === 'on-hold' ? s.renewal : null;
    return changed(
      { ...s, cardOnFile: true },
      { on: today, by: 'customer', kind: 'card-updated', retryPackDate: retrying?.date ?? null },
      retrying === null ? [] : [{ type: 'charge', period: retrying.period, attempt: retrying.failures + 1 }],
    );
  },
};
