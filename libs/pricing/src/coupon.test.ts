import { couponSchema, isRecurringType, sameCouponCode, wooCouponSchema } from './coupon';

const woo = {
  code: 'WELCOME10',
  amount: '10',
  discount_type: 'percent',
  free_shipping: false,
  individual_use: false,
  excluded_product_ids: [],
  excluded_product_categories: [],
  product_ids: [],
  product_categories: [],
};

describe('wooCouponSchema', () => {
  it('turns a WooCommerce percent coupon into an exact rate and a lower-case code', () => {
    expect(wooCouponSchema.parse(woo)).toEqual({
      code: 'welcome10',
      discountType: 'percent',
      ratePpm: 100_000,
      freeShipping: false,
      individualUse: false,
      productIds: [],
      excludedProductIds: [],
      productCategories: [],
      excludedProductCategories: [],
    });
  });

  it.each([
    ['fixed_cart', '5.00', 500],
    ['fixed_product', '0.25', 25],
    ['store_credit', '20', 2000],
    ['recurring_fee', '1.5', 150],
  ])('reads a %s amount of "%s" as %i cents', (type, amount, cents) => {
    expect(wooCouponSchema.parse({ ...woo, discount_type: type, amount })).toMatchObject({
      discountType: type,
      amountCents: cents,
    });
  });

  it('keeps 4 decimals of a percent (recurring_percent 12.5%)', () => {
    expect(
      wooCouponSchema.parse({ ...woo, discount_type: 'recurring_percent', amount: '12.5' }),
    ).toMatchObject({
      ratePpm: 125_000,
    });
  });

  it('defaults missing flags and lists, and ignores extra WooCommerce fields', () => {
    const parsed = wooCouponSchema.parse({
      code: 'x',
      amount: '1',
      discount_type: 'fixed_cart',
      id: 7,
      usage_count: 3,
    });
    expect(parsed).toEqual({
      code: 'x',
      discountType: 'fixed_cart',
      amountCents: 100,
      freeShipping: false,
      individualUse: false,
      productIds: [],
      excludedProductIds: [],
      productCategories: [],
      excludedProductCategories: [],
    });
  });

  it.each([
    [{ ...woo, discount_type: 'bogus' }, ['discount_type']],
    [{ ...woo, discount_type: 'fixed_cart', amount: '4.5.0' }, ['amount']],
    [{ ...woo, discount_type: 'fixed_cart', amount: '4.505' }, ['amount']],
    [{ ...woo, amount: 10 }, ['amount']],
    [{ ...woo, code: '   ' }, ['code']],
    [{ ...woo, product_ids: ['11'] }, ['product_ids', 0]],
  ])('reports a bad field by its path (%#)', (input, path) => {
    const result = wooCouponSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });
});

describe('coupon codes and types', () => {
  it('compares codes case-insensitively', () => {
    expect(sameCouponCode('WELCOME10', 'welcome10')).toBe(true);
    expect(sameCouponCode('Welcome10', 'welcome11')).toBe(false);
  });

  it('knows the two recurring types', () => {
    expect(isRecurringType('recurring_fee')).toBe(true);
    expect(isRecurringType('recurring_percent')).toBe(true);
    expect(isRecurringType('percent')).toBe(false);
    expect(isRecurringType('fixed_cart')).toBe(false);
  });

  it('keeps a domain coupon consistent: a percent type needs a rate, not cents', () => {
    const base = {
      code: 'a',
      freeShipping: false,
      individualUse: false,
      productIds: [],
      excludedProductIds: [],
      productCategories: [],
      excludedProductCategories: [],
    };
    expect(couponSchema.safeParse({ ...base, discountType: 'percent', amountCents: 100 }).success).toBe(
      false,
    );
    expect(couponSchema.safeParse({ ...base, discountType: 'percent', ratePpm: 100 }).success).toBe(true);
  });
});
