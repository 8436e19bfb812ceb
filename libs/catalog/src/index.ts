export {
  ALL_CATEGORIES_TAB,
  CATEGORIES,
  CATEGORY_IDS,
  categoryById,
  categoryBySlug,
  categoryIdSchema,
  categorySchema,
  type Category,
  type CategoryId,
} from './category';
export { BOX_ID, SPLIT_PACK_FALLBACK_PRICE_CENTS, SPLIT_PACK_ID } from './constants';
export {
  NUTRIENT_KEYS,
  nutrientAmountsSchema,
  nutrientKeySchema,
  type NutrientAmounts,
  type NutrientKey,
} from './nutrients';
export {
  allergenSchema,
  categoryIdsOf,
  isInStock,
  productSchema,
  stockStatusSchema,
  type Allergen,
  type Product,
  type ProductInput,
  type StockStatus,
} from './product';
