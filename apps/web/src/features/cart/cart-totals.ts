import { type CartState, cartLinesForPricing } from '@maplepack/cart';
import { type Coupon, formatMoney, type PricingLine, priceOrder, type ShippingSettings } from '@maplepack/pricing';

/** A totals row: an amount, FREE, or 'To be calculated' (spec §4 Totals labels). */
export type TotalsAmount = { kind: 'amount'; cents: number } | { kind: 'free' } | { kind: 'to-be-calculated' };

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  shipping: TotalsAmount;
  taxes: TotalsAmount;
  /** Discounted subtotal plus shipping when known; taxes come at checkout. */
  totalCents: number;
}

export interface CartTotalsInput {
  cart: Pick<CartState, 'entries' | 'cartProducts'>;
  coupons: readonly Coupon[];
  /** The shipping rate and threshold for the person's postal code; null until one is given. */
  shipping: ShippingSettings | null;
  campaign: string | null;
}

/** The cart lib's lines in pricing's shape (pricing wants its own mutable category list). */
export function pricingLinesOf(cart: Pick<CartState, 'entries' | 'cartProducts'>): PricingLine[] {
  return cartLinesForPricing(cart).map((line) => ({ ...line, categoryIds: [...line.categoryIds] }));
}

// Only used to ask priceOrder whether shipping is free without an address: the rate is unknown.
const UNKNOWN_RATE: ShippingSettings = { rateCents: 1, extraFeeCents: 1, freeShippingMinCents: null };

/**
 * The cart page's totals, priced by pricing's priceOrder in guest mode. The province is not known
 * before checkout, so taxes are always 'To be calculated' here and the total leaves them out.
 * Shipping is FREE when priceOrder says so even without an address (a free-shipping coupon, the
 * trial campaign), 'To be calculated' until a postal code gives a rate, then the amount or FREE.
 */
export function cartTotals(input: CartTotalsInput): CartTotals {
  const base = {
    mode: 'guest' as const,
    lines: pricingLinesOf(input.cart),
    oldPackSubtotalCents: 0,
    coupons: input.coupons,
    location: { country: 'CA', state: '' },
    campaign: input.campaign,
    taxRules: [],
  };
  const priced = priceOrder({ ...base, shipping: input.shipping ?? UNKNOWN_RATE });
  let shipping: TotalsAmount;
  if (priced.shippingCents === 0) shipping = { kind: 'free' };
  else if (input.shipping === null) shipping = { kind: 'to-be-calculated' };
  else shipping = { kind: 'amount', cents: priced.shippingCents };
  const shippingCents = shipping.kind === 'amount' ? shipping.cents : 0;
  return {
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    shipping,
    taxes: { kind: 'to-be-calculated' },
    totalCents: priced.discountedSubtotalCents + shippingCents,
  };
}

export const FREE_LABEL = 'FREE';
export const TO_BE_CALCULATED_LABEL = 'To be calculated';

/** How a totals row reads: '$12.30', 'FREE' or 'To be calculated'. */
export function totalsAmountLabel(amount: TotalsAmount): string {
  if (amount.kind === 'free') return FREE_LABEL;
  if (amount.kind === 'to-be-calculated') return TO_BE_CALCULATED_LABEL;
  return formatMoney(amount.cents);
}
