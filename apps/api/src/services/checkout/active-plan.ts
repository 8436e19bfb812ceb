import { type Db } from '../../db/client';
import {
  SubscriptionRepository,
  type SubscriptionAggregate,
} from '../../db/repositories/subscription-repository';

/** Plans that still run: active, or on hold (a trial, a paused plan). */
const RUNNING = new Set(['active', 'on-hold']);

/**
 * The customer's plan a signed-in checkout changes: their newest running subscription (spec §7:
 * the first subscription of the customer is the one used), or null when they have none.
 */
export async function activePlanOf(db: Db, customerId: number): Promise<SubscriptionAggregate | null> {
  const plans = await new SubscriptionRepository(db).listByCustomer(customerId);
  return plans.find((plan) => RUNNING.has(plan.subscription.status)) ?? null;
}
