import { type SubscriptionResponse } from '@maplepack/api-contract';
import { humanDate } from '@maplepack/subscription';

export interface RenewalNotice {
  /** `alert`: the person must act (a failed payment); `info`: what the next pack leaves out. */
  tone: 'alert' | 'info';
  text: string;
}

/**
 * What the subscription page says about renewals besides the plan: a payment that failed (the next
 * try, or that the pack was cancelled after the last) and the products the next pack will leave out,
 * with why. The server decides all of it; this only words it.
 */
export function renewalNotices(subscription: SubscriptionResponse): RenewalNotice[] {
  const notices: RenewalNotice[] = [];
  const retry = subscription.payment_retry;
  if (subscription.status === 'on-hold' && subscription.hold_reason === 'payment-failed') {
    notices.push({
      tone: 'alert',
      text:
        retry === null
          ? 'The payment for your last pack failed after every retry, so that pack was cancelled and your plan is on hold. Update your card, then reactivate your plan to start again.'
          : retry.next_retry_at === null
            ? `The payment for your ${humanDate(retry.pack_date)} pack failed. Update your card to try again.`
            : `The payment for your ${humanDate(retry.pack_date)} pack failed. We will try again on ${humanDate(
                retry.next_retry_at.slice(0, 10),
              )}; updating your card tries again now.`,
    });
  }
  for (const item of subscription.renewal?.left_out ?? []) notices.push({ tone: 'info', text: item.message });
  return notices;
}
