import { type AdminDashboardResponse } from '@maplepack/api-contract';
import { shopDay } from '@maplepack/calendar';
import { and, count, gte, inArray, lt, sum } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { orders } from '../../db/schema/orders';
import { subscriptions } from '../../db/schema/subscriptions';
import { shopDayRange } from './audit-log';
import { countByStatus, monthlySeries, renewalsDue } from './dashboard-figures';

/** Orders that took money (or will ship): what "today's orders" counts. */
const COUNTED_STATUSES = ['processing', 'completed', 'on-hold', 'refunded'];

/**
 * GET /admin/dashboard: the database read once, the figures from dashboard-figures.ts (pure, tested),
 * the day from the injected clock.
 */
export async function dashboard(db: Db, now: Date): Promise<AdminDashboardResponse> {
  const today = shopDay(now);
  const range = shopDayRange(today, today);
  const [ordersToday] = await db
    .select({ count: count(), total: sum(orders.totalCents) })
    .from(orders)
    .where(
      and(
        inArray(orders.status, COUNTED_STATUSES),
        gte(orders.createdAt, range.from ?? now),
        lt(orders.createdAt, range.to ?? now),
      ),
    );
  const plans = await db
    .select({
      status: subscriptions.status,
      startDate: subscriptions.startDate,
      nextPaymentDate: subscriptions.nextPaymentDate,
      cancellation: subscriptions.cancellation,
      holdReason: subscriptions.holdReason,
      updatedAt: subscriptions.updatedAt,
      totalCents: subscriptions.totalCents,
      billingPeriod: subscriptions.billingPeriod,
      billingInterval: subscriptions.billingInterval,
    })
    .from(subscriptions);
  // A plan ends on its cancellation's effective day; an ended plan without one (expired) on the day
  // it last changed, the best the rows know.
  const facts = plans.map((plan) => ({
    ...plan,
    endDate:
      plan.cancellation?.effectiveOn ??
      (plan.status === 'cancelled' || plan.status === 'expired' ? shopDay(plan.updatedAt) : null),
  }));
  const renewing = plans.filter((plan) => ['active', 'on-hold'].includes(plan.status));
  return {
    today,
    orders_today: { count: ordersToday?.count ?? 0, total: Number(ordersToday?.total ?? 0) },
    renewals: {
      ...renewalsDue(
        renewing.map((plan) => plan.nextPaymentDate),
        today,
      ),
      failed: plans.filter((plan) => plan.status === 'on-hold' && plan.holdReason === 'payment-failed')
        .length,
    },
    subscriptions_by_status: countByStatus(plans),
    months: monthlySeries(facts, today),
  };
}
