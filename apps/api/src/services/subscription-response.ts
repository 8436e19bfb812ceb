import { createHash } from 'node:crypto';
import { type SubscriptionResponse } from '@maplepack/api-contract';
import { toDecimalString } from '@maplepack/pricing';
import { type SubscriptionAggregate } from '../db/repositories/subscription-repository';
import { addressResponse, doseMeta } from './order-response';

const STATUSES = new Set<SubscriptionResponse['status']>([
  'pending',
  'active',
  'on-hold',
  'cancelled',
  'switched',
  'expired',
  'pending-cancel',
]);

/**
 * The subscription's version for If-Match: a hash of what a PUT replaces. Every PUT re-inserts the
 * lines, so their new ids change the version even when the content is the same.
 */
export function subscriptionVersion({ subscription, lines, shipping }: SubscriptionAggregate): string {
  const state = {
    status: subscription.status,
    lines: lines.map((line) => [line.id, line.productId, line.amDose, line.pmDose]),
    shipping: shipping.map((line) => [line.id, line.methodId, line.totalCents]),
    address: subscription.shipping,
    billing: subscription.billing,
    meta: subscription.metaData,
  };
  return `"${createHash('sha256').update(JSON.stringify(state)).digest('base64url').slice(0, 27)}"`;
}

/** A subscription as the API writes it: WooCommerce names, amounts as two-decimal strings. */
export function toSubscriptionResponse({
  subscription,
  lines,
  shipping,
}: SubscriptionAggregate): SubscriptionResponse {
  return {
    id: subscription.id,
    customer_id: subscription.customerId,
    status: STATUSES.has(subscription.status as SubscriptionResponse['status'])
      ? (subscription.status as SubscriptionResponse['status'])
      : 'pending',
    parent_id: subscription.parentOrderId,
    billing_period: subscription.billingPeriod,
    billing_interval: subscription.billingInterval,
    start_date: subscription.startDate,
    next_payment_date: subscription.nextPaymentDate,
    payment_method: subscription.paymentMethod,
    payment_details:
      subscription.paymentCustomerId === null || subscription.paymentMethodId === null
        ? null
        : { customer_id: subscription.paymentCustomerId, card_id: subscription.paymentMethodId },
    line_items: lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      name: line.name,
      quantity: line.quantity,
      price: toDecimalString(line.quantity === 0 ? 0 : Math.round(line.subtotalCents / line.quantity)),
      subtotal: toDecimalString(line.subtotalCents),
      total: toDecimalString(line.totalCents),
      meta_data: doseMeta(line.amDose, line.pmDose),
    })),
    shipping_lines: shipping.map((line) => ({
      id: line.id,
      method_id: line.methodId,
      method_title: line.methodTitle,
      total: toDecimalString(line.totalCents),
    })),
    total: toDecimalString(subscription.totalCents),
    total_tax: toDecimalString(subscription.totalTaxCents),
    shipping_total: toDecimalString(subscription.shippingTotalCents),
    shipping: addressResponse(subscription.shipping),
    billing: addressResponse(subscription.billing),
    meta_data: subscription.metaData,
  };
}
