import { type SubscriptionResponse } from '@maplepack/api-contract';
import { type Subscription, subscriptionSchema } from '@maplepack/plan-editor';
import { parseMoney } from '@maplepack/pricing';

const cents = (text: string): number => {
  const parsed = parseMoney(text);
  return parsed.ok ? Math.max(0, parsed.amountCents) : 0;
};
const day = (text: string | null): string | null => (text === null ? null : text.slice(0, 10));

/**
 * The plan editor's subscription for an API answer: money to integer cents, doses from the line's
 * meta, dates as YYYY-MM-DD. The plan-editor lib then owns every change and the save payload.
 */
export function planFromResponse(response: SubscriptionResponse): Subscription {
  return subscriptionSchema.parse({
    id: response.id,
    customerId: response.customer_id,
    parentId: response.parent_id,
    status: response.status,
    billingPeriod: response.billing_period,
    billingInterval: response.billing_interval,
    startDate: day(response.start_date),
    nextPaymentDate: day(response.next_payment_date),
    paymentMethod: response.payment_method,
    paymentDetails:
      response.payment_details === null
        ? null
        : { customerId: response.payment_details.customer_id, cardId: response.payment_details.card_id },
    lineItems: response.line_items.map((line) => ({
      id: line.id,
      productId: line.product_id,
      quantity: line.quantity,
      amDose: line.meta_data.find((meta) => meta.key === 'am_dose')?.value ?? 0,
      pmDose: line.meta_data.find((meta) => meta.key === 'pm_dose')?.value ?? 0,
      subtotalCents: cents(line.subtotal),
      totalCents: cents(line.total),
    })),
    shippingLines: response.shipping_lines.map((line) => ({
      id: line.id,
      methodId: line.method_id,
      methodTitle: line.method_title,
      totalCents: cents(line.total),
    })),
    totalCents: cents(response.total),
    totalTaxCents: cents(response.total_tax),
    shippingTotalCents: cents(response.shipping_total),
    shipping: {
      state: response.shipping['state'] ?? '',
      postcode: response.shipping['postcode'] ?? '',
      city: response.shipping['city'] ?? '',
    },
  });
}
