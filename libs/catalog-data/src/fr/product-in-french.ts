import { CATEGORY_NAMES_FR, type Product } from '@maplepack/catalog';
import { CATALOGUE_FR } from './catalogue-fr';

/**
 * The product as a French page shows it: its name and description from `CATALOGUE_FR` and its
 * categories' French tab names; everything else (ids, slugs, doses, prices) is the product's own. A
 * product with no French entry (one added after this catalogue) keeps its English words, so a page
 * shows English rather than nothing.
 */
export function productInFrench(product: Product): Product {
  const french = CATALOGUE_FR[product.id];
  return {
    ...product,
    name: french?.name ?? product.name,
    description: french?.description ?? product.description,
    categories: product.categories.map((category) => ({ ...category, name: CATEGORY_NAMES_FR[category.id] })),
  };
}
