import { dateParts, daysInMonth } from '@maplepack/calendar';
import { type SubscriptionLifecycle } from './lifecycle';
import { periodKeyOf } from './period-key';

function renewalProblems(s: SubscriptionLifecycle): string[] {
  const { renewal } = s;
  if (renewal === null) return [];
  const problems: string[] = [];
  if (s.status !== 'active' && s.status !== 'on-hold')
    problems.push(`A ${s.status} plan has a renewal open.`);
  if (s.lastRenewalPeriod !== renewal.period)
    problems.push('The open renewal is not the last period renewed.');
  if (s.nextPaymentDate !== renewal.date) problems.push('The open renewal is not on the next payment date.');
  if (periodKeyOf(renewal.date) !== renewal.period)
    problems.push("The open renewal's date is not in its period.");
  if (s.status === 'active' && renewal.failures !== 0) problems.push('An active plan is retrying a payment.');
  if (s.status === 'on-hold' && (renewal.failures === 0 || s.holdReason !== 'payment-failed')) {
    problems.push('An on-hold plan with an open renewal must be retrying a failed payment.');
  }
  if ((renewal.failures === 0) !== (renewal.firstFailureAt === null)) {
    problems.push('The first failure time is set exactly when a charge has failed.');
  }
  return problems;
}

function statusProblems(s: SubscriptionLifecycle): string[] {
  const problems: string[] = [];
  const scheduled = s.status === 'active' || s.status === 'paused';
  if (scheduled && s.nextPaymentDate === null)
    problems.push(`An ${s.status} plan needs a next payment date.`);
  if (!scheduled && s.status !== 'on-hold' && s.nextPaymentDate !== null) {
    problems.push(`A ${s.status} plan has no next payment date.`);
  }
  if ((s.status === 'on-hold') !== (s.holdReason !== null))
    problems.push('Only an on-hold plan has a hold reason.');
  if (
    s.status === 'on-hold' &&
    s.holdReason === 'trial' &&
    (s.renewal !== null || s.nextPaymentDate === null)
  ) {
    problems.push('A trial on hold waits for its first renewal date with no renewal open.');
  }
  if (
    s.status === 'on-hold' &&
    s.holdReason === 'payment-failed' &&
    s.renewal === null &&
    s.nextPaymentDate !== null
  ) {
    problems.push('A plan whose retries ran out has no next payment date.');
  }
  if (s.status === 'paused' && s.renewal !== null) problems.push('A paused plan has no renewal open.');
  if (s.status === 'pending-cancel' && s.cancellation === null)
    problems.push('A pending cancellation needs its details.');
  if ((s.status === 'active' || s.status === 'paused' || s.status === 'on-hold') && s.cancellation !== null) {
    problems.push(`An ${s.status} plan is not cancelled.`);
  }
  if ((s.status === 'active' || s.status === 'paused' || s.renewal !== null) && !s.cardOnFile) {
    problems.push('An active or paused plan, or one being charged, needs a card.');
  }
  return problems;
}

function dateProblems(s: SubscriptionLifecycle): string[] {
  const next = s.nextPaymentDate;
  if (next === null) return [];
  const problems: string[] = [];
  const { year, month, day } = dateParts(next);
  if (day !== Math.min(s.anchorDay, daysInMonth(year, month))) {
    problems.push(`The next payment date ${next} is not on anchor day ${s.anchorDay}.`);
  }
  if (s.renewal === null && s.lastRenewalPeriod !== null && periodKeyOf(next) <= s.lastRenewalPeriod) {
    problems.push(
      `The next payment date ${next} falls in a period already renewed (${s.lastRenewalPeriod}).`,
    );
  }
  return problems;
}

/**
 * What must hold between a lifecycle's fields, as sentences; empty when all hold. Every state the
 * rules produce satisfies them (property-tested); `subscriptionLifecycleSchema` refuses one that does not.
 */
export function checkLifecycleInvariants(s: SubscriptionLifecycle): string[] {
  return [...statusProblems(s), ...renewalProblems(s), ...dateProblems(s)];
}
