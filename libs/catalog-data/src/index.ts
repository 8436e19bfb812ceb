export { BOX_PRODUCT, CATALOGUE, SPLIT_PACK_PRODUCT } from './catalogue';
export {
  INGREDIENT_KEYS,
  INGREDIENTS,
  ingredientSchema,
  isIngredientKey,
  type IngredientKey,
} from './ingredients';
export { productById, productsInCategory, productsWithIngredient } from './product-lookup';
export { CATALOGUE_FR, type ProductTextsFr } from './fr/catalogue-fr';
export { productInFrench } from './fr/product-in-french';
