import { t } from '@lingui/core/macro';
import { type SubscriptionResponse } from '@maplepack/api-contract';
import { dayText } from './day-text';

export interface RenewalNotice {
  /** `alert`: the person must act (a failed payment); `info`: what the next pack leaves out. */
  tone: 'alert' | 'info';
  text: string;
}

function failedPaymentText(retry: SubscriptionResponse['payment_retry']): string {
  if (retry === null)
    return t`The payment for your last pack failed after every retry, so that pack was cancelled and your plan is on hold. Update your card, then reactivate your plan to start again.`;
  const pack = dayText(retry.pack_date);
  if (retry.next_retry_at === null)
    return t`The payment for your ${pack} pack failed. Update your card to try again.`;
  const next = dayText(retry.next_retry_at.slice(0, 10));
  return t`The payment for your ${pack} pack failed. We will try again on ${next}; updating your card tries again now.`;
}

/**
 * What the subscription page says about renewals besides the plan: a payment that failed (the next
 * try, or that the pack was cancelled after the last) and the products the next pack will leave out,
 * with why. The server decides all of it; this only words it.
 */
export function renewalNotices(subscription: SubscriptionResponse): RenewalNotice[] {
  const notices: RenewalNotice[] = [];
  if (subscription.status === 'on-hold' && subscription.hold_reason === 'payment-failed')
    notices.push({ tone: 'alert', text: failedPaymentText(subscription.payment_retry) });
  for (const item of subscription.renewal?.left_out ?? []) notices.push({ tone: 'info', text: item.message });
  return notices;
}
