import {
  allergenSchema,
  CATEGORIES,
  NUTRIENT_KEYS,
  nutrientAmountsSchema,
  stockStatusSchema,
  type CategoryId,
} from '@maplepack/catalog';
import { z } from 'zod';
import { moneyInput, moneyString } from './money';
import { paginationQuery } from './pagination';
import { productStatusSchema } from './products';
import { queryInteger } from './query-values';
import { safeLine, safeString } from './safe-text';

/** The back office's catalogue: products (issue 18, the catalogue role). */
export const ADMIN_CATALOGUE_MESSAGES = {
  productNotFound: 'Product not found.',
  /** A product whose doses or label the domain rules refuse: the rule's own sentence follows. */
  productInvalid: 'This product cannot be saved:',
  productSaved: 'The product was saved.',
  categoryUnknown: 'Choose categories from the shop’s nine categories.',
  categoryNone: 'Choose at least one category.',
  categoryTwice: 'A category is chosen more than once.',
} as const;

export const ADMIN_CATALOGUE_ERROR_CODES = {
  productInvalid: 'admin.product-invalid',
} as const;

/** GET /api/v1/admin/products: `search` matches the name (English or French), slug or NPN. */
export const adminProductListQuerySchema = z.strictObject({
  search: safeLine(200).optional(),
  category: queryInteger.pipe(z.number().int().positive()).optional(),
  status: productStatusSchema.optional(),
  stock_status: stockStatusSchema.optional(),
  ...paginationQuery(50),
});
export type AdminProductListQuery = z.output<typeof adminProductListQuerySchema>;

export const adminProductParamsSchema = z.object({ id: queryInteger.pipe(z.number().int().positive()) });

/** A product as staff edit it: every field the shop stores, both languages, pills and label. */
export const adminProductSchema = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  name_fr: z.string(),
  description: z.string(),
  description_fr: z.string(),
  status: productStatusSchema,
  /** One daily pill for a month. */
  price: moneyString,
  stock_status: stockStatusSchema,
  dose_am: z.number().int().nonnegative(),
  dose_pm: z.number().int().nonnegative(),
  min_pills: z.number().int().nonnegative(),
  max_pills: z.number().int().nonnegative(),
  manufacturer: z.string(),
  npn: z.string().nullable(),
  allergens: z.array(allergenSchema),
  vegan: z.boolean(),
  vegetarian: z.boolean(),
  nutrients: nutrientAmountsSchema,
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  updated_at: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductListResponseSchema = z.object({
  products: z.array(adminProductSchema),
  total: z.number().int().nonnegative(),
  total_pages: z.number().int().nonnegative(),
});
export type AdminProductListResponse = z.infer<typeof adminProductListResponseSchema>;

const pills = z.number().int().min(0).max(20, 'At most 20 pills.');
/** A nutrient per pill: a plain amount, never absurd (no supplement holds a million units a pill). */
// Its keys are the catalogue's nutrients, so it holds at most that many (said for the hardening test).
const nutrientAmounts = nutrientAmountsSchema
  .refine(
    (amounts) => Object.values(amounts).every((amount) => amount === undefined || amount <= 1_000_000),
    'A nutrient amount per pill is at most 1,000,000.',
  )
  .meta({ maxProperties: NUTRIENT_KEYS.length });

const KNOWN_CATEGORY_IDS: readonly number[] = CATEGORIES.map((category) => category.id);

/**
 * A product's categories: the nine of the spec only (staff place products in them, they do not add
 * categories: docs/decisions.md "Categories in the back office"), at least one, each once. The server
 * keeps the order of those the product already had (its first is its home category) and adds new
 * ones after them in the order sent.
 */
const productCategoryIds = z
  .array(
    z
      .number({ error: ADMIN_CATALOGUE_MESSAGES.categoryUnknown })
      .refine((id) => KNOWN_CATEGORY_IDS.includes(id), ADMIN_CATALOGUE_MESSAGES.categoryUnknown)
      .transform((id) => id as CategoryId),
    { error: ADMIN_CATALOGUE_MESSAGES.categoryNone },
  )
  .min(1, ADMIN_CATALOGUE_MESSAGES.categoryNone)
  .max(CATEGORIES.length, ADMIN_CATALOGUE_MESSAGES.categoryTwice)
  .refine((ids) => new Set(ids).size === ids.length, ADMIN_CATALOGUE_MESSAGES.categoryTwice);

/**
 * PUT /api/v1/admin/products/{id}: the whole editable product (the form sends every field). The
 * domain rules (doses within the pills range, the adult upper limits at the most pills a day, the
 * NPN) are checked by the server with the libs, and refused with their message.
 */
export const adminProductUpdateSchema = z.strictObject({
  name: safeLine(200).pipe(z.string().min(1, 'Please enter the English name.')),
  name_fr: safeLine(200),
  description: safeString(20_000),
  description_fr: safeString(20_000),
  status: productStatusSchema,
  price: moneyInput.pipe(z.number().int().min(0).max(100_000, 'A price is at most $1,000.00.')),
  stock_status: stockStatusSchema,
  dose_am: pills,
  dose_pm: pills,
  min_pills: pills,
  max_pills: pills,
  npn: safeLine(8)
    .pipe(z.string().regex(/^(\d{8})?$/, 'An NPN has 8 digits.'))
    .transform((npn) => (npn === '' ? null : npn))
    .nullable(),
  allergens: z.array(allergenSchema).max(20),
  vegan: z.boolean(),
  vegetarian: z.boolean(),
  nutrients: nutrientAmounts,
  category_ids: productCategoryIds,
});
export type AdminProductUpdate = z.output<typeof adminProductUpdateSchema>;
export type AdminProductUpdateInput = z.input<typeof adminProductUpdateSchema>;
