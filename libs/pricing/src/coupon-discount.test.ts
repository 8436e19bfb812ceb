import { computeCouponDiscounts, couponAppliesOn } from './coupon-discount';
import { amountCoupon, line, percentCoupon } from './testing';

// $9.00 of vitamins (2 pills × $4.50) and $6.00 of minerals (3 pills × $2.00).
const vitamins = line({ productId: 11, unitPriceCents: 450, amQty: 1, pmQty: 1, categoryIds: [46] });
const minerals = line({ productId: 12, unitPriceCents: 200, amQty: 2, pmQty: 1, categoryIds: [43] });
const cart = [vitamins, minerals];

const discountOf = (coupons: Parameters<typeof computeCouponDiscounts>[1]) =>
  computeCouponDiscounts(cart, coupons).perCoupon.map((entry) => entry.discountCents);

describe('computeCouponDiscounts', () => {
  it.each([
    ['percent on the whole cart', [percentCoupon('p', 10)], [150]],
    ['percent on eligible lines only', [percentCoupon('p', 10, { productCategories: [46] })], [90]],
    [
      'percent rounds half up once on the eligible subtotal (12.5% of $15 = 1.875)',
      [percentCoupon('p', 12.5)],
      [188],
    ],
    ['fixed_cart is the amount', [amountCoupon('f', 500)], [500]],
    [
      'fixed_cart is capped by the eligible subtotal',
      [amountCoupon('f', 5000, 'fixed_cart', { productIds: [12] })],
      [600],
    ],
    ['store_credit is capped by the subtotal', [amountCoupon('s', 99_999, 'store_credit')], [1500]],
    [
      'fixed_product is amount × pills per eligible line',
      [amountCoupon('fp', 50, 'fixed_product')],
      [100 + 150],
    ],
    ['fixed_product never exceeds a line', [amountCoupon('fp', 400, 'fixed_product')], [800 + 600]],
    [
      'recurring types take nothing from a first order',
      [
        amountCoupon('r', 100, 'recurring_fee'),
        percentCoupon('rp', 50, { discountType: 'recurring_percent' }),
      ],
      [0, 0],
    ],
    [
      'later coupons are capped by what earlier ones left',
      [amountCoupon('f', 1400), percentCoupon('p', 50)],
      [1400, 100],
    ],
  ])('%s', (_label, coupons, expected) => {
    expect(discountOf(coupons)).toEqual(expected);
  });

  it('spreads a cart-wide amount over lines in proportion, so per-line discounts add up', () => {
    const result = computeCouponDiscounts(cart, [amountCoupon('f', 500)]);
    expect(result.perLineCents).toEqual([300, 200]);
    expect(result.totalCents).toBe(500);
  });

  it('percent computes on the undiscounted eligible subtotal (WooCommerce default, not sequential)', () => {
    const result = computeCouponDiscounts(cart, [percentCoupon('a', 10), percentCoupon('b', 10)]);
    expect(result.perCoupon.map((entry) => entry.discountCents)).toEqual([150, 150]);
  });

  describe('on a renewal', () => {
    it('applies only the recurring types: recurring_percent like percent, recurring_fee like fixed_product', () => {
      const coupons = [
        percentCoupon('once', 10),
        percentCoupon('monthly', 10, { discountType: 'recurring_percent' }),
        amountCoupon('perpill', 25, 'recurring_fee'),
      ];
      const result = computeCouponDiscounts(cart, coupons, 'renewal');
      expect(result.perCoupon.map((entry) => entry.discountCents)).toEqual([0, 150, 50 + 75]);
    });

    it('knows which coupons apply on which occasion', () => {
      expect(couponAppliesOn({ discountType: 'percent' }, 'first-order')).toBe(true);
      expect(couponAppliesOn({ discountType: 'percent' }, 'renewal')).toBe(false);
      expect(couponAppliesOn({ discountType: 'recurring_fee' }, 'first-order')).toBe(false);
      expect(couponAppliesOn({ discountType: 'recurring_fee' }, 'renewal')).toBe(true);
    });
  });
});
