import { createHash } from 'node:crypto';
import {
  SUBSCRIPTION_CANCEL_REASONS,
  SUBSCRIPTION_STATUSES,
  type SubscriptionCard,
  type SubscriptionRenewal,
  type SubscriptionResponse,
} from '@maplepack/api-contract';
import { toDecimalString } from '@maplepack/pricing';
import {
  allowedEvents,
  moveDateRange,
  nextRetryAt,
  type SubscriptionLifecycle,
} from '@maplepack/subscription';
import { type SubscriptionAggregate } from '../../db/repositories/subscription-repository';
import { addressResponse, doseMeta } from '../orders/order-response';
import { lifecycleOf } from './subscription-lifecycle';

const STATUSES = new Set<string>(SUBSCRIPTION_STATUSES);

/** What a response adds to the stored plan: the day its actions are for, its renewal priced today, its card. */
export interface SubscriptionView {
  /** The shop's day (YYYY-MM-DD) the allowed actions and the move-date range are computed for. */
  today: string;
  renewal: SubscriptionRenewal | null;
  card: SubscriptionCard | null;
}

function paymentRetry(lifecycle: SubscriptionLifecycle | null): SubscriptionResponse['payment_retry'] {
  const renewal = lifecycle?.renewal ?? null;
  if (lifecycle?.status !== 'on-hold' || renewal === null || renewal.firstFailureAt === null) return null;
  const next = nextRetryAt(renewal.failures, renewal.firstFailureAt);
  return {
    pack_date: renewal.date,
    failed_attempts: renewal.failures,
    next_retry_at: next.retry ? next.at : null,
  };
}

/** The lifecycle fields of a response: what the account page shows and offers. */
function lifecycleFields(aggregate: SubscriptionAggregate, today: string) {
  const { subscription } = aggregate;
  const lifecycle = lifecycleOf(subscription);
  const cancellation = subscription.cancellation;
  return {
    hold_reason: subscription.status === 'on-hold' ? subscription.holdReason : null,
    cancellation:
      cancellation === null
        ? null
        : {
            reason: cancellation.reason,
            reason_label: SUBSCRIPTION_CANCEL_REASONS[cancellation.reason],
            note: cancellation.note,
            requested_on: cancellation.requestedOn,
            effective_on: cancellation.effectiveOn,
          },
    payment_retry: paymentRetry(lifecycle),
    allowed_actions: lifecycle === null ? [] : allowedEvents(lifecycle, today),
    move_date_range: lifecycle === null ? null : moveDateRange(lifecycle, today),
  };
}

/**
 * The subscription's version for If-Match: a hash of what a PUT replaces. Every PUT re-inserts the
 * lines, so their new ids change the version even when the content is the same.
 */
export function subscriptionVersion({ subscription, lines, shipping }: SubscriptionAggregate): string {
  const state = {
    status: subscription.status,
    lifecycle: [
      subscription.nextPaymentDate,
      subscription.anchorDay,
      subscription.lastRenewalPeriod,
      subscription.renewal,
      subscription.holdReason,
      subscription.cancellation,
      subscription.cardOnFile,
      subscription.paymentCustomerId,
      subscription.paymentMethodId,
    ],
    lines: lines.map((line) => [line.id, line.productId, line.amDose, line.pmDose]),
    shipping: shipping.map((line) => [line.id, line.methodId, line.totalCents]),
    address: subscription.shipping,
    billing: subscription.billing,
    meta: subscription.metaData,
  };
  return `"${createHash('sha256').update(JSON.stringify(state)).digest('base64url').slice(0, 27)}"`;
}

/**
 * A subscription as the API writes it: WooCommerce names, amounts as two-decimal strings, and the
 * account page's lifecycle fields (see SubscriptionView).
 */
export function toSubscriptionResponse(
  aggregate: SubscriptionAggregate,
  view: SubscriptionView,
): SubscriptionResponse {
  const { subscription, lines, shipping } = aggregate;
  return {
    id: subscription.id,
    customer_id: subscription.customerId,
    status: STATUSES.has(subscription.status)
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
    ...lifecycleFields(aggregate, view.today),
    renewal: view.renewal,
    card: view.card,
  };
}
