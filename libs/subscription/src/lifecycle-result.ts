import { type Instant } from './instant';
import { type SubscriptionLifecycle } from './lifecycle';
import { type LifecycleLogEntry } from './log-entry';
import { type PeriodKey } from './period-key';

/**
 * What the caller must do after a change, besides storing the subscription and its log entry:
 * - `charge`: charge the renewal order of `period` now (attempt 1, or a retry after a card update).
 *   The payment idempotency key comes from (subscription, period, attempt).
 * - `schedule-retry`: charge it again at `at` (the dunning schedule).
 * - `cancel-order`: cancel the unpaid renewal order of `period` (retries ran out, the plan was
 *   cancelled while on hold, or there was nothing to charge).
 */
export type LifecycleEffect =
  | { type: 'charge'; period: PeriodKey; attempt: number }
  | { type: 'schedule-retry'; period: PeriodKey; attempt: number; at: Instant }
  | { type: 'cancel-order'; period: PeriodKey };

export type LifecycleRefusalCode =
  | 'subscription.invalid-event'
  | 'subscription.not-allowed'
  | 'subscription.renewal-in-progress'
  | 'subscription.payment-pending'
  | 'subscription.card-required'
  | 'subscription.not-due'
  | 'subscription.no-open-renewal'
  | 'subscription.date-in-past'
  | 'subscription.date-out-of-range'
  | 'subscription.date-in-renewed-period'
  | 'subscription.date-unchanged';

/** An event the rules refuse: the subscription stays as it was; `message` can be shown to the person. */
export interface LifecycleRefusal {
  ok: false;
  code: LifecycleRefusalCode;
  message: string;
}

export type LifecycleResult =
  | {
      ok: true;
      subscription: SubscriptionLifecycle;
      log: LifecycleLogEntry;
      effects: LifecycleEffect[];
    }
  | LifecycleRefusal;

export function refusal(code: LifecycleRefusalCode, message: string): LifecycleRefusal {
  return { ok: false, code, message };
}
