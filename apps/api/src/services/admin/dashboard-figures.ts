import { addCalendarDays, daysInMonth } from '@maplepack/calendar';

/**
 * The dashboard's figures (issue 18), as pure functions of rows and a day: the clock is the caller's.
 *
 * Definitions (docs/decisions.md "Dashboard figures"):
 * - **Monthly recurring revenue (MRR)** at the end of a month: the sum, over the plans live that day,
 *   of each plan's renewal total (tax and shipping included: what the customer pays) brought to one
 *   month (`monthlyCents`). A plan is live from its start date until its cancellation's effective date.
 * - **Churn rate** of a month: of the plans live on the month's first day, the share whose cancellation
 *   took effect by the next month's first day (by today for the current month); null when none was live on
 *   the first (no rate to speak of). Plans started during the month are next month's base.
 * History is read from the plans as they are now (start and cancellation dates): a plan's pauses and
 * holds in past months are not kept anywhere, so they count as live.
 */
export interface PlanFacts {
  status: string;
  startDate: string;
  /** The cancellation's effective day, if any (YYYY-MM-DD). */
  endDate: string | null;
  totalCents: number;
  billingPeriod: string;
  billingInterval: number;
}

export interface MonthPoint {
  month: string;
  mrr: number;
  churn_rate: number | null;
}

const PER_MONTH: Record<string, number> = { day: 365 / 12, week: 52 / 12, month: 1, year: 1 / 12 };

/** A plan's renewal total brought to one month, in whole cents (rounded half up). */
export function monthlyCents(
  plan: Pick<PlanFacts, 'totalCents' | 'billingPeriod' | 'billingInterval'>,
): number {
  const factor = PER_MONTH[plan.billingPeriod] ?? 1;
  const interval = Math.max(1, plan.billingInterval);
  return Math.round((plan.totalCents * factor) / interval);
}

/** Is the plan live on this day? From its start until (not including) its cancellation's effective day. */
export function liveOn(plan: Pick<PlanFacts, 'startDate' | 'endDate'>, day: string): boolean {
  return plan.startDate <= day && (plan.endDate === null || plan.endDate > day);
}

/** The 12 months ending with the month of `today`, oldest first, as YYYY-MM. */
export function lastTwelveMonths(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return Array.from({ length: 12 }, (_, i) => {
    const index = year * 12 + (month - 1) - (11 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

const firstDay = (month: string) => `${month}-01`;
const lastDay = (month: string) =>
  `${month}-${String(daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)))).padStart(2, '0')}`;

/** MRR and churn for each of the last 12 months; the current month's MRR is today's. */
export function monthlySeries(plans: readonly PlanFacts[], today: string): MonthPoint[] {
  return lastTwelveMonths(today).map((month) => {
    const end = lastDay(month) < today ? lastDay(month) : today;
    const mrr = plans.filter((plan) => liveOn(plan, end)).reduce((sum, plan) => sum + monthlyCents(plan), 0);
    const atStart = plans.filter((plan) => liveOn(plan, firstDay(month)));
    // Ended during the month: no longer live the day after it (a cancellation effective on the
    // next month's 1st ended the plan at this month's close); for the current month, by today.
    const closes = end === today ? today : addCalendarDays(end, 1);
    const ended = atStart.filter((plan) => plan.endDate !== null && plan.endDate <= closes).length;
    return { month, mrr, churn_rate: atStart.length === 0 ? null : ended / atStart.length };
  });
}

/** How many plans have each status. */
export function countByStatus(plans: readonly Pick<PlanFacts, 'status'>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const plan of plans) counts[plan.status] = (counts[plan.status] ?? 0) + 1;
  return counts;
}

/** Renewals due today and in the 7 days from today (today included), from the next payment dates. */
export function renewalsDue(
  nextPaymentDates: readonly (string | null)[],
  today: string,
): { due_today: number; due_this_week: number } {
  const weekEnd = addCalendarDays(today, 6);
  let dueToday = 0;
  let dueThisWeek = 0;
  for (const day of nextPaymentDates) {
    if (day === null) continue;
    if (day === today) dueToday += 1;
    if (day >= today && day <= weekEnd) dueThisWeek += 1;
  }
  return { due_today: dueToday, due_this_week: dueThisWeek };
}
