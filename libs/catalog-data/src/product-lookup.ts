import { type Product } from '@maplepack/catalog';
import { CATALOGUE } from './catalogue';
import { type IngredientKey } from './ingredients';

let byId: ReadonlyMap<number, Product> | undefined;

/** The catalogue product with this id, or undefined when the catalogue has none. */
export function productById(id: number): Product | undefined {
  byId ??= new Map(CATALOGUE.map((product) => [product.id, product]));
  return byId.get(id);
}

/** Catalogue products listed in a category (home or cross-listed), in catalogue order. */
export function productsInCategory(categoryId: number): Product[] {
  return CATALOGUE.filter((product) => product.categories.some((category) => category.id === categoryId));
}

/** Catalogue products that contain an ingredient, in catalogue order. */
export function productsWithIngredient(key: IngredientKey): Product[] {
  return CATALOGUE.filter((product) => product.ingredients.includes(key));
}
