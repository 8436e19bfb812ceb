import { isRecurringType, type Coupon } from './coupon';
import { computeCouponDiscounts } from './coupon-discount';
import { assertWholeCents } from './money';
import { linesSubtotalCents, type PricingLine } from './pricing-line';
import { shippingCents, type ShippingSettings } from './shipping';
import { computeTaxes, type TaxLine } from './tax';
import { selectTaxRules, type TaxLocation, type TaxRule } from './tax-rule';

export interface PriceRenewalInput {
  lines: readonly PricingLine[];
  /** The subscription's coupons; only the recurring types discount a renewal. */
  coupons: readonly Coupon[];
  location: TaxLocation;
  shipping: ShippingSettings;
  /** The rules to choose from: the shop's own, or `taxRulesInEffect(date)`. */
  taxRules: readonly TaxRule[];
}

export interface RenewalBreakdown {
  subtotalCents: number;
  discountCents: number;
  discountedSubtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  taxLines: TaxLine[];
  /** The discount taken from each line, in line order. */
  lineDiscountCents: number[];
  /** Each recurring coupon that discounted the renewal, with its share of the discount. */
  coupons: { code: string; discountCents: number }[];
}

/**
 * A monthly renewal of a plan, in cents: the plan's lines at the prices given, less the recurring
 * coupons (recurring_percent as percent, recurring_fee as fixed_product; the one-time types were
 * for the first order only), shipped at the rate unless a recurring coupon ships free or the
 * discounted subtotal is over the free-shipping minimum (the trial's free shipping is for its
 * first box only), taxed as an order is. The total is never below 0.
 */
export function priceRenewal(input: PriceRenewalInput): RenewalBreakdown {
  const subtotalCents = linesSubtotalCents(input.lines);
  assertWholeCents(subtotalCents);
  const recurring = input.coupons.filter((coupon) => isRecurringType(coupon.discountType));
  const discounts = computeCouponDiscounts(input.lines, recurring, 'renewal');
  const discountedSubtotalCents = Math.max(0, subtotalCents - discounts.totalCents);
  const shipping = shippingCents({
    subtotalCents: discountedSubtotalCents,
    settings: input.shipping,
    freeShippingCoupon: recurring.some((coupon) => coupon.freeShipping),
    campaign: null,
  });
  const taxes = computeTaxes(
    discountedSubtotalCents,
    shipping,
    selectTaxRules(input.taxRules, input.location),
  );
  return {
    subtotalCents,
    discountCents: discounts.totalCents,
    discountedSubtotalCents,
    shippingCents: shipping,
    taxCents: taxes.totalCents,
    totalCents: Math.max(0, discountedSubtotalCents + shipping + taxes.totalCents),
    taxLines: taxes.lines,
    lineDiscountCents: discounts.perLineCents,
    coupons: discounts.perCoupon.filter((coupon) => coupon.discountCents > 0),
  };
}
