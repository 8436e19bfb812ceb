import { type RetrySchedule } from './dunning';
import { humanDate } from './human-date';
import { type SubscriptionLifecycle } from './lifecycle';
import { type LifecycleEvent } from './lifecycle-event';
import {
  type LifecycleEffect,
  type LifecycleRefusal,
  type LifecycleResult,
  refusal,
} from './lifecycle-result';
import { type LifecycleLogEntry } from './log-entry';

export interface ApplyOptions {
  /** The dunning schedule (hours between retries); WooCommerce's default when absent. */
  retrySchedule?: RetrySchedule;
}

/** One event's rule: what state allows it at all, and what it does. */
export interface EventRule<E extends LifecycleEvent> {
  /** Refuses when the state does not allow the event whatever its details; undefined when it may. */
  guard(subscription: SubscriptionLifecycle, today: string): LifecycleRefusal | undefined;
  /** Applies an event the guard allowed; may still refuse its details (a date out of range). */
  run(subscription: SubscriptionLifecycle, event: E, today: string, options: ApplyOptions): LifecycleResult;
}

export function changed(
  subscription: SubscriptionLifecycle,
  log: LifecycleLogEntry,
  effects: LifecycleEffect[] = [],
): LifecycleResult {
  return { ok: true, subscription, log, effects };
}

/** Why a plan in this status cannot be changed (skipped, paused, moved): a sentence for the person. */
export function notChangeable(s: SubscriptionLifecycle, today: string): LifecycleRefusal {
  switch (s.status) {
    case 'paused':
      return refusal('subscription.not-allowed', 'Your plan is paused. Please resume it first.');
    case 'on-hold':
      if (s.holdReason === 'trial') {
        return refusal(
          'subscription.not-allowed',
          'Your trial plan is on hold. Please add a card and reactivate it first.',
        );
      }
      return s.renewal !== null
        ? refusal(
            'subscription.payment-pending',
            'A payment for your plan failed. Please update your card first.',
          )
        : refusal(
            'subscription.not-allowed',
            'Your plan is on hold after a failed payment. Please update your card and reactivate it first.',
          );
    case 'pending-cancel':
      return refusal(
        'subscription.not-allowed',
        `Your plan ends on ${humanDate(s.cancellation?.effectiveOn ?? today, today)}. Please reactivate it first.`,
      );
    case 'cancelled':
      return refusal('subscription.not-allowed', 'Your plan is cancelled. Please reactivate it first.');
    case 'expired':
      return refusal(
        'subscription.not-allowed',
        'This plan has ended. Please start a new one from the health assessment.',
      );
    case 'active':
      return refusal(
        'subscription.renewal-in-progress',
        `Your ${humanDate(s.nextPaymentDate ?? today, today)} pack is being charged. Please try again in a few minutes.`,
      );
  }
}

/**
 * Skip, pause and move-date need an active plan whose next renewal is still ahead (today counts) and
 * not under way: a renewal that is due is the engine's until it is charged.
 */
export function scheduleChangeGuard(s: SubscriptionLifecycle, today: string): LifecycleRefusal | undefined {
  if (
    s.status !== 'active' ||
    s.renewal !== null ||
    s.nextPaymentDate === null ||
    s.nextPaymentDate < today
  ) {
    return notChangeable(s, today);
  }
  return undefined;
}

/** The next payment date of a plan the guard let through (a broken invariant throws). */
export function scheduledDate(s: SubscriptionLifecycle): string {
  if (s.nextPaymentDate === null) throw new Error(`A ${s.status} plan has no next payment date.`);
  return s.nextPaymentDate;
}
