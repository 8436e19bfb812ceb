import { z } from 'zod';
import { allergenSchema, nutrientAmountsSchema, stockStatusSchema } from '@maplepack/catalog';
import { contentLanguageQuery } from './language';
import { moneyString } from './money';
import { paginationQuery } from './pagination';
import { queryInteger } from './query-values';

/** WooCommerce's post statuses we use: only `publish` is shown to shoppers. */
export const productStatusSchema = z.enum(['publish', 'draft', 'private']);
export type ProductStatus = z.infer<typeof productStatusSchema>;

/** Default page size when `per_page` is absent, as WooCommerce. The shop asks for 50 per category. */
export const PRODUCTS_DEFAULT_PER_PAGE = 10;

/** GET /api/v1/products query (spec §7: stock_status, status, category id, page, per_page). */
export const productListQuerySchema = z.object({
  category: queryInteger.pipe(z.number().int().positive()).optional(),
  stock_status: stockStatusSchema.optional(),
  status: productStatusSchema.default('publish'),
  ...paginationQuery(PRODUCTS_DEFAULT_PER_PAGE),
  ...contentLanguageQuery,
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

/** GET /api/v1/products/{id} query: the common params are accepted; they do not filter one product. */
export const productQuerySchema = z.object({
  stock_status: stockStatusSchema.optional(),
  status: productStatusSchema.optional(),
  ...contentLanguageQuery,
});

export const productParamsSchema = z.strictObject({
  id: queryInteger.pipe(z.number().int().positive()),
});

/**
 * A product as the API writes it: WooCommerce field names, the shop's ACF groups, amounts as
 * two-decimal strings. `price` is one daily pill for a month.
 */
export const productResponseSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  slug: z.string(),
  status: productStatusSchema,
  price: moneyString,
  regular_price: moneyString,
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  stock_status: stockStatusSchema,
  related_ids: z.array(z.number().int().positive()),
  acf: z.object({
    minmax_no_of_pills: z.object({
      min_no_of_pills: z.number().int().nonnegative(),
      max_no_of_pills: z.number().int().nonnegative(),
    }),
    standard_dose_amount: z.object({
      standard_dose_am: z.number().int().nonnegative(),
      standard_dose_pm: z.number().int().nonnegative(),
    }),
    manufacturer: z.string(),
  }),
  description: z.string(),
  /** Health Canada Natural Product Number; null for accessories. */
  npn: z.string().nullable(),
  allergens: z.array(allergenSchema),
  diet: z.object({ vegan: z.boolean(), vegetarian: z.boolean() }),
  /** Amount of each nutrient in one pill, units in the key (catalog NUTRIENT_KEYS). */
  nutrients: nutrientAmountsSchema,
  /** Ingredient keys (main one first): what the safety rules match on, so the cart can re-run them. */
  ingredients: z.array(z.string()),
});
export type ProductResponse = z.infer<typeof productResponseSchema>;

export const productListResponseSchema = z.array(productResponseSchema);
