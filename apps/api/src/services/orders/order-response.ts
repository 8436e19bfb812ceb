import { type OrderResponse } from '@maplepack/api-contract';
import { formatRatePercent, toDecimalString } from '@maplepack/pricing';
import { type AddressBlock } from '../../db/schema/orders';
import { type OrderAggregate } from '../../db/repositories/order-repository';

/**
 * How long a paid order may still be changed (spec §4: "5 units after date_paid", unit not
 * shown): 5 days, the gap between a renewal charge (26 days after the start) and the next
 * month's pack; see docs/decisions.md.
 */
export const ORDER_MODIFIABLE_MS = 5 * 24 * 60 * 60 * 1000;

/** The end of the window in which PUT /orders/{id} is accepted; null while unpaid. */
export function modifiableUntil(datePaid: Date | null): Date | null {
  return datePaid === null ? null : new Date(datePaid.getTime() + ORDER_MODIFIABLE_MS);
}

const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'address_1',
  'address_2',
  'city',
  'state',
  'postcode',
  'country',
  'email',
  'phone',
];

/** Every address field present, as WooCommerce writes a block. */
export function addressResponse(block: AddressBlock): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of ADDRESS_FIELDS) out[field] = block[field] ?? (field === 'country' ? 'CA' : '');
  return out;
}

export const doseMeta = (am: number, pm: number) => [
  { key: 'am_dose' as const, value: am },
  { key: 'pm_dose' as const, value: pm },
];

const STATUSES = new Set<OrderResponse['status']>([
  'pending',
  'processing',
  'completed',
  'failed',
  'cancelled',
  'refunded',
]);

/** An order as the API writes it: WooCommerce names, amounts as two-decimal strings. */
export function toOrderResponse({
  order,
  lines,
  coupons,
  shipping,
  taxes,
  adjustments,
  card,
}: OrderAggregate): OrderResponse {
  const until = modifiableUntil(order.datePaid);
  return {
    id: order.id,
    status: STATUSES.has(order.status as OrderResponse['status'])
      ? (order.status as OrderResponse['status'])
      : 'pending',
    customer_id: order.customerId ?? 0,
    currency: 'CAD',
    campaign: order.campaign,
    date_created: order.createdAt.toISOString(),
    date_paid: order.datePaid?.toISOString() ?? null,
    date_modifiable_until: until?.toISOString() ?? null,
    set_paid: order.setPaid,
    payment_method: order.paymentMethod,
    payment_details:
      order.paymentCustomerId === null || order.paymentMethodId === null
        ? null
        : { customer_id: order.paymentCustomerId, card_id: order.paymentMethodId },
    transaction_id: order.transactionId,
    billing: addressResponse(order.billing),
    shipping: addressResponse(order.shipping),
    line_items: lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      name: line.name,
      quantity: line.quantity,
      price: toDecimalString(line.unitPriceCents),
      subtotal: toDecimalString(line.subtotalCents),
      total: toDecimalString(line.totalCents),
      meta_data: doseMeta(line.amDose, line.pmDose),
    })),
    coupon_lines: coupons.map((line) => ({
      id: line.id,
      code: line.code,
      discount_type: line.discountType,
      discount: toDecimalString(line.discountCents),
    })),
    shipping_lines: shipping.map((line) => ({
      id: line.id,
      method_id: line.methodId,
      method_title: line.methodTitle,
      total: toDecimalString(line.totalCents),
    })),
    tax_lines: taxes.map((line) => ({
      id: line.id,
      label: line.name,
      rate_percent: formatRatePercent(line.ratePpm),
      tax_total: toDecimalString(line.amountCents),
    })),
    meta_data: order.metaData,
    subtotal: toDecimalString(order.subtotalCents),
    discount_total: toDecimalString(order.discountCents),
    shipping_total: toDecimalString(order.shippingCents),
    total_tax: toDecimalString(order.taxCents),
    total: toDecimalString(order.totalCents),
    balance_due: toDecimalString(order.balanceDueCents),
    payment_card: card,
    adjustments: adjustments.flatMap((adjustment) =>
      adjustment.kind === 'payment'
        ? []
        : [
            {
              id: adjustment.id,
              kind: adjustment.kind,
              amount: toDecimalString(adjustment.amountCents),
              total_before: toDecimalString(adjustment.totalBeforeCents),
              total_after: toDecimalString(adjustment.totalAfterCents),
              date_created: adjustment.createdAt.toISOString(),
            },
          ],
    ),
  };
}
