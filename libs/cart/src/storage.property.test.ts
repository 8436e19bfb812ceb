import fc from 'fast-check';
import { cartStateFromStorage, cartStateToStorage } from './cart-persistence';
import { EMPTY_CART_STATE } from './cart-state';
import { parseStoredCartEntries, serializeCartEntries } from './cart-storage';
import { CART_STORAGE_KEY, storedCartMayHaveEntries } from './stored-cart-key';
import { parseStoredCoupons, serializeCoupons, type StoredCoupon } from './coupon-storage';
import { cartEntriesArb, cartStateArb, tierMapArb, tierNumberArb } from './testing';
import { parseStoredTierState, serializeTierState, TIERS_STORAGE_KEY } from './tier-storage';

/** Strings storage could hold: random text, any JSON, and JSON that looks nearly right. */
const storedTextArb: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.json(),
  fc
    .record(
      {
        version: fc.oneof(fc.constant(1), fc.jsonValue()),
        entries: fc.oneof(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue())),
        coupons: fc.jsonValue(),
        tiers: fc.oneof(fc.jsonValue(), fc.dictionary(fc.constantFrom('1', '2', '3'), fc.jsonValue())),
        firstName: fc.jsonValue(),
        selectedTier: fc.jsonValue(),
      },
      { requiredKeys: ['version'] },
    )
    .map((value) => JSON.stringify(value)),
);

const couponArb: fc.Arbitrary<StoredCoupon> = fc
  .record({
    code: fc.string({ minLength: 1 }),
    extra: fc.dictionary(
      fc.constantFrom('amount', 'discount_type', 'free_shipping', 'product_ids'),
      // What storage holds went through JSON once: -0 comes back as 0.
      fc.jsonValue().map((value) => JSON.parse(JSON.stringify(value)) as unknown),
    ),
  })
  .map(({ code, extra }) => ({ ...extra, code }));

describe('storage properties', () => {
  it('parsing never throws on any string', () => {
    fc.assert(
      fc.property(storedTextArb, (text) => {
        expect(() => parseStoredCartEntries(text)).not.toThrow();
        expect(() => parseStoredTierState(text)).not.toThrow();
        expect(() => parseStoredCoupons(text)).not.toThrow();
        expect(() =>
          cartStateFromStorage({ [CART_STORAGE_KEY]: text, [TIERS_STORAGE_KEY]: text }),
        ).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it('stored text said to hold no entry parses to no entry', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          storedTextArb,
          cartEntriesArb.map((entries) => serializeCartEntries(entries)),
        ),
        (text) => {
          if (!storedCartMayHaveEntries(text)) expect(parseStoredCartEntries(text)).toEqual({});
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a stored cart with lines may have entries; nothing stored has none', () => {
    fc.assert(
      fc.property(cartEntriesArb, (entries) => {
        expect(storedCartMayHaveEntries(serializeCartEntries(entries))).toBe(Object.keys(entries).length > 0);
      }),
    );
    expect(storedCartMayHaveEntries(null)).toBe(false);
    expect(storedCartMayHaveEntries(serializeCartEntries({}))).toBe(false);
  });

  it('cart entries round-trip', () => {
    fc.assert(
      fc.property(cartEntriesArb, (entries) => {
        expect(parseStoredCartEntries(serializeCartEntries(entries))).toEqual(entries);
      }),
    );
  });

  it('the tier object round-trips', () => {
    fc.assert(
      fc.property(
        fc.string(),
        tierNumberArb,
        tierMapArb,
        tierNumberArb,
        (firstName, selectedTier, tiers, recommendedTier) => {
          const stored = { firstName, selectedTier, tiers, recommendedTier };
          expect(parseStoredTierState(serializeTierState(stored))).toEqual(stored);
        },
      ),
    );
  });

  it('coupons round-trip with every field kept', () => {
    fc.assert(
      fc.property(fc.array(couponArb, { maxLength: 4 }), (coupons) => {
        expect(parseStoredCoupons(serializeCoupons(coupons))).toEqual(coupons);
      }),
    );
  });

  it('a whole cart state round-trips, apart from the products, which are loaded again', () => {
    fc.assert(
      fc.property(cartStateArb, (state) => {
        const restored = cartStateFromStorage(cartStateToStorage(state));
        expect(restored).toEqual({
          ...state,
          errCount: EMPTY_CART_STATE.errCount,
          cartProducts: [],
          relatedProducts: [],
        });
      }),
    );
  });
});
