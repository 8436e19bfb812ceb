import { type Coupon } from './coupon';
import { priceOrder, type PriceOrderInput } from './totals';
import { amountCoupon, line, ONTARIO_HST, percentCoupon } from './testing';

const example: PriceOrderInput = {
  mode: 'guest',
  lines: [line({ productId: 11, unitPriceCents: 450, amQty: 1, pmQty: 1, categoryIds: [46] })],
  oldPackSubtotalCents: 0,
  coupons: [percentCoupon('WELCOME10', 10)],
  location: { country: 'CA', state: 'on' },
  shipping: { rateCents: 950, extraFeeCents: 0, freeShippingMinCents: 6000 },
  campaign: null,
  taxRules: [ONTARIO_HST],
};

const price = (overrides: Partial<PriceOrderInput>) => priceOrder({ ...example, ...overrides });

describe('priceOrder (guest)', () => {
  it('prices the CONTRACTS §1 example exactly', () => {
    expect(priceOrder(example)).toEqual({
      subtotalCents: 900,
      discountCents: 90,
      discountedSubtotalCents: 810,
      shippingCents: 950,
      taxCents: 229,
      totalCents: 1989,
      taxLines: [{ name: 'HST', ratePpm: 130_000, amountCents: 229 }],
      coupons: [{ code: 'welcome10', status: 'applied', discountCents: 90 }],
      lineDiscountCents: [90],
    });
  });

  it("reports each line's discount: a coupon for vitamins takes nothing off a mineral", () => {
    const vitaminsOnly = amountCoupon('vit2', 200, 'fixed_cart', { productCategories: [46] });
    const result = price({
      lines: [
        line({ productId: 11, unitPriceCents: 500, amQty: 1, pmQty: 1, categoryIds: [46] }),
        line({ productId: 12, unitPriceCents: 500, amQty: 1, pmQty: 1, categoryIds: [43] }),
      ],
      coupons: [vitaminsOnly],
    });
    expect(result.lineDiscountCents).toEqual([200, 0]);
    expect(result.discountCents).toBe(200);
  });

  it('reports a repeated code and an invalid coupon with the spec messages, in entry order', () => {
    const result = price({
      coupons: [
        percentCoupon('A', 10),
        percentCoupon('a', 10),
        percentCoupon('x', 10, { productIds: [999] }),
      ],
    });
    expect(result.coupons).toEqual([
      { code: 'a', status: 'applied', discountCents: 90 },
      {
        code: 'a',
        status: 'rejected',
        discountCents: 0,
        message: 'Coupon has already been applied.',
        reason: 'coupon.already-applied',
      },
      {
        code: 'x',
        status: 'rejected',
        discountCents: 0,
        message: 'Coupon is invalid.',
        reason: 'coupon.not-applicable',
      },
    ]);
    expect(result.discountCents).toBe(90);
  });

  it('rejects the coupons the store limits refused, with their reason, without entering them', () => {
    const expired = percentCoupon('old', 50);
    const later = percentCoupon('old', 10);
    const result = price({
      coupons: [expired, later],
      refusedCoupons: new Map([[expired, 'coupon.expired' as const]]),
    });
    expect(result.coupons).toEqual([
      {
        code: 'old',
        status: 'rejected',
        discountCents: 0,
        message: 'Coupon is invalid.',
        reason: 'coupon.expired',
      },
      // The refused entry was never applied, so the same code entered again is not a repeat.
      { code: 'old', status: 'applied', discountCents: 90 },
    ]);
    expect(result.discountCents).toBe(90);
  });

  it('marks recurring coupons renewal-only: no discount and no free shipping on the first order', () => {
    const recurring = percentCoupon('monthly', 20, { discountType: 'recurring_percent', freeShipping: true });
    const result = price({ coupons: [recurring] });
    expect(result.coupons).toEqual([{ code: 'monthly', status: 'renewal-only', discountCents: 0 }]);
    expect(result.discountCents).toBe(0);
    expect(result.shippingCents).toBe(950);
  });

  it('drops the coupons an individual_use coupon replaced', () => {
    const solo = amountCoupon('solo', 100, 'fixed_cart', { individualUse: true });
    const result = price({ coupons: [percentCoupon('a', 10), solo, percentCoupon('b', 5)] });
    expect(result.coupons).toEqual([
      { code: 'solo', status: 'applied', discountCents: 100 },
      {
        code: 'b',
        status: 'rejected',
        discountCents: 0,
        message: 'Coupon is invalid.',
        reason: 'coupon.individual-use-conflict',
      },
    ]);
  });

  it('ships free with an applied free-shipping coupon', () => {
    const result = price({ coupons: [amountCoupon('ship', 0, 'fixed_cart', { freeShipping: true })] });
    expect(result.shippingCents).toBe(0);
    expect(result.taxCents).toBe(0 + 117); // 13% of 9.00 = 1.17
    expect(result.totalCents).toBe(900 + 117);
  });

  it('decides free shipping on the discounted subtotal', () => {
    const lines = [line({ unitPriceCents: 3100, amQty: 1, pmQty: 1 })]; // $62.00
    expect(price({ lines, coupons: [] }).shippingCents).toBe(0);
    expect(price({ lines, coupons: [amountCoupon('f', 500)] }).shippingCents).toBe(950);
  });

  it('takes 100% off, leaving shipping and its tax to pay', () => {
    const result = price({ coupons: [percentCoupon('all', 100)] });
    expect(result.discountedSubtotalCents).toBe(0);
    expect(result.taxCents).toBe(124); // 13% of 9.50 = 1.235
    expect(result.totalCents).toBe(950 + 124);
  });

  it('ignores the old pack in guest mode', () => {
    expect(price({ oldPackSubtotalCents: 5000 }).subtotalCents).toBe(900);
  });

  it('prices an empty cart at shipping plus its tax', () => {
    const result = price({ lines: [], coupons: [] });
    expect(result).toMatchObject({ subtotalCents: 0, shippingCents: 950, taxCents: 124, totalCents: 1074 });
  });
});

describe('priceOrder (signed in)', () => {
  const signedIn = (overrides: Partial<PriceOrderInput> = {}) =>
    price({ mode: 'signedin', oldPackSubtotalCents: 3000, ...overrides });

  it('adds the old pack to the subtotal and ignores coupons altogether', () => {
    const result = signedIn();
    expect(result).toMatchObject({
      subtotalCents: 3900,
      discountCents: 0,
      discountedSubtotalCents: 3900,
      coupons: [],
    });
    // 13% of (39.00 + 9.50) = 6.305 → 6.31
    expect(result.taxCents).toBe(631);
    expect(result.totalCents).toBe(3900 + 950 + 631);
  });

  it('compares cart + old pack with the free-shipping minimum', () => {
    const shipping = { ...example.shipping, extraFeeCents: 100 };
    // $9.00 cart + $51.00 old pack = $60.00: not above the $60.00 minimum, so the rate applies.
    expect(signedIn({ oldPackSubtotalCents: 5100, shipping }).shippingCents).toBe(950);
    expect(signedIn({ oldPackSubtotalCents: 5101, shipping }).shippingCents).toBe(100);
  });

  it('ships free for the trial program in either mode', () => {
    expect(signedIn({ campaign: 'trialprogram' }).shippingCents).toBe(0);
  });

  it('does not let a free-shipping coupon through', () => {
    const coupons: Coupon[] = [amountCoupon('ship', 0, 'fixed_cart', { freeShipping: true })];
    expect(signedIn({ coupons }).shippingCents).toBe(950);
  });
});
