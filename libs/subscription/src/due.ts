import { type IsoDate } from '@maplepack/calendar';
import { type SubscriptionLifecycle } from './lifecycle';

/**
 * Whether the plan's scheduled date has come on `today` (its UTC calendar day), so the renewal engine
 * applies `renewal.due`: an active plan with no renewal open, or a paused one whose pause is over, is
 * charged; a pending cancellation ends. Dates already past count (a pass that was missed catches up
 * with one renewal, never several).
 */
export function isDue(subscription: SubscriptionLifecycle, today: IsoDate): boolean {
  const { status, nextPaymentDate, cancellation } = subscription;
  if (status === 'pending-cancel') return cancellation !== null && cancellation.effectiveOn <= today;
  if (status === 'paused') return nextPaymentDate !== null && nextPaymentDate <= today;
  if (status === 'active')
    return subscription.renewal === null && nextPaymentDate !== null && nextPaymentDate <= today;
  return false;
}
