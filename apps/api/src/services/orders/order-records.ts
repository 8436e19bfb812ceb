import { type Profile } from '@maplepack/recommendation';
import { type OrderPricedParts } from '../../db/repositories/order-repository';
import { type MetaData } from '../../db/schema/customers';
import { type PricedLine, type PricedOrder } from './order-pricing';
import { type PaymentService } from '../payments/payment-service';

/** Server-owned meta keys: a client can neither set nor change them. */
export const RENEWAL_COUPONS_META_KEY = '_renewal_coupons';
const SERVER_META_KEYS = new Set([RENEWAL_COUPONS_META_KEY, '_refund_due']);

/** The signed-in person placing or changing an order. */
export interface OrderCaller {
  id: number;
  email: string;
}

export type OrderPayments = Pick<PaymentService, 'cardForCheckout' | 'charge'>;
export type ProfileSource = {
  latestProfileFor(customerId: number): Promise<Profile | null>;
  /** The caller's profile: their account's latest survey, else (a guest) their browser's guest survey. */
  profileOfCaller(customerId: number | null, guestSurveys: readonly string[]): Promise<Profile | null>;
};

/** Client meta entries without the server's own keys; the practitioner field passes as sent. */
export function clientMeta(entries: readonly { key: string; value: unknown }[]): MetaData {
  return entries
    .filter((entry) => !SERVER_META_KEYS.has(entry.key))
    .map(({ key, value }) => ({ key, value }));
}

/** Priced lines as the order's line rows. */
export function orderLineParts(lines: readonly PricedLine[]): OrderPricedParts['lines'] {
  return lines.map(
    ({ productId, name, quantity, amDose, pmDose, unitPriceCents, subtotalCents, totalCents }) => ({
      productId,
      name,
      quantity,
      amDose,
      pmDose,
      unitPriceCents,
      subtotalCents,
      totalCents,
    }),
  );
}

export function pricedParts(priced: PricedOrder): OrderPricedParts {
  return {
    lines: orderLineParts(priced.lines),
    coupons: priced.applied.map((coupon) => ({
      code: coupon.code,
      discountType: coupon.discountType,
      discountCents: coupon.discountCents,
    })),
    shipping: [priced.shippingLine],
    taxes: priced.breakdown.taxLines.map((line) => ({
      name: line.name,
      ratePpm: line.ratePpm,
      amountCents: line.amountCents,
    })),
  };
}

export function pricedColumns(priced: PricedOrder) {
  const { breakdown } = priced;
  return {
    subtotalCents: breakdown.subtotalCents,
    discountCents: breakdown.discountCents,
    shippingCents: breakdown.shippingCents,
    taxCents: breakdown.taxCents,
    totalCents: breakdown.totalCents,
  };
}
