import fc from 'fast-check';
import { CATALOGUE } from './catalogue';
import { productById, productsInCategory, productsWithIngredient } from './product-lookup';
import { arbCatalogueProduct, arbInStockSupplement, arbIngredientKey, arbUnknownProductId } from './testing';

describe('product lookup properties', () => {
  it('finds every catalogue product by its own id', () => {
    fc.assert(fc.property(arbCatalogueProduct(), (product) => productById(product.id) === product));
  });

  it('finds nothing for an id outside the catalogue', () => {
    fc.assert(fc.property(arbUnknownProductId(), (id) => productById(id) === undefined));
  });

  it('lists a product in exactly the categories it names', () => {
    fc.assert(
      fc.property(
        arbCatalogueProduct(),
        fc.constantFrom(78, 46, 43, 44, 28, 45, 79, 80, 47),
        (product, id) => {
          const named = product.categories.some((category) => category.id === id);
          return productsInCategory(id).includes(product) === named;
        },
      ),
    );
  });

  it('finds by ingredient exactly the products that list it, in catalogue order', () => {
    fc.assert(
      fc.property(arbIngredientKey(), (key) => {
        const found = productsWithIngredient(key);
        const expected = CATALOGUE.filter((product) => product.ingredients.includes(key));
        return found.length === expected.length && found.every((product, i) => product === expected[i]);
      }),
    );
  });

  it('offers in-stock supplements that each have an NPN and at least one ingredient', () => {
    fc.assert(
      fc.property(
        arbInStockSupplement(),
        (product) =>
          product.stockStatus === 'instock' && product.npn !== undefined && product.ingredients.length > 0,
      ),
    );
  });
});
