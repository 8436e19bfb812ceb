import { FIXTURE_FISH_OIL, FIXTURE_VITAMIN_D } from '@maplepack/catalog/testing';
import { DEFAULT_TAX_RULE, priceOrder, type PricingLine } from '@maplepack/pricing';
import { cartLinesForPricing, type CartLine } from './cart-lines';
import { EMPTY_CART_STATE, type CartState } from './cart-state';

// The cart's lines are pricing's lines, both ways: nothing is copied or cast between the two libs
// (a type error here fails the typecheck).
const asPricingLine = (line: CartLine): PricingLine => line;
const asCartLine = (line: PricingLine): CartLine => line;

describe('cartLinesForPricing and priceOrder', () => {
  it('prices the cart lines passed straight in', () => {
    const state: CartState = {
      ...EMPTY_CART_STATE,
      entries: {
        [FIXTURE_VITAMIN_D.id]: { amQty: 2, pmQty: 0, reason: '', order: 0, addedToCart: 0, deleted: false },
        [FIXTURE_FISH_OIL.id]: { amQty: 1, pmQty: 1, reason: '', order: 1, addedToCart: 0, deleted: false },
      },
      cartProducts: [FIXTURE_VITAMIN_D, FIXTURE_FISH_OIL],
    };
    const lines = cartLinesForPricing(state);
    const breakdown = priceOrder({
      mode: 'guest',
      lines,
      oldPackSubtotalCents: 0,
      coupons: [],
      location: { country: 'CA', state: 'ON' },
      shipping: { rateCents: 0, extraFeeCents: 0, freeShippingMinCents: null },
      campaign: null,
      taxRules: [DEFAULT_TAX_RULE],
    });
    // Vitamin D 2 × 150 + fish oil 2 × 450.
    expect(breakdown.subtotalCents).toBe(1200);
    expect(lines.map(asPricingLine).map(asCartLine)).toEqual(lines);
  });
});
