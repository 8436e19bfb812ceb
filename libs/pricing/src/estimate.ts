import { type Coupon } from './coupon';
import { type PricingLine } from './pricing-line';
import { type ProvinceCode } from './province';
import { type ShippingSettings } from './shipping';
import { type TaxRule } from './tax-rule';
import { priceOrder } from './totals';

/** A totals row of an estimate: an amount, FREE, or 'To be calculated' (spec §4 Totals labels). */
export type EstimateAmount =
  | { kind: 'amount'; cents: number }
  | { kind: 'free' }
  | { kind: 'to-be-calculated' };

export interface CartEstimate {
  subtotalCents: number;
  discountCents: number;
  shipping: EstimateAmount;
  taxes: EstimateAmount;
  /** Discounted subtotal plus shipping and taxes, each counted only once known (at least 0). */
  totalCents: number;
}

export interface CartEstimateInput {
  lines: readonly PricingLine[];
  coupons: readonly Coupon[];
  /** The shipping rate and threshold for the person's postal code; null until one is given. */
  shipping: ShippingSettings | null;
  campaign: string | null;
  /** The province of the estimate address; with the tax rules and a known shipping, taxes are computed. */
  province?: ProvinceCode | null;
  /**
   * The tax rules in force today as the shop serves them (`GET /taxes`, the rules it charges with);
   * null or absent until they are known.
   */
  taxRules?: readonly TaxRule[] | null;
  /**
   * A signed-in customer's current pack (their plan's lines not in the cart), in cents: the estimate
   * is then priceOrder's signed-in one, whose subtotal is cart plus old pack (spec §4 Totals) and
   * which applies no coupon. Null or absent: a guest's estimate.
   */
  oldPackSubtotalCents?: number | null;
}

// Only used to ask priceOrder whether shipping is free without an address: the rate is unknown.
const UNKNOWN_RATE: ShippingSettings = { rateCents: 1, extraFeeCents: 1, freeShippingMinCents: null };

/**
 * A guest cart's totals before checkout, priced by priceOrder in guest mode. All amounts integer
 * cents; taxes round each line half up to the cent, as priceOrder does.
 * - Shipping is FREE when priceOrder says so even without an address (a free-shipping coupon, the
 *   trial campaign), 'To be calculated' until a postal code gives a rate, then the amount or FREE.
 * - Taxes are 'To be calculated' until the province, the shop's tax rules and the shipping are all
 *   known, because taxes apply to shipping too; then the rules given, as the order will be taxed.
 * - The total counts only what is known: without taxes it is the discounted subtotal plus shipping.
 */
export function priceCartEstimate(input: CartEstimateInput): CartEstimate {
  const province = input.province ?? null;
  const taxRules = input.taxRules ?? null;
  const oldPack = input.oldPackSubtotalCents ?? null;
  const base = {
    mode: oldPack === null ? ('guest' as const) : ('signedin' as const),
    lines: input.lines,
    oldPackSubtotalCents: oldPack ?? 0,
    coupons: input.coupons,
    campaign: input.campaign,
    shipping: input.shipping ?? UNKNOWN_RATE,
  };
  const unpriced = priceOrder({ ...base, location: { country: 'CA', state: '' }, taxRules: [] });
  let shipping: EstimateAmount;
  if (unpriced.shippingCents === 0) shipping = { kind: 'free' };
  else if (input.shipping === null) shipping = { kind: 'to-be-calculated' };
  else shipping = { kind: 'amount', cents: unpriced.shippingCents };
  const shippingCents = shipping.kind === 'amount' ? shipping.cents : 0;
  const known = { subtotalCents: unpriced.subtotalCents, discountCents: unpriced.discountCents, shipping };
  if (province === null || taxRules === null || shipping.kind === 'to-be-calculated') {
    return {
      ...known,
      taxes: { kind: 'to-be-calculated' },
      totalCents: unpriced.discountedSubtotalCents + shippingCents,
    };
  }
  const priced = priceOrder({
    ...base,
    location: { country: 'CA', state: province },
    taxRules: [...taxRules],
  });
  return { ...known, taxes: { kind: 'amount', cents: priced.taxCents }, totalCents: priced.totalCents };
}
