// Fast-check arbitraries over the demo catalogue for other libs' tests (`@maplepack/catalog-data/testing`).
import { CATEGORY_IDS, type Product } from '@maplepack/catalog';
import fc from 'fast-check';
import { CATALOGUE } from './catalogue';
import { INGREDIENT_KEYS, type IngredientKey } from './ingredients';

const CATALOGUE_IDS = new Set(CATALOGUE.map((product) => product.id));

/** Any product of the catalogue, accessories and out-of-stock products included. */
export function arbCatalogueProduct(): fc.Arbitrary<Product> {
  return fc.constantFrom(...CATALOGUE);
}

/** An in-stock supplement (not an accessory): what a recommendation or a cart line may hold. */
export function arbInStockSupplement(): fc.Arbitrary<Product> {
  const supplements = CATALOGUE.filter(
    (product) =>
      product.stockStatus === 'instock' &&
      !product.categories.some((category) => category.id === CATEGORY_IDS.accessories),
  );
  return fc.constantFrom(...supplements);
}

/** Any ingredient key. */
export function arbIngredientKey(): fc.Arbitrary<IngredientKey> {
  return fc.constantFrom(...INGREDIENT_KEYS);
}

/** A positive integer id that no catalogue product has. */
export function arbUnknownProductId(): fc.Arbitrary<number> {
  return fc.integer({ min: 1, max: 1_000_000 }).filter((id) => !CATALOGUE_IDS.has(id));
}
