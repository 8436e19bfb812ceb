import fc from 'fast-check';
import { type Coupon } from './coupon';
import { type PricingLine } from './pricing-line';
import { priceOrder, type PriceOrderInput } from './totals';
import {
  couponsArb,
  pricingLineArb,
  pricingLinesArb,
  shippingSettingsArb,
  taxLocationArb,
  taxRuleArb,
} from './testing';

const inputArb: fc.Arbitrary<PriceOrderInput> = fc.record({
  mode: fc.constantFrom('guest' as const, 'signedin' as const),
  lines: pricingLinesArb,
  oldPackSubtotalCents: fc.integer({ min: 0, max: 50_000 }),
  coupons: couponsArb,
  location: taxLocationArb,
  shipping: shippingSettingsArb,
  campaign: fc.constantFrom(null, 'trialprogram', 'spring'),
  taxRules: fc.array(taxRuleArb, { maxLength: 4 }),
});

const guestArb = inputArb.map((input) => ({ ...input, mode: 'guest' as const }));

const randomCase = (code: string, flips: readonly boolean[]): string =>
  [...code].map((char, i) => (flips[i % Math.max(1, flips.length)] ? char.toUpperCase() : char)).join('');

describe('priceOrder properties', () => {
  it('the total is never negative and is the sum of its parts', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = priceOrder(input);
        expect(result.totalCents).toBeGreaterThanOrEqual(0);
        expect(result.totalCents).toBe(
          result.discountedSubtotalCents + result.shippingCents + result.taxCents,
        );
      }),
    );
  });

  it('the discount is never more than the subtotal, and never negative', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = priceOrder(input);
        expect(result.discountCents).toBeGreaterThanOrEqual(0);
        expect(result.discountCents).toBeLessThanOrEqual(result.subtotalCents);
        expect(result.discountedSubtotalCents).toBe(result.subtotalCents - result.discountCents);
      }),
    );
  });

  it('tax is never negative, and the tax lines add up to it', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = priceOrder(input);
        expect(result.taxCents).toBeGreaterThanOrEqual(0);
        result.taxLines.forEach((line) => expect(line.amountCents).toBeGreaterThanOrEqual(0));
        expect(result.taxLines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(result.taxCents);
      }),
    );
  });

  it('the case of coupon codes never changes a result', () => {
    fc.assert(
      fc.property(guestArb, fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), (input, flips) => {
        const shouted = input.coupons.map(
          (coupon) => ({ ...coupon, code: randomCase(coupon.code, flips) }) as Coupon,
        );
        expect(priceOrder({ ...input, coupons: shouted })).toEqual(priceOrder(input));
      }),
    );
  });

  it('adding a line excluded from every coupon never changes the discount', () => {
    fc.assert(
      fc.property(guestArb, pricingLineArb, (input, extra) => {
        const productId = 1000; // outside the generated ids, so it is new to the cart
        const line: PricingLine = { ...extra, productId };
        const coupons = input.coupons.map(
          (coupon) =>
            ({ ...coupon, excludedProductIds: [...coupon.excludedProductIds, productId] }) as Coupon,
        );
        const before = priceOrder({ ...input, coupons });
        const after = priceOrder({ ...input, coupons, lines: [...input.lines, line] });
        expect(after.discountCents).toBe(before.discountCents);
        expect(after.coupons).toEqual(before.coupons);
      }),
    );
  });

  it('the discount is the sum of the applied coupons, and only applied coupons discount', () => {
    fc.assert(
      fc.property(guestArb, (input) => {
        const result = priceOrder(input);
        const sum = result.coupons.reduce((total, coupon) => total + coupon.discountCents, 0);
        expect(sum).toBe(result.discountCents);
        result.coupons
          .filter((coupon) => coupon.status !== 'applied')
          .forEach((coupon) => expect(coupon.discountCents).toBe(0));
      }),
    );
  });

  it('at most one individual-use coupon is applied, and then it is alone', () => {
    fc.assert(
      fc.property(guestArb, (input) => {
        const result = priceOrder(input);
        const accepted = result.coupons.filter((coupon) => coupon.status !== 'rejected');
        const solo = input.coupons.filter(
          (coupon) =>
            coupon.individualUse && accepted.some((kept) => kept.code === coupon.code.toLowerCase()),
        );
        if (solo.length > 0) expect(accepted).toHaveLength(1);
      }),
    );
  });
});
