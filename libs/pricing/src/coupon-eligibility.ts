import { type Coupon } from './coupon';
import { lineQuantity, type PricingLine } from './pricing-line';
import { PPM_PER_PERCENT } from './rate';

type Restrictions = Pick<
  Coupon,
  'productIds' | 'excludedProductIds' | 'productCategories' | 'excludedProductCategories'
>;

/**
 * Whether a coupon applies to a line (spec §4): not excluded by product id or by any of its
 * categories, and, when the allowed lists are non-empty, in the allowed ids and in an allowed
 * category (both must hold when both lists are set: the spec's "ids and categories").
 */
export function isLineEligible(
  coupon: Restrictions,
  line: Pick<PricingLine, 'productId' | 'categoryIds'>,
): boolean {
  if (coupon.excludedProductIds.includes(line.productId)) return false;
  if (line.categoryIds.some((id) => coupon.excludedProductCategories.includes(id))) return false;
  if (coupon.productIds.length > 0 && !coupon.productIds.includes(line.productId)) return false;
  if (
    coupon.productCategories.length > 0 &&
    !line.categoryIds.some((id) => coupon.productCategories.includes(id))
  ) {
    return false;
  }
  return true;
}

export type CouponValidity =
  | { ok: true }
  | { ok: false; code: 'coupon.not-applicable' | 'coupon.rate-above-100' | 'coupon.individual-use-conflict' };

const HUNDRED_PERCENT_PPM = 100 * PPM_PER_PERCENT;

/**
 * Checks a coupon against the cart and the coupons already applied. Invalid when no line with
 * pills is eligible, when a percent coupon is above 100%, or when an individual_use coupon is
 * already applied and this one is not individual_use itself (WooCommerce's rule: an individual-use
 * coupon may replace others, but nothing may join it). Every failure shows 'Coupon is invalid.'.
 */
export function checkCouponValidity(
  coupon: Coupon,
  lines: readonly PricingLine[],
  applied: readonly Coupon[],
): CouponValidity {
  if (!lines.some((line) => lineQuantity(line) > 0 && isLineEligible(coupon, line))) {
    return { ok: false, code: 'coupon.not-applicable' };
  }
  if ('ratePpm' in coupon && coupon.ratePpm > HUNDRED_PERCENT_PPM) {
    return { ok: false, code: 'coupon.rate-above-100' };
  }
  if (!coupon.individualUse && applied.some((other) => other.individualUse)) {
    return { ok: false, code: 'coupon.individual-use-conflict' };
  }
  return { ok: true };
}
