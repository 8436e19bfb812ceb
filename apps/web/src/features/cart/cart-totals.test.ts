import { type CartEntry } from '@maplepack/cart';
import { type Product } from '@maplepack/catalog';
import { FIXTURE_FISH_OIL, FIXTURE_VITAMIN_D } from '@maplepack/catalog/testing';
import {
  type Coupon,
  type ShippingSettings,
  type TaxRule,
  taxRulesInEffect,
  wooCouponSchema,
} from '@maplepack/pricing';
import { cartTotals, type CartTotalsInput, totalsAmountLabel } from './cart-totals';

/** The rules GET /taxes serves on a day (the seeded table's, as a fresh shop's database holds). */
function rulesOn(day: string): TaxRule[] {
  const inForce = taxRulesInEffect(day);
  if (!inForce.ok) throw new Error(inForce.message);
  return inForce.rules;
}
const TODAY_RULES = rulesOn('2026-11-21');
const RATE: ShippingSettings = { rateCents: 950, extraFeeCents: 0, freeShippingMinCents: 6000 };

function entry(amQty: number, pmQty: number): CartEntry {
  return { amQty, pmQty, reason: '', order: 0, addedToCart: 1_700_000_000_000, deleted: false };
}

/** One product at `amQty` + `pmQty` daily pills (fish oil: $4.50 a pill a month). */
function cartOf(amQty: number, pmQty: number, product: Product = FIXTURE_FISH_OIL): CartTotalsInput['cart'] {
  return { entries: { [product.id]: entry(amQty, pmQty) }, cartProducts: [product] };
}

function coupon(fields: Record<string, unknown>): Coupon {
  return wooCouponSchema.parse({ code: 'c', amount: '0', discount_type: 'fixed_cart', ...fields });
}

function totals(overrides: Partial<CartTotalsInput> = {}) {
  return cartTotals({ cart: cartOf(1, 1), coupons: [], shipping: null, campaign: null, ...overrides });
}

describe('cartTotals without an estimate (as before)', () => {
  it('leaves shipping and taxes to be calculated and totals the subtotal', () => {
    const result = totals();
    expect(result).toEqual({
      subtotalCents: 900,
      discountCents: 0,
      shipping: { kind: 'to-be-calculated' },
      taxes: { kind: 'to-be-calculated' },
      totalCents: 900,
    });
    expect(totalsAmountLabel(result.taxes)).toBe('To be calculated');
  });

  it('adds a known rate to the total but keeps taxes to be calculated without a province', () => {
    const result = totals({ shipping: RATE, taxRules: TODAY_RULES });
    expect(result.shipping).toEqual({ kind: 'amount', cents: 950 });
    expect(result.taxes).toEqual({ kind: 'to-be-calculated' });
    expect(result.totalCents).toBe(1850);
  });

  it('keeps taxes to be calculated with a province but no rate: taxes apply to shipping too', () => {
    const result = totals({ province: 'ON', taxRules: TODAY_RULES });
    expect(result.shipping).toEqual({ kind: 'to-be-calculated' });
    expect(result.taxes).toEqual({ kind: 'to-be-calculated' });
    expect(result.totalCents).toBe(900);
  });

  it('keeps taxes to be calculated with a province but no date', () => {
    expect(totals({ shipping: RATE, province: 'ON' }).taxes).toEqual({ kind: 'to-be-calculated' });
  });
});

