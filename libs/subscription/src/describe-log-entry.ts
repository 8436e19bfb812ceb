import { CANCEL_REASONS } from './cancel-reason';
import { humanDate } from './human-date';
import { dateOfInstant } from './instant';
import { type LifecycleLogEntry } from './log-entry';

function reasonText(entry: { reason: keyof typeof CANCEL_REASONS; note: string }): string {
  const reason = CANCEL_REASONS[entry.reason];
  return entry.note === '' ? `Reason: ${reason}.` : `Reason: ${reason} ("${entry.note}").`;
}

/**
 * One history line as a person reads it on the account page: "Skipped the 12 January pack". English;
 * the entry is data, so another language can render it from the same fields.
 */
export function describeLogEntry(entry: LifecycleLogEntry): string {
  const day = (date: string) => humanDate(date, entry.on);
  switch (entry.kind) {
    case 'started':
      return entry.status === 'active'
        ? `Started the plan. The next pack is charged on ${day(entry.nextPaymentDate)}.`
        : `Started the trial. Add a card and reactivate the plan to keep it going after the trial pack.`;
    case 'skipped':
      return `Skipped the ${day(entry.packDate)} pack. The next pack is charged on ${day(entry.nextPaymentDate)}.`;
    case 'paused':
      return `Paused for ${entry.months} ${entry.months === 1 ? 'month' : 'months'} from the ${day(entry.packDate)} pack. The plan resumes with the ${day(entry.nextPaymentDate)} pack.`;
    case 'resumed':
      return `Resumed the plan. The next pack is charged on ${day(entry.nextPaymentDate)}.`;
    case 'date-moved':
      return `Moved the ${day(entry.from)} pack to ${day(entry.to)}.`;
    case 'cancel-requested':
      return `Cancelled the plan. It ends on ${day(entry.effectiveOn)} and no further pack is charged. ${reasonText(entry)}`;
    case 'cancelled':
      return `Cancelled the plan. ${reasonText(entry)}`;
    case 'ended':
      return `The plan ended on ${day(entry.effectiveOn)}, as asked.`;
    case 'reactivated':
      return `Reactivated the plan. The next pack is charged on ${day(entry.nextPaymentDate)}.`;
    case 'card-updated':
      return entry.retryPackDate === null
        ? 'Updated the card.'
        : `Updated the card. Trying the payment for the ${day(entry.retryPackDate)} pack again now.`;
    case 'renewal-started':
      return `Charging the ${day(entry.packDate)} pack.`;
    case 'renewal-paid':
      return `Paid the ${day(entry.packDate)} pack. The next pack is charged on ${day(entry.nextPaymentDate)}.`;
    case 'payment-failed':
      return entry.retryAt === null
        ? `The payment for the ${day(entry.packDate)} pack failed${entry.attempt > 1 ? ' again' : ''}, so that pack was cancelled and the plan is on hold. Update your card and reactivate the plan to continue.`
        : `The payment for the ${day(entry.packDate)} pack failed. We will try again on ${day(dateOfInstant(entry.retryAt))}; updating your card tries again now.`;
    case 'renewal-empty':
      return `Nothing was charged for the ${day(entry.packDate)} pack: none of its products could be sent. The next pack is charged on ${day(entry.nextPaymentDate)}.`;
  }
}
