import fc from 'fast-check';
import { priceRenewal, type PriceRenewalInput } from './renewal';
import { priceOrder } from './totals';
import {
  amountCoupon,
  couponsArb,
  line,
  ONTARIO_HST,
  percentCoupon,
  pricingLinesArb,
  shippingSettingsArb,
  taxLocationArb,
  taxRuleArb,
} from './testing';

const example: PriceRenewalInput = {
  lines: [line({ productId: 11, unitPriceCents: 450, amQty: 1, pmQty: 1, categoryIds: [46] })],
  coupons: [],
  location: { country: 'CA', state: 'ON' },
  shipping: { rateCents: 950, extraFeeCents: 0, freeShippingMinCents: 6000 },
  taxRules: [ONTARIO_HST],
};

describe('priceRenewal', () => {
  it('prices the plan at the rate with its province tax', () => {
    // $9.00 + $9.50 shipping, HST 13 % of $18.50 = $2.405 → $2.41.
    expect(priceRenewal(example)).toEqual({
      subtotalCents: 900,
      discountCents: 0,
      discountedSubtotalCents: 900,
      shippingCents: 950,
      taxCents: 241,
      totalCents: 2091,
      taxLines: [{ name: 'HST', ratePpm: 130_000, amountCents: 241 }],
      lineDiscountCents: [0],
      coupons: [],
    });
  });

  it('applies recurring coupons and ignores the first-order ones', () => {
    const recurring = percentCoupon('loyal15', 15, { discountType: 'recurring_percent' });
    const once = percentCoupon('welcome10', 10);
    const result = priceRenewal({ ...example, coupons: [once, recurring] });
    expect(result.discountCents).toBe(135);
    expect(result.lineDiscountCents).toEqual([135]);
    expect(result.coupons).toEqual([{ code: 'loyal15', discountCents: 135 }]);
  });

  it("takes a recurring_fee per daily pill, and a recurring coupon's free shipping", () => {
    const fee = amountCoupon('loyal5', 100, 'recurring_fee', { freeShipping: true });
    const result = priceRenewal({ ...example, coupons: [fee] });
    expect(result).toMatchObject({ discountCents: 200, shippingCents: 0, totalCents: 791 });
  });

  describe('properties', () => {
    const inputArb = fc.record({
      lines: pricingLinesArb,
      coupons: couponsArb,
      location: taxLocationArb,
      shipping: shippingSettingsArb,
      taxRules: fc.array(taxRuleArb, { maxLength: 4 }),
    });

    it('without recurring coupons, costs what a first order without coupons costs', () => {
      fc.assert(
        fc.property(inputArb, (input) => {
          const renewal = priceRenewal({ ...input, coupons: [] });
          const order = priceOrder({
            ...input,
            mode: 'guest',
            oldPackSubtotalCents: 0,
            coupons: [],
            campaign: null,
          });
          expect(renewal.totalCents).toBe(order.totalCents);
          expect(renewal.taxLines).toEqual(order.taxLines);
        }),
      );
    });

    it('is the sum of its parts, never negative, and discounts no line below 0', () => {
      fc.assert(
        fc.property(inputArb, (input) => {
          const result = priceRenewal(input);
          expect(result.totalCents).toBeGreaterThanOrEqual(0);
          expect(result.totalCents).toBe(
            result.discountedSubtotalCents + result.shippingCents + result.taxCents,
          );
          input.lines.forEach((entry, index) => {
            const discount = result.lineDiscountCents[index] ?? 0;
            expect(discount).toBeLessThanOrEqual(entry.unitPriceCents * (entry.amQty + entry.pmQty));
          });
        }),
      );
    });
  });
});
