import { z } from 'zod';
import { addHours, type Instant, isAtOrBefore } from './instant';
import { type SubscriptionLifecycle } from './lifecycle';
import { type PeriodKey } from './period-key';

/**
 * A retry schedule: hours to wait before each retry, each counted from the attempt before it. Its
 * length is the number of retries; an empty schedule makes the first failure final.
 */
export const retryScheduleSchema = z.array(z.number().int().positive()).max(24);
export type RetrySchedule = z.infer<typeof retryScheduleSchema>;

/**
 * WooCommerce Subscriptions' default retry rules: retries 12 h, 12 h, 24 h, 48 h and 72 h apart —
 * 5 retries, the last 7 days (168 h) after the first failure.
 */
export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = [12, 12, 24, 48, 72];

/** What the last failure decides: the plan stays on hold, the renewal order is cancelled. */
export const RETRIES_EXHAUSTED = { subscription: 'on-hold', order: 'cancelled' } as const;

export type RetryDecision =
  | { retry: true; attempt: number; at: Instant }
  | { retry: false; decision: typeof RETRIES_EXHAUSTED };

/**
 * When to retry a renewal charge after `failures` failed attempts (≥ 1; the first charge counts),
 * the first of them at `firstFailureAt`. Retry k is due `firstFailureAt` + the first k intervals of
 * `schedule`, so times are fixed from the first failure: a late worker never pushes later retries
 * out, and a retry triggered early (a card update) uses up one slot. After `schedule.length` retries
 * have failed, there is none: the decision is `RETRIES_EXHAUSTED`.
 *
 * `attempt` numbers the charge: 1 is the first, so a retry after `failures` failures is `failures + 1`.
 */
export function nextRetryAt(
  failures: number,
  firstFailureAt: Instant,
  schedule: RetrySchedule = DEFAULT_RETRY_SCHEDULE,
): RetryDecision {
  if (!Number.isInteger(failures) || failures < 1) throw new RangeError(`failures must be ≥ 1: ${failures}`);
  if (failures > schedule.length) return { retry: false, decision: RETRIES_EXHAUSTED };
  const hours = schedule.slice(0, failures).reduce((sum, interval) => sum + interval, 0);
  return { retry: true, attempt: failures + 1, at: addHours(firstFailureAt, hours) };
}

/**
 * The retry of an on-hold plan's renewal that is due at `now`, or null: what the renewal worker
 * charges (`period`, `attempt`) when it wakes.
 */
export function retryDue(
  subscription: SubscriptionLifecycle,
  now: Instant,
  schedule: RetrySchedule = DEFAULT_RETRY_SCHEDULE,
): { period: PeriodKey; attempt: number } | null {
  const { renewal } = subscription;
  if (subscription.status !== 'on-hold' || renewal === null || renewal.firstFailureAt === null) return null;
  const next = nextRetryAt(renewal.failures, renewal.firstFailureAt, schedule);
  if (!next.retry || !isAtOrBefore(next.at, now)) return null;
  return { period: renewal.period, attempt: next.attempt };
}
