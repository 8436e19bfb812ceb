import { allocate } from './allocate';
import { isRecurringType, type Coupon } from './coupon';
import { isLineEligible } from './coupon-eligibility';
import { lineQuantity, lineSubtotalCents, type PricingLine } from './pricing-line';
import { applyRate } from './rate';

/**
 * The order being priced: the first order takes the one-time coupon types; a renewal takes only
 * the recurring types (recurring_percent like percent, recurring_fee like fixed_product).
 */
export type DiscountOccasion = 'first-order' | 'renewal';

export function couponAppliesOn(coupon: Pick<Coupon, 'discountType'>, occasion: DiscountOccasion): boolean {
  return isRecurringType(coupon.discountType) === (occasion === 'renewal');
}

export interface CouponDiscounts {
  /** One entry per coupon, in the order given: its discount in cents (0 when it does not apply). */
  perCoupon: { code: string; discountCents: number }[];
  /** The discount taken from each line, in line order; never more than the line's subtotal. */
  perLineCents: number[];
  totalCents: number;
}

const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0);

/**
 * Discounts of already-accepted coupons, applied in order (spec §4 Totals, CONTRACTS §1):
 * - percent: the rate of the eligible lines' undiscounted subtotal, rounded half up once;
 * - fixed_product: at most amount × pills per day on each eligible line;
 * - fixed_cart and store_credit: at most the amount, spread over the eligible lines.
 * Every coupon is capped by what earlier coupons left on its eligible lines, so the total never
 * exceeds the subtotal and no line goes below 0. Cart-wide amounts are spread in proportion to what
 * each line has left, remainders to the largest share (see `allocate`).
 */
export function computeCouponDiscounts(
  lines: readonly PricingLine[],
  coupons: readonly Coupon[],
  occasion: DiscountOccasion = 'first-order',
): CouponDiscounts {
  const original = lines.map(lineSubtotalCents);
  const remaining = [...original];
  const perCoupon = coupons.map((coupon) => {
    if (!couponAppliesOn(coupon, occasion)) return { code: coupon.code, discountCents: 0 };
    const eligible = lines.flatMap((line, index) => (isLineEligible(coupon, line) ? [index] : []));
    const left = eligible.map((index) => remaining[index] ?? 0);
    let shares: number[];
    if ('ratePpm' in coupon) {
      const wanted = applyRate(sum(eligible.map((index) => original[index] ?? 0)), coupon.ratePpm);
      shares = allocate(Math.min(wanted, sum(left)), left);
    } else if (coupon.discountType === 'fixed_product' || coupon.discountType === 'recurring_fee') {
      shares = eligible.map((index, k) => {
        const line = lines[index];
        const cap = line === undefined ? 0 : coupon.amountCents * lineQuantity(line);
        return Math.min(cap, left[k] ?? 0);
      });
    } else {
      shares = allocate(Math.min(coupon.amountCents, sum(left)), left);
    }
    eligible.forEach((index, k) => {
      remaining[index] = (remaining[index] ?? 0) - (shares[k] ?? 0);
    });
    return { code: coupon.code, discountCents: sum(shares) };
  });
  const perLineCents = original.map((cents, index) => cents - (remaining[index] ?? 0));
  return { perCoupon, perLineCents, totalCents: sum(perLineCents) };
}
