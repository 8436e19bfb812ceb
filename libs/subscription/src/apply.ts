import { isoDateSchema } from '@maplepack/calendar';
import { cancelRule } from './cancel';
import { cardUpdateRule } from './card-update';
import { type ApplyOptions, type EventRule } from './event-rule';
import { type SubscriptionLifecycle } from './lifecycle';
import {
  CUSTOMER_EVENT_TYPES,
  type CustomerEventType,
  LIFECYCLE_EVENT_TYPES,
  type LifecycleEvent,
  type LifecycleEventInput,
  lifecycleEventSchema,
  type LifecycleEventType,
} from './lifecycle-event';
import { type LifecycleResult, refusal } from './lifecycle-result';
import { moveDateRule } from './move-date';
import { pauseRule } from './pause';
import { reactivateRule } from './reactivate';
import { renewalDueRule } from './renewal-due';
import { paymentFailedRule, paymentSucceededRule, renewalEmptyRule } from './renewal-outcome';
import { resumeRule } from './resume';
import { skipRule } from './skip';

const RULES: { [T in LifecycleEventType]: EventRule<Extract<LifecycleEvent, { type: T }>> } = {
  'subscription.skip': skipRule,
  'subscription.pause': pauseRule,
  'subscription.resume': resumeRule,
  'subscription.move-date': moveDateRule,
  'subscription.cancel': cancelRule,
  'subscription.reactivate': reactivateRule,
  'card.updated': cardUpdateRule,
  'renewal.due': renewalDueRule,
  'payment.succeeded': paymentSucceededRule,
  'payment.failed': paymentFailedRule,
  'renewal.empty': renewalEmptyRule,
};

function ruleFor<T extends LifecycleEventType>(type: T): EventRule<Extract<LifecycleEvent, { type: T }>> {
  return RULES[type];
}

function requireToday(today: string): void {
  if (!isoDateSchema.safeParse(today).success) throw new RangeError(`today must be YYYY-MM-DD: ${today}`);
}

/**
 * Applies one event to a subscription's lifecycle on `today` (the shop's UTC calendar day, passed in).
 * Returns the new lifecycle, one log entry saying what happened and what the caller must do next
 * (`effects`), or a refusal with a message the person can read; the subscription passed in is never
 * modified. The event is parsed first: a malformed one is `subscription.invalid-event`.
 */
export function apply(
  subscription: SubscriptionLifecycle,
  event: LifecycleEventInput,
  today: string,
  options: ApplyOptions = {},
): LifecycleResult {
  requireToday(today);
  const parsed = lifecycleEventSchema.safeParse(event);
  if (!parsed.success) {
    return refusal('subscription.invalid-event', parsed.error.issues[0]?.message ?? 'Invalid request.');
  }
  const rule = ruleFor(parsed.data.type) as EventRule<LifecycleEvent>;
  return rule.guard(subscription, today) ?? rule.run(subscription, parsed.data, today, options);
}

/** Whether the state allows an event of `type` on `today` (its details may still be refused). */
export function canApply(
  subscription: SubscriptionLifecycle,
  type: LifecycleEventType,
  today: string,
): boolean {
  requireToday(today);
  return ruleFor(type).guard(subscription, today) === undefined;
}

/**
 * The events the state allows on `today`, in a stable order: for the account page, the customer's
 * actions (the default); `'all'` adds the renewal engine's events.
 */
export function allowedEvents(subscription: SubscriptionLifecycle, today: string): CustomerEventType[];
export function allowedEvents(
  subscription: SubscriptionLifecycle,
  today: string,
  scope: 'customer' | 'all',
): LifecycleEventType[];
export function allowedEvents(
  subscription: SubscriptionLifecycle,
  today: string,
  scope: 'customer' | 'all' = 'customer',
): LifecycleEventType[] {
  const types = scope === 'customer' ? CUSTOMER_EVENT_TYPES : LIFECYCLE_EVENT_TYPES;
  return types.filter((type) => canApply(subscription, type, today));
}
