export {
  ALL_CATEGORIES_TAB,
  CATEGORIES,
  CATEGORY_IDS,
  categoryById,
  categoryBySlug,
  type Category,
  type CategoryId,
} from './category';
export { ALL_CATEGORIES_TAB_FR, CATEGORY_NAMES_FR } from './category-names-fr';
export { categoryIdSchema, categorySchema } from './category-schema';
export {
  BOX_ID,
  PRODUCT_LOAD_RETRY_LIMIT,
  SPLIT_PACK_FALLBACK_PRICE_CENTS,
  SPLIT_PACK_ID,
  TRIAL_CAMPAIGN,
} from './constants';
export {
  checkDoseLine,
  isCorruptedLine,
  type CorruptedLineCode,
  type DoseQuantities,
  type LineCheck,
} from './corrupted-line';
export { clampDailyPills, clampDoseQuantity, DOSE_TIMES, standardDailyPills, type DoseTime } from './dose';
export {
  NUTRIENT_KEYS,
  nutrientAmountsSchema,
  nutrientKeySchema,
  type NutrientAmounts,
  type NutrientKey,
} from './nutrients';
export { parseProduct, type ParseProductResult } from './parse-product';
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
