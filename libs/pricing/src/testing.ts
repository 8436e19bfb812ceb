import fc from 'fast-check';
import { DISCOUNT_TYPES, type Coupon } from './coupon';
import { type PricingLine } from './pricing-line';
import { PPM_PER_PERCENT } from './rate';
import { type ShippingSettings } from './shipping';
import { type TaxLocation, type TaxRule } from './tax-rule';
import { PROVINCE_CODES } from './province';

/** Category ids of the catalogue (spec §3), so generated lines look like real ones. */
const CATEGORY_IDS = [78, 46, 43, 44, 28, 45, 79, 80, 47] as const;

/** A line: 1 to 3 categories, prices up to $50 a pill, up to 4 pills morning and evening. */
export const pricingLineArb: fc.Arbitrary<PricingLine> = fc.record({
  productId: fc.integer({ min: 1, max: 60 }),
  unitPriceCents: fc.integer({ min: 0, max: 5_000 }),
  amQty: fc.integer({ min: 0, max: 4 }),
  pmQty: fc.integer({ min: 0, max: 4 }),
  categoryIds: fc.subarray([...CATEGORY_IDS], { minLength: 1, maxLength: 3 }),
});

/** A cart of up to 6 lines with distinct product ids. */
export const pricingLinesArb: fc.Arbitrary<PricingLine[]> = fc.uniqueArray(pricingLineArb, {
  maxLength: 6,
  selector: (line) => line.productId,
});

const couponCodeArb = fc.stringMatching(/^[a-z0-9]{1,8}$/);

/** Any coupon: all six types, percent rates up to 120% (so the over-100% rule is exercised). */
export const couponArb: fc.Arbitrary<Coupon> = fc
  .record({
    code: couponCodeArb,
    discountType: fc.constantFrom(...DISCOUNT_TYPES),
    rate: fc.integer({ min: 0, max: 120 * PPM_PER_PERCENT }),
    amountCents: fc.integer({ min: 0, max: 20_000 }),
    freeShipping: fc.boolean(),
    individualUse: fc.boolean(),
    productIds: fc.subarray(
      Array.from({ length: 60 }, (_, i) => i + 1),
      { maxLength: 3 },
    ),
    excludedProductIds: fc.subarray(
      Array.from({ length: 60 }, (_, i) => i + 1),
      { maxLength: 3 },
    ),
    productCategories: fc.subarray([...CATEGORY_IDS], { maxLength: 2 }),
    excludedProductCategories: fc.subarray([...CATEGORY_IDS], { maxLength: 2 }),
  })
  .map(
    ({ rate, amountCents, discountType, ...rest }): Coupon =>
      discountType === 'percent' || discountType === 'recurring_percent'
        ? { ...rest, discountType, ratePpm: rate }
        : { ...rest, discountType, amountCents },
  );

/** Up to 4 coupons entered in a row (codes may repeat, which the entry rules must handle). */
export const couponsArb: fc.Arbitrary<Coupon[]> = fc.array(couponArb, { maxLength: 4 });

export const shippingSettingsArb: fc.Arbitrary<ShippingSettings> = fc.record({
  rateCents: fc.integer({ min: 0, max: 3_000 }),
  extraFeeCents: fc.integer({ min: 0, max: 1_000 }),
  freeShippingMinCents: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
});

export const taxLocationArb: fc.Arbitrary<TaxLocation> = fc.record({
  country: fc.constant('CA'),
  state: fc.constantFrom(...PROVINCE_CODES).chain((code) => fc.constantFrom(code, code.toLowerCase())),
});

/** A tax rule for a province (or every province), possibly compound, up to 20%. */
export const taxRuleArb: fc.Arbitrary<TaxRule> = fc.record({
  country: fc.constantFrom('CA', 'ca', ''),
  state: fc.constantFrom('', ...PROVINCE_CODES),
  postcode: fc.constant(''),
  city: fc.constant(''),
  ratePpm: fc.integer({ min: 0, max: 20 * PPM_PER_PERCENT }),
  name: fc.constantFrom('GST', 'HST', 'PST', 'QST', 'RST'),
  priority: fc.integer({ min: 1, max: 3 }),
  compound: fc.boolean(),
  shipping: fc.boolean(),
  order: fc.integer({ min: 0, max: 3 }),
  taxClass: fc.constantFrom('standard', ''),
});

/** Builds a percent coupon with no restrictions; `overrides` adjust any field. */
export function percentCoupon(code: string, percent: number, overrides: Partial<Coupon> = {}): Coupon {
  return {
    code,
    discountType: 'percent',
    ratePpm: percent * PPM_PER_PERCENT,
    freeShipping: false,
    individualUse: false,
    productIds: [],
    excludedProductIds: [],
    productCategories: [],
    excludedProductCategories: [],
    ...overrides,
  } as Coupon;
}

/** Builds an amount coupon (fixed_cart by default) with no restrictions. */
export function amountCoupon(
  code: string,
  amountCents: number,
  discountType: 'fixed_cart' | 'fixed_product' | 'store_credit' | 'recurring_fee' = 'fixed_cart',
  overrides: Partial<Coupon> = {},
): Coupon {
  return {
    code,
    discountType,
    amountCents,
    freeShipping: false,
    individualUse: false,
    productIds: [],
    excludedProductIds: [],
    productCategories: [],
    excludedProductCategories: [],
    ...overrides,
  } as Coupon;
}

/** A line with defaults: product 11, $4.50 a pill, 1 morning + 1 evening, Vitamins (46). */
export function line(overrides: Partial<PricingLine> = {}): PricingLine {
  return { productId: 11, unitPriceCents: 450, amQty: 1, pmQty: 1, categoryIds: [46], ...overrides };
}

/** Ontario HST 13% as in the CONTRACTS §1 example. */
export const ONTARIO_HST: TaxRule = {
  country: 'CA',
  state: 'ON',
  postcode: '',
  city: '',
  ratePpm: 13 * PPM_PER_PERCENT,
  name: 'HST',
  priority: 1,
  compound: false,
  shipping: true,
  order: 0,
  taxClass: 'standard',
};
