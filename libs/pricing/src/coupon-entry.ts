import { sameCouponCode, type Coupon } from './coupon';
import { checkCouponValidity } from './coupon-eligibility';
import { type PricingLine } from './pricing-line';

/** The spec's exact strings for coupon entry (spec §5 Validation). */
export const COUPON_MESSAGES = {
  applied: 'Coupon applied',
  alreadyApplied: 'Coupon has already been applied.',
  invalid: 'Coupon is invalid.',
} as const;

export type AddCouponResult =
  | { ok: true; coupons: Coupon[]; message: typeof COUPON_MESSAGES.applied }
  | { ok: false; code: 'coupon.already-applied'; message: typeof COUPON_MESSAGES.alreadyApplied }
  | { ok: false; code: 'coupon.invalid'; message: typeof COUPON_MESSAGES.invalid };

/** Whether a code is already in the applied list, case-insensitively. */
export function isCouponApplied(applied: readonly Coupon[], code: string): boolean {
  return applied.some((coupon) => sameCouponCode(coupon.code, code));
}

/**
 * Adds a coupon to the applied list, as the cart's coupon box does. A repeated code (any case) is
 * 'Coupon has already been applied.'; any validation failure is 'Coupon is invalid.'; otherwise
 * the coupon is appended, and an individual_use coupon replaces every coupon before it.
 */
export function addCoupon(
  applied: readonly Coupon[],
  candidate: Coupon,
  lines: readonly PricingLine[],
): AddCouponResult {
  if (isCouponApplied(applied, candidate.code)) {
    return { ok: false, code: 'coupon.already-applied', message: COUPON_MESSAGES.alreadyApplied };
  }
  if (!checkCouponValidity(candidate, lines, applied).ok) {
    return { ok: false, code: 'coupon.invalid', message: COUPON_MESSAGES.invalid };
  }
  const coupons = candidate.individualUse ? [candidate] : [...applied, candidate];
  return { ok: true, coupons, message: COUPON_MESSAGES.applied };
}

/** Removes a coupon by code (any case); unknown codes leave the list as it is. */
export function removeCoupon(applied: readonly Coupon[], code: string): Coupon[] {
  return applied.filter((coupon) => !sameCouponCode(coupon.code, code));
}

/**
 * The message the cart shows for the server's answer to a coupon check: the server says 'OK' on
 * success, which people see as 'Coupon applied'; other server messages pass through unchanged.
 */
export function couponMessageFromServer(serverMessage: string): string {
  return serverMessage === 'OK' ? COUPON_MESSAGES.applied : serverMessage;
}
