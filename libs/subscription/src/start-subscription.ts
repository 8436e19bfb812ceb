import { dateParts, type IsoDate } from '@maplepack/calendar';
import { type SubscriptionLifecycle } from './lifecycle';
import { type LifecycleLogEntry } from './log-entry';
import { firstRenewalDate } from './renewal-date';

/**
 * A new plan's lifecycle (spec §4), started on `startDate` (the day its first order was paid): active
 * and paid by the saved card, or for the trial campaign on hold until the person adds a card and
 * reactivates it. Either way the first renewal is 26 days after the start, and its day of the month
 * is the anchor every later renewal keeps.
 */
export function startSubscription(args: { startDate: IsoDate; trial: boolean }): {
  subscription: SubscriptionLifecycle;
  log: LifecycleLogEntry;
} {
  const nextPaymentDate = firstRenewalDate(args.startDate);
  const subscription: SubscriptionLifecycle = {
    status: args.trial ? 'on-hold' : 'active',
    startDate: args.startDate,
    anchorDay: dateParts(nextPaymentDate).day,
    nextPaymentDate,
    lastRenewalPeriod: null,
    renewal: null,
    holdReason: args.trial ? 'trial' : null,
    cancellation: null,
    cardOnFile: !args.trial,
  };
  return {
    subscription,
    log: {
      on: args.startDate,
      by: 'customer',
      kind: 'started',
      status: subscription.status,
      nextPaymentDate,
    },
  };
}
