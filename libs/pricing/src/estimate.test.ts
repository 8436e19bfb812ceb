import fc from 'fast-check';
import { type Coupon, wooCouponSchema } from './coupon';
import { priceCartEstimate, type CartEstimateInput } from './estimate';
import { taxRulesInEffect } from './canadian-tax-table';
import { PROVINCE_CODES } from './province';
import { type ShippingSettings } from './shipping';
import { couponsArb, line, pricingLinesArb, shippingSettingsArb } from './testing';
import { priceOrder } from './totals';

const TODAY = '2026-11-21';
const inForce = taxRulesInEffect(TODAY);
if (!inForce.ok) throw new Error(inForce.message);
/** The rules a shop serves on GET /taxes today (here the seeded table's). */
const RULES = inForce.rules;
const RATE: ShippingSettings = { rateCents: 950, extraFeeCents: 0, freeShippingMinCents: 6000 };

function coupon(fields: Record<string, unknown>): Coupon {
  return wooCouponSchema.parse({ code: 'c', amount: '0', discount_type: 'fixed_cart', ...fields });
}

// One product at $4.50 a pill, 1 morning + 1 evening: $9.00 a month.
function estimate(overrides: Partial<CartEstimateInput> = {}) {
  return priceCartEstimate({ lines: [line()], coupons: [], shipping: null, campaign: null, ...overrides });
}

describe('priceCartEstimate', () => {
  it('leaves shipping and taxes to be calculated without a postal code, and totals the subtotal', () => {
    expect(estimate()).toEqual({
      subtotalCents: 900,
      discountCents: 0,
      shipping: { kind: 'to-be-calculated' },
      taxes: { kind: 'to-be-calculated' },
      totalCents: 900,
    });
  });

  it("a signed-in customer's subtotal is the cart plus the old pack, with no coupon (spec §4, issue 17)", () => {
    const tenOff = coupon({ discount_type: 'fixed_cart', amount: '1.00' });
    expect(estimate({ oldPackSubtotalCents: 2000, coupons: [tenOff] })).toEqual({
      subtotalCents: 2900,
      discountCents: 0,
      shipping: { kind: 'to-be-calculated' },
      taxes: { kind: 'to-be-calculated' },
      totalCents: 2900,
    });
    // Absent or null: a guest's estimate, coupons and all.
    expect(estimate({ oldPackSubtotalCents: null, coupons: [tenOff] })).toMatchObject({
      subtotalCents: 900,
      discountCents: 100,
    });
  });

  it('adds a known rate, but keeps taxes to be calculated until the province (and the shipping) are known', () => {
    expect(estimate({ shipping: RATE, taxRules: RULES })).toMatchObject({
      shipping: { kind: 'amount', cents: 950 },
      taxes: { kind: 'to-be-calculated' },
      totalCents: 1850,
    });
    expect(estimate({ province: 'ON', taxRules: RULES }).taxes).toEqual({ kind: 'to-be-calculated' });
    expect(estimate({ shipping: RATE, province: 'ON' }).taxes).toEqual({ kind: 'to-be-calculated' });
  });

  it('Ontario: HST 13% on the subtotal and the shipping, half up to the cent', () => {
    // (900 + 950) × 13% = 240.5 → 241
    expect(estimate({ shipping: RATE, province: 'ON', taxRules: RULES })).toMatchObject({
      taxes: { kind: 'amount', cents: 241 },
      totalCents: 900 + 950 + 241,
    });
  });

  it('a free-shipping coupon makes shipping FREE without a rate, so taxes can be shown', () => {
    const result = estimate({ coupons: [coupon({ free_shipping: true })], province: 'ON', taxRules: RULES });
    expect(result.shipping).toEqual({ kind: 'free' });
    expect(result.taxes).toEqual({ kind: 'amount', cents: 117 });
  });

  it("taxes with the rules it is given, as the shop's own rules price the order", () => {
    const edited = RULES.map((rule) =>
      rule.state === 'ON' ? { ...rule, ratePpm: 150_000, name: 'HST 15' } : rule,
    );
    // (900 + 950) × 15% = 277.5 → 278
    expect(estimate({ shipping: RATE, province: 'ON', taxRules: edited }).taxes).toEqual({
      kind: 'amount',
      cents: 278,
    });
    expect(estimate({ shipping: RATE, province: 'ON', taxRules: null }).taxes).toEqual({
      kind: 'to-be-calculated',
    });
  });

  describe('properties', () => {
    const inputArb = fc.record({
      lines: pricingLinesArb,
      coupons: couponsArb,
      shipping: fc.option(shippingSettingsArb, { nil: null }),
      campaign: fc.constantFrom(null, 'trialprogram'),
      province: fc.option(fc.constantFrom(...PROVINCE_CODES), { nil: null }),
      taxRules: fc.constantFrom(null, RULES),
    });

    it('once every part is known it is priceOrder in guest mode; before, the total holds what is known', () => {
      fc.assert(
        fc.property(inputArb, (input) => {
          const result = priceCartEstimate(input);
          const full = priceOrder({
            mode: 'guest',
            lines: input.lines,
            oldPackSubtotalCents: 0,
            coupons: input.coupons,
            campaign: input.campaign,
            shipping: input.shipping ?? { rateCents: 1, extraFeeCents: 1, freeShippingMinCents: null },
            location: { country: 'CA', state: input.province ?? '' },
            taxRules: input.province === null ? [] : RULES,
          });
          expect(result.subtotalCents).toBe(full.subtotalCents);
          expect(result.discountCents).toBe(full.discountCents);
          const shippingKnown = result.shipping.kind !== 'to-be-calculated';
          expect(shippingKnown).toBe(input.shipping !== null || full.shippingCents === 0);
          if (input.province !== null && input.taxRules !== null && shippingKnown) {
            expect(result.taxes).toEqual({ kind: 'amount', cents: full.taxCents });
            expect(result.totalCents).toBe(full.totalCents);
          } else {
            expect(result.taxes).toEqual({ kind: 'to-be-calculated' });
            const shipping = result.shipping.kind === 'amount' ? result.shipping.cents : 0;
            expect(result.totalCents).toBe(full.discountedSubtotalCents + shipping);
          }
        }),
      );
    });
  });
});
