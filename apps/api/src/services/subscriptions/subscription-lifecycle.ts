import {
  subscriptionLifecycleSchema,
  type LifecycleLogEntry,
  type SubscriptionLifecycle,
} from '@maplepack/subscription';
import { type NewSubscription, type SubscriptionRow } from '../../db/repositories/subscription-repository';

/**
 * The lifecycle part of a stored plan (libs/subscription), or null when the row holds a state the
 * rules do not know (a WooCommerce import: pending, switched) or breaks their invariants: such a plan
 * is shown but not changed online.
 */
export function lifecycleOf(row: SubscriptionRow): SubscriptionLifecycle | null {
  const parsed = subscriptionLifecycleSchema.safeParse({
    status: row.status,
    startDate: row.startDate,
    anchorDay: row.anchorDay,
    nextPaymentDate: row.nextPaymentDate,
    lastRenewalPeriod: row.lastRenewalPeriod,
    renewal: row.renewal,
    holdReason: row.holdReason,
    cancellation: row.cancellation,
    cardOnFile: row.cardOnFile,
  });
  return parsed.success ? parsed.data : null;
}

/** The columns that store a lifecycle (the start date never changes). */
export function lifecycleColumns(lifecycle: SubscriptionLifecycle): Partial<NewSubscription> {
  return {
    status: lifecycle.status,
    anchorDay: lifecycle.anchorDay,
    nextPaymentDate: lifecycle.nextPaymentDate,
    lastRenewalPeriod: lifecycle.lastRenewalPeriod,
    renewal: lifecycle.renewal,
    holdReason: lifecycle.holdReason,
    cancellation: lifecycle.cancellation,
    cardOnFile: lifecycle.cardOnFile,
  };
}

/** A lifecycle as stored beside its log line (before and after), JSON as it is. */
export const lifecycleSnapshot = (lifecycle: SubscriptionLifecycle): Record<string, unknown> => ({
  ...lifecycle,
});

/** The lifecycle's log line as an event row's fields. */
export function eventFields(entry: LifecycleLogEntry) {
  return { actor: entry.by, kind: entry.kind, day: entry.on, entry };
}
