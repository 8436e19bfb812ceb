import fc from 'fast-check';
import { BOX_ID, SPLIT_PACK_ID } from '@maplepack/catalog';
import { productArbWith } from '@maplepack/catalog/testing';
import { type CartEntries } from './cart-entry';
import { EMPTY_CART_STATE } from './cart-state';
import { pickRelatedProductIds, RELATED_PRODUCTS_LIMIT } from './related-products';

const relatedIdArb = fc.oneof(fc.integer({ min: 1, max: 30 }), fc.constantFrom(BOX_ID, SPLIT_PACK_ID));
const cartArb = fc.uniqueArray(
  productArbWith({ id: fc.integer({ min: 1, max: 30 }) }).chain((product) =>
    fc.uniqueArray(relatedIdArb, { maxLength: 8 }).map((relatedIds) => ({ ...product, relatedIds })),
  ),
  { maxLength: 5, selector: (product) => product.id },
);

describe('related products properties', () => {
  it('picks at most 4 distinct ids, never in the cart, the plan, the box or the split pack', () => {
    fc.assert(
      fc.property(
        cartArb,
        fc.uniqueArray(fc.integer({ min: 1, max: 30 }), { maxLength: 5 }),
        (products, planIds) => {
          const entries: CartEntries = Object.fromEntries(
            products.map((p, order) => [
              p.id,
              { amQty: 1, pmQty: 0, reason: '', order, addedToCart: 0, deleted: false },
            ]),
          );
          const picked = pickRelatedProductIds(
            { ...EMPTY_CART_STATE, entries, cartProducts: products },
            planIds,
          );
          expect(picked.length).toBeLessThanOrEqual(RELATED_PRODUCTS_LIMIT);
          expect(new Set(picked).size).toBe(picked.length);
          const candidates = products.flatMap((p) => p.relatedIds);
          for (const id of picked) {
            expect(entries[id]).toBeUndefined();
            expect(planIds).not.toContain(id);
            expect([BOX_ID, SPLIT_PACK_ID]).not.toContain(id);
            // Within the scan bound of 5 per cart product.
            expect(candidates.indexOf(id)).toBeLessThan(5 * products.length);
          }
        },
      ),
    );
  });
});
