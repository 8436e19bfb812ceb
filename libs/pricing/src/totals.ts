import { isRecurringType, normalizeCouponCode, type Coupon } from './coupon';
import { computeCouponDiscounts } from './coupon-discount';
import { checkCouponValidity } from './coupon-eligibility';
import { COUPON_MESSAGES, addCoupon } from './coupon-entry';
import { type CouponLimitCode } from './coupon-limits';
import { assertWholeCents } from './money';
import { linesSubtotalCents, type PricingLine } from './pricing-line';
import { shippingCents, type ShippingSettings } from './shipping';
import { computeTaxes, type TaxLine } from './tax';
import { selectTaxRules, type TaxLocation, type TaxRule } from './tax-rule';

/** Guests pay for the cart with coupons; signed-in customers for the cart plus their old pack. */
export type PricingMode = 'guest' | 'signedin';

export interface PriceOrderInput {
  mode: PricingMode;
  lines: readonly PricingLine[];
  /** The current subscription pack's subtotal in cents (signed-in mode only). */
  oldPackSubtotalCents: number;
  /** Coupons in the order they were entered. */
  coupons: readonly Coupon[];
  location: TaxLocation;
  shipping: ShippingSettings;
  campaign: string | null;
  /** The rules to choose from: the shop's own, or `taxRulesInEffect(date)`. */
  taxRules: readonly TaxRule[];
  /**
   * Coupons of `coupons` that the store's limits refused (`checkCouponLimits`), by identity: they
   * are reported as rejected and never entered. Absent: the caller checked the limits already.
   */
  refusedCoupons?: ReadonlyMap<Coupon, CouponLimitCode>;
}

/** Why a coupon was rejected: a store limit, a repeat, or which validity rule refused it. */
export type CouponRejection =
  | CouponLimitCode
  | 'coupon.already-applied'
  | 'coupon.not-applicable'
  | 'coupon.rate-above-100'
  | 'coupon.individual-use-conflict';

export type CouponOutcome =
  | { code: string; status: 'applied'; discountCents: number }
  | { code: string; status: 'renewal-only'; discountCents: 0 }
  | { code: string; status: 'rejected'; discountCents: 0; message: string; reason: CouponRejection };

export interface PriceBreakdown {
  subtotalCents: number;
  discountCents: number;
  discountedSubtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  taxLines: TaxLine[];
  /** Outcome per coupon entered, in order; coupons an individual_use coupon replaced are left out. */
  coupons: CouponOutcome[];
  /** The discount taken from each line, in line order (what an order stores on its lines). */
  lineDiscountCents: number[];
}

/**
 * Enters the coupons one by one as the cart would (see `addCoupon`) and reports what each did:
 * the accepted list plus a rejection (message and reason) per refused entry, in entry order. A
 * coupon the store's limits refused is rejected as 'Coupon is invalid.' without being entered.
 */
function enterCoupons(
  lines: readonly PricingLine[],
  coupons: readonly Coupon[],
  refused: ReadonlyMap<Coupon, CouponLimitCode> | undefined,
): { accepted: Coupon[]; rejected: Map<number, { message: string; reason: CouponRejection }> } {
  let accepted: Coupon[] = [];
  const rejected = new Map<number, { message: string; reason: CouponRejection }>();
  coupons.forEach((coupon, index) => {
    const limit = refused?.get(coupon);
    if (limit !== undefined) {
      rejected.set(index, { message: COUPON_MESSAGES.invalid, reason: limit });
      return;
    }
    const result = addCoupon(accepted, coupon, lines);
    if (result.ok) {
      accepted = result.coupons;
    } else if (result.code === 'coupon.already-applied') {
      rejected.set(index, { message: result.message, reason: result.code });
    } else {
      const validity = checkCouponValidity(coupon, lines, accepted);
      const reason = validity.ok ? 'coupon.not-applicable' : validity.code;
      rejected.set(index, { message: result.message, reason });
    }
  });
  return { accepted, rejected };
}

/**
 * Prices an order (spec §4 Totals, CONTRACTS §1). All amounts in integer cents.
 * - guest: coupons discount the cart; shipping is decided on the discounted subtotal; tax on the
 *   discounted subtotal (plus shipping per rule); total = discounted + shipping + tax, at least 0.
 * - signedin: coupons are not applied and none is reported; the subtotal is cart + old pack, and
 *   both the free-shipping threshold and the tax base use it; total = subtotal + tax + shipping.
 * Recurring coupons are 'renewal-only': accepted, but they take nothing off this first order and
 * their free shipping waits for the renewals too.
 */
export function priceOrder(input: PriceOrderInput): PriceBreakdown {
  const cartCents = linesSubtotalCents(input.lines);
  const signedIn = input.mode === 'signedin';
  const subtotalCents = signedIn ? cartCents + input.oldPackSubtotalCents : cartCents;
  assertWholeCents(subtotalCents);

  // Signed-in totals ignore coupons altogether (spec §4), so none is entered or reported.
  const { accepted, rejected } = enterCoupons(
    input.lines,
    signedIn ? [] : input.coupons,
    input.refusedCoupons,
  );
  const discounts = computeCouponDiscounts(input.lines, accepted, 'first-order');
  const discountOf = new Map(
    discounts.perCoupon.map((entry) => [normalizeCouponCode(entry.code), entry.discountCents]),
  );
  const discountCents = discounts.totalCents;
  const discountedSubtotalCents = Math.max(0, subtotalCents - discountCents);

  const freeShippingCoupon = accepted.some(
    (coupon) => coupon.freeShipping && !isRecurringType(coupon.discountType),
  );
  const shipping = shippingCents({
    subtotalCents: discountedSubtotalCents,
    settings: input.shipping,
    freeShippingCoupon,
    campaign: input.campaign,
  });
  const taxes = computeTaxes(
    discountedSubtotalCents,
    shipping,
    selectTaxRules(input.taxRules, input.location),
  );
  const totalCents = Math.max(0, discountedSubtotalCents + shipping + taxes.totalCents);

  const coupons: CouponOutcome[] = [];
  if (!signedIn) {
    input.coupons.forEach((coupon, index) => {
      // Codes are echoed lower-case, the one form WooCommerce keeps (CONTRACTS §1 example).
      const code = normalizeCouponCode(coupon.code);
      const rejection = rejected.get(index);
      if (rejection !== undefined) {
        coupons.push({ code, status: 'rejected', discountCents: 0, ...rejection });
      } else if (accepted.includes(coupon)) {
        coupons.push(
          isRecurringType(coupon.discountType)
            ? { code, status: 'renewal-only', discountCents: 0 }
            : { code, status: 'applied', discountCents: discountOf.get(code) ?? 0 },
        );
      }
    });
  }
  return {
    subtotalCents,
    discountCents,
    discountedSubtotalCents,
    shippingCents: shipping,
    taxCents: taxes.totalCents,
    totalCents,
    taxLines: taxes.lines,
    coupons,
    lineDiscountCents: discounts.perLineCents,
  };
}
