import { t } from '@lingui/core/macro';
import { type OrderAdjustment, type OrderChangePreview } from '@maplepack/api-contract';
import { amountText, percentText, taxLabelText } from '../../lib/i18n/amount-text';
import { orderDateLabel } from './order-view';

/** One money movement of a change after payment, as a person reads it. */
export function adjustmentLabel(adjustment: OrderAdjustment): string {
  const money = amountText(adjustment.amount);
  const day = orderDateLabel(adjustment.date_created);
  const before = amountText(adjustment.total_before);
  const after = amountText(adjustment.total_after);
  switch (adjustment.kind) {
    case 'charge':
      return t`Charged to your card: ${money} on ${day} (total ${before} → ${after}).`;
    case 'refund':
      return t`Refunded to your card: ${money} on ${day} (total ${before} → ${after}).`;
    case 'balance-due':
      return t`Added to your next charge: ${money} on ${day} (total ${before} → ${after}).`;
  }
}

/** What the change does to the money, in words. */
export function differenceLabel(difference: OrderChangePreview['difference']): string {
  const money = amountText(difference.amount);
  switch (difference.kind) {
    case 'charge':
      return t`We will charge ${money} to your card.`;
    case 'refund':
      return t`We will refund ${money} to your card.`;
    case 'balance-due':
      return t`${money} will be added to the next charge on your card.`;
    case 'none':
      return t`Your total does not change.`;
  }
}

/** A tax line's term: 'HST (13%)', 'TVH (13 %)'. */
export function taxTerm(tax: { label: string; rate_percent: string }): string {
  const label = taxLabelText(tax.label);
  const rate = percentText(tax.rate_percent);
  return t`${label} (${rate})`;
}

/** A coupon's term: 'Coupon WELCOME10'. */
export function couponTerm(code: string): string {
  return t`Coupon ${code}`;
}

/** A shipping method's name in the page's language (the shop's one carrier has a French name). */
export function shippingMethodText(title: string): string {
  return title === 'Canada Post' ? t`Canada Post` : title;
}

/** 'Shipping (Canada Post)', 'Livraison (Postes Canada)'. */
export function shippingTerm(title: string): string {
  const method = shippingMethodText(title);
  return t`Shipping (${method})`;
}

/** A safety reason of a change: 'Vitamin A: too much with …'. */
export function reasonLine(product: string, reason: string): string {
  return t`${product}: ${reason}`;
}
