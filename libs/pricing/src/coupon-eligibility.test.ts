import { checkCouponValidity, isLineEligible } from './coupon-eligibility';
import { amountCoupon, line, percentCoupon } from './testing';

const noRules = {
  productIds: [],
  excludedProductIds: [],
  productCategories: [],
  excludedProductCategories: [],
};

describe('isLineEligible', () => {
  const vitamin = line({ productId: 11, categoryIds: [46] });
  const mineralHerb = line({ productId: 12, categoryIds: [43, 28] });

  it.each([
    ['no restrictions', noRules, vitamin, true],
    ['excluded by id', { ...noRules, excludedProductIds: [11] }, vitamin, false],
    [
      'excluded by one of its categories',
      { ...noRules, excludedProductCategories: [28] },
      mineralHerb,
      false,
    ],
    ['in the allowed ids', { ...noRules, productIds: [11, 99] }, vitamin, true],
    ['not in the allowed ids', { ...noRules, productIds: [99] }, vitamin, false],
    ['in an allowed category', { ...noRules, productCategories: [43] }, mineralHerb, true],
    ['not in an allowed category', { ...noRules, productCategories: [44] }, mineralHerb, false],
    [
      'allowed id but wrong category (both lists must hold)',
      { ...noRules, productIds: [11], productCategories: [44] },
      vitamin,
      false,
    ],
    ['allowed id and category', { ...noRules, productIds: [11], productCategories: [46] }, vitamin, true],
    [
      'allowed by id yet excluded by category',
      { ...noRules, productIds: [11], excludedProductCategories: [46] },
      vitamin,
      false,
    ],
  ])('%s', (_label, rules, cartLine, expected) => {
    expect(isLineEligible(rules, cartLine)).toBe(expected);
  });
});

describe('checkCouponValidity', () => {
  const lines = [line({ productId: 11, categoryIds: [46] })];

  it('accepts a coupon that applies to a line', () => {
    expect(checkCouponValidity(percentCoupon('a', 10), lines, [])).toEqual({ ok: true });
  });

  it('refuses a coupon no line with pills is eligible for', () => {
    expect(checkCouponValidity(percentCoupon('a', 10, { productIds: [99] }), lines, [])).toEqual({
      ok: false,
      code: 'coupon.not-applicable',
    });
    expect(checkCouponValidity(percentCoupon('a', 10), [line({ amQty: 0, pmQty: 0 })], []).ok).toBe(false);
    expect(checkCouponValidity(percentCoupon('a', 10), [], []).ok).toBe(false);
  });

  it('refuses a percent coupon above 100%, accepts exactly 100%', () => {
    expect(checkCouponValidity(percentCoupon('a', 101), lines, []).ok).toBe(false);
    expect(checkCouponValidity(percentCoupon('a', 100), lines, []).ok).toBe(true);
  });

  it('refuses to join an individual-use coupon, but another individual-use coupon may replace it', () => {
    const solo = amountCoupon('solo', 100, 'fixed_cart', { individualUse: true });
    expect(checkCouponValidity(percentCoupon('b', 5), lines, [solo])).toEqual({
      ok: false,
      code: 'coupon.individual-use-conflict',
    });
    expect(checkCouponValidity(percentCoupon('c', 5, { individualUse: true }), lines, [solo]).ok).toBe(true);
  });
});
