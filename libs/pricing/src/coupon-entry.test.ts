import fc from 'fast-check';
import { type Coupon } from './coupon';
import { addCoupon, couponMessageFromServer, isCouponApplied, removeCoupon } from './coupon-entry';
import { amountCoupon, couponArb, couponsArb, line, percentCoupon } from './testing';

const lines = [line()];

describe('addCoupon', () => {
  it("appends a valid coupon with 'Coupon applied'", () => {
    const first = percentCoupon('welcome10', 10);
    expect(addCoupon([], first, lines)).toEqual({ ok: true, coupons: [first], message: 'Coupon applied' });
  });

  it("answers 'Coupon has already been applied.' to a repeat in any case", () => {
    const applied = [percentCoupon('welcome10', 10)];
    expect(addCoupon(applied, percentCoupon('WELCOME10', 10), lines)).toEqual({
      ok: false,
      code: 'coupon.already-applied',
      message: 'Coupon has already been applied.',
    });
  });

  it("answers 'Coupon is invalid.' to any validation failure", () => {
    for (const candidate of [
      percentCoupon('nope', 10, { productIds: [999] }),
      percentCoupon('toomuch', 150),
    ]) {
      expect(addCoupon([], candidate, lines)).toEqual({
        ok: false,
        code: 'coupon.invalid',
        message: 'Coupon is invalid.',
      });
    }
  });

  it('lets an individual_use coupon replace every coupon before it', () => {
    const applied = [percentCoupon('a', 5), amountCoupon('b', 100)];
    const solo = amountCoupon('solo', 200, 'fixed_cart', { individualUse: true });
    const result = addCoupon(applied, solo, lines);
    expect(result.ok && result.coupons).toEqual([solo]);
  });

  it("reports a repeat before checking validity (a repeat is never 'invalid')", () => {
    const solo = amountCoupon('solo', 200, 'fixed_cart', { individualUse: true });
    const result = addCoupon([solo], amountCoupon('SOLO', 1), lines);
    expect(!result.ok && result.message).toBe('Coupon has already been applied.');
  });

  describe('properties', () => {
    it('an individual-use coupon leaves exactly one coupon: itself', () => {
      fc.assert(
        fc.property(couponsArb, couponArb, (before, candidate) => {
          let applied: Coupon[] = [];
          for (const coupon of before) {
            const step = addCoupon(applied, coupon, lines);
            if (step.ok) applied = step.coupons;
          }
          const solo = {
            ...candidate,
            individualUse: true,
            productIds: [],
            productCategories: [],
            excludedProductIds: [],
            excludedProductCategories: [],
          } as Coupon;
          // Only a repeat or a rate above 100% may refuse an unrestricted coupon on this cart.
          fc.pre(!isCouponApplied(applied, solo.code) && !('ratePpm' in solo && solo.ratePpm > 1_000_000));
          const result = addCoupon(applied, solo, lines);
          expect(result.ok && result.coupons).toEqual([solo]);
        }),
      );
    });

    it('the applied list never holds two codes that differ only in case', () => {
      fc.assert(
        fc.property(couponsArb, fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }), (coupons, upper) => {
          let applied: Coupon[] = [];
          coupons.forEach((coupon, i) => {
            const code = upper[i] ? coupon.code.toUpperCase() : coupon.code;
            const step = addCoupon(applied, { ...coupon, code }, lines);
            if (step.ok) applied = step.coupons;
          });
          const codes = applied.map((coupon) => coupon.code.toLowerCase());
          expect(new Set(codes).size).toBe(codes.length);
        }),
      );
    });
  });
});

describe('removeCoupon and isCouponApplied', () => {
  it('remove by code in any case', () => {
    const applied = [percentCoupon('a', 5), percentCoupon('b', 5)];
    expect(isCouponApplied(applied, 'B')).toBe(true);
    expect(removeCoupon(applied, 'B').map((c) => c.code)).toEqual(['a']);
    expect(removeCoupon(applied, 'zzz')).toEqual(applied);
  });
});

describe('couponMessageFromServer', () => {
  it.each([
    ['OK', 'Coupon applied'],
    ['Coupon usage limit has been reached.', 'Coupon usage limit has been reached.'],
    ['ok', 'ok'],
  ])('shows %j as %j', (server, shown) => {
    expect(couponMessageFromServer(server)).toBe(shown);
  });
});
