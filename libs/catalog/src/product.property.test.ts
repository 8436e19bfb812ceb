import fc from 'fast-check';
import { standardDailyPills } from './dose';
import { isCorruptedLine } from './corrupted-line';
import { productSchema } from './product';
import { FIXTURE_PRODUCTS, productArb, productsArb } from './testing';

describe('catalog testing arbitraries', () => {
  it('productArb yields products that productSchema accepts unchanged', () => {
    fc.assert(
      fc.property(productArb, (product) => {
        expect(productSchema.parse(product)).toEqual(product);
      }),
    );
  });

  it('a product at its standard dose is never a corrupted line', () => {
    fc.assert(
      fc.property(productArb, (product) => {
        const line = { amQty: product.standardDose.am, pmQty: product.standardDose.pm };
        expect(isCorruptedLine(product, line)).toBe(false);
        expect(standardDailyPills(product)).toBe(line.amQty + line.pmQty);
      }),
    );
  });

  it('productsArb yields distinct ids', () => {
    fc.assert(
      fc.property(productsArb({ maxLength: 8 }), (products) => {
        expect(new Set(products.map((p) => p.id)).size).toBe(products.length);
      }),
    );
  });

  it('fixtures have distinct ids and standard doses inside their bounds', () => {
    expect(new Set(FIXTURE_PRODUCTS.map((p) => p.id)).size).toBe(FIXTURE_PRODUCTS.length);
    for (const product of FIXTURE_PRODUCTS) {
      expect(
        isCorruptedLine(product, { amQty: product.standardDose.am, pmQty: product.standardDose.pm }),
      ).toBe(false);
    }
  });
});
