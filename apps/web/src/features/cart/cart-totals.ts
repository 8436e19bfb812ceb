import { type CartState, cartLinesForPricing } from '@maplepack/cart';
import {
  type Coupon,
  formatMoney,
  type PricingLine,
  priceOrder,
  type ProvinceCode,
  type ShippingSettings,
  taxRulesInEffect,
} from '@maplepack/pricing';

/** A totals row: an amount, FREE, or 'To be calculated' (spec §4 Totals labels). */
export type TotalsAmount =
  | { kind: 'amount'; cents: number }
  | { kind: 'free' }
  | { kind: 'to-be-calculated' };

export interface CartTotals {
  subtotalCents: number;
  discountCents: number;
  shipping: TotalsAmount;
  taxes: TotalsAmount;
  /** Discounted subtotal plus shipping and taxes, each counted only once known (at least 0). */
  totalCents: number;
}

export interface CartTotalsInput {
  cart: Pick<CartState, 'entries' | 'cartProducts'>;
  coupons: readonly Coupon[];
  /** The shipping rate and threshold for the person's postal code; null until one is given. */
  shipping: ShippingSettings | null;
  campaign: string | null;
  /** The province of the estimate address; with `dateIso` and a known shipping, taxes are computed. */
  province?: ProvinceCode | null;
  /** The day the taxes are for, YYYY-MM-DD (the caller's today: the Canadian tax table is dated). */
  dateIso?: string;
}

/** The cart lib's lines in pricing's shape (pricing wants its own mutable category list). */
export function pricingLinesOf(cart: Pick<CartState, 'entries' | 'cartProducts'>): PricingLine[] {
  return cartLinesForPricing(cart).map((line) => ({ ...line, categoryIds: [...line.categoryIds] }));
}

// Only used to ask priceOrder whether shipping is free without an address: the rate is unknown.
const UNKNOWN_RATE: ShippingSettings = { rateCents: 1, extraFeeCents: 1, freeShippingMinCents: null };

/**
 * The cart page's totals, priced by pricing's priceOrder in guest mode. All amounts integer cents;
 * pricing rounds each tax line half up to the cent.
 * - Shipping is FREE when priceOrder says so even without an address (a free-shipping coupon, the
 *   trial campaign), 'To be calculated' until a postal code gives a rate, then the amount or FREE.
 * - Taxes are 'To be calculated' until both a province (with its date) and the shipping are known,
 *   because taxes apply to shipping too; then pricing's Canadian tax table in force on `dateIso`.
 * - The total counts only what is known: without taxes it is the discounted subtotal plus shipping.
 * Throws when `dateIso` is not a day the tax table covers: the caller passes today.
 */
export function cartTotals(input: CartTotalsInput): CartTotals {
  const province = input.province ?? null;
  const dateIso = input.dateIso;
  const base = {
    mode: 'guest' as const,
    lines: pricingLinesOf(input.cart),
    oldPackSubtotalCents: 0,
    coupons: input.coupons,
    campaign: input.campaign,
  };
  const unpriced = priceOrder({
    ...base,
    location: { country: 'CA', state: '' },
    taxRules: [],
    shipping: input.shipping ?? UNKNOWN_RATE,
  });
  let shipping: TotalsAmount;
  if (unpriced.shippingCents === 0) shipping = { kind: 'free' };
  else if (input.shipping === null) shipping = { kind: 'to-be-calculated' };
  else shipping = { kind: 'amount', cents: unpriced.shippingCents };
  const shippingCents = shipping.kind === 'amount' ? shipping.cents : 0;
  const totals = {
    subtotalCents: unpriced.subtotalCents,
    discountCents: unpriced.discountCents,
    shipping,
  };
  if (province === null || dateIso === undefined || shipping.kind === 'to-be-calculated') {
    return {
      ...totals,
      taxes: { kind: 'to-be-calculated' },
      totalCents: unpriced.discountedSubtotalCents + shippingCents,
    };
  }
  const rules = taxRulesInEffect(dateIso);
  if (!rules.ok) throw new Error(`cartTotals: ${rules.message}`);
  const priced = priceOrder({
    ...base,
    location: { country: 'CA', state: province },
    taxRules: rules.rules,
    shipping: input.shipping ?? UNKNOWN_RATE,
  });
  return { ...totals, taxes: { kind: 'amount', cents: priced.taxCents }, totalCents: priced.totalCents };
}

export const FREE_LABEL = 'FREE';
export const TO_BE_CALCULATED_LABEL = 'To be calculated';

/** How a totals row reads: '$12.30', 'FREE' or 'To be calculated'. */
export function totalsAmountLabel(amount: TotalsAmount): string {
  if (amount.kind === 'free') return FREE_LABEL;
  if (amount.kind === 'to-be-calculated') return TO_BE_CALCULATED_LABEL;
  return formatMoney(amount.cents);
}