describe('cartTotals with a province, a date and a rate', () => {
  it('Ontario: HST 13% on the subtotal and the shipping, half up to the cent', () => {
    // (900 + 950) × 13% = 240.5 → 241
    const result = totals({ shipping: RATE, province: 'ON', taxRules: TODAY_RULES });
    expect(result.shipping).toEqual({ kind: 'amount', cents: 950 });
    expect(result.taxes).toEqual({ kind: 'amount', cents: 241 });
    expect(result.totalCents).toBe(900 + 950 + 241);
    expect(totalsAmountLabel(result.taxes)).toBe('$2.41');
  });

  it('ships FREE above the free-shipping minimum, and taxes the goods alone', () => {
    // 16 pills × $4.50 = $72.00 > $60.00; 7200 × 13% = 936
    const result = totals({ cart: cartOf(10, 6), shipping: RATE, province: 'ON', taxRules: TODAY_RULES });
    expect(result.shipping).toEqual({ kind: 'free' });
    expect(totalsAmountLabel(result.shipping)).toBe('FREE');
    expect(result.taxes).toEqual({ kind: 'amount', cents: 936 });
    expect(result.totalCents).toBe(8136);
  });

  it('charges the rate at exactly the minimum (free only when strictly greater)', () => {
    // 40 pills × $1.50 = $60.00
    const result = totals({
      cart: cartOf(20, 20, FIXTURE_VITAMIN_D),
      shipping: RATE,
      province: 'ON',
      taxRules: TODAY_RULES,
    });
    expect(result.shipping).toEqual({ kind: 'amount', cents: 950 });
  });

  it('charges only the extra fee above the minimum for a remote address', () => {
    const remote = { rateCents: 1450, extraFeeCents: 500, freeShippingMinCents: 6000 };
    const result = totals({ cart: cartOf(10, 6), shipping: remote, province: 'ON', taxRules: TODAY_RULES });
    expect(result.shipping).toEqual({ kind: 'amount', cents: 500 });
    expect(result.taxes).toEqual({ kind: 'amount', cents: 1001 }); // (7200 + 500) × 13%
    expect(result.totalCents).toBe(7200 + 500 + 1001);
  });

  it('a free-shipping coupon makes shipping FREE without a rate, so taxes can be shown', () => {
    const result = totals({
      coupons: [coupon({ free_shipping: true })],
      province: 'ON',
      taxRules: TODAY_RULES,
    });
    expect(result.shipping).toEqual({ kind: 'free' });
    expect(result.taxes).toEqual({ kind: 'amount', cents: 117 }); // 900 × 13%
    expect(result.totalCents).toBe(1017);
  });

  it('the trial campaign ships FREE; Quebec adds GST 5% and QST 9.975%', () => {
    const result = totals({
      campaign: 'trialprogram',
      shipping: RATE,
      province: 'QC',
      taxRules: TODAY_RULES,
    });
    expect(result.shipping).toEqual({ kind: 'free' });
    // 900 × 5% = 45; 900 × 9.975% = 89.775 → 90
    expect(result.taxes).toEqual({ kind: 'amount', cents: 135 });
    expect(result.totalCents).toBe(1035);
  });

  it('taxes the discounted subtotal after a percent coupon', () => {
    const result = totals({
      coupons: [coupon({ amount: '10', discount_type: 'percent' })],
      shipping: RATE,
      province: 'ON',
      taxRules: TODAY_RULES,
    });
    expect(result.discountCents).toBe(90);
    expect(result.taxes).toEqual({ kind: 'amount', cents: 229 }); // (810 + 950) × 13% = 228.8
    expect(result.totalCents).toBe(810 + 950 + 229);
  });

  it('Manitoba: GST on the subtotal and shipping, RST on the goods only', () => {
    // GST 1850 × 5% = 92.5 → 93; RST 900 × 7% = 63
    const result = totals({ shipping: RATE, province: 'MB', taxRules: TODAY_RULES });
    expect(result.taxes).toEqual({ kind: 'amount', cents: 156 });
    expect(result.totalCents).toBe(2006);
  });

  it('uses the rates in force on the given day (Nova Scotia HST 15% → 14% on 2025-04-01)', () => {
    expect(totals({ shipping: RATE, province: 'NS', taxRules: rulesOn('2025-03-31') }).taxes).toEqual({
      kind: 'amount',
      cents: 278,
    });
    expect(totals({ shipping: RATE, province: 'NS', taxRules: rulesOn('2025-04-01') }).taxes).toEqual({
      kind: 'amount',
      cents: 259,
    });
  });

  it("keeps taxes to be calculated until the shop's tax rules have come", () => {
    expect(totals({ shipping: RATE, province: 'ON', taxRules: null }).taxes).toEqual({
      kind: 'to-be-calculated',
    });
  });
});
