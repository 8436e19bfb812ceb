import { z } from 'zod';
import { categoryIdSchema } from './category-schema';
import { nutrientAmountsSchema } from './nutrients';

export const stockStatusSchema = z.enum(['instock', 'outofstock', 'onbackorder']);
export type StockStatus = z.infer<typeof stockStatusSchema>;

/** Allergens a person can report in the assessment (spec §3 option sets). */
export const allergenSchema = z.enum([
  'dairy',
  'fish',
  'shellfish',
  'gelatin',
  'egg',
  'corn',
  'soy',
  'wheat',
  'gluten',
  'nuts',
]);
export type Allergen = z.infer<typeof allergenSchema>;

const count = z.number().int().nonnegative();

/**
 * A product as the domain sees it. Money is integer cents: `priceCents` is the price of one daily
 * pill for a month, so a line costs priceCents × (am + pm).
 */
export const productSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string().min(1),
  priceCents: count,
  categories: z.array(z.object({ id: categoryIdSchema, name: z.string() })),
  stockStatus: stockStatusSchema,
  relatedIds: z.array(z.number().int().positive()),
  /** Standard daily dose in pills: morning and evening. */
  standardDose: z.object({ am: count, pm: count }),
  /** Allowed daily pills (am + pm) for this product. */
  pills: z.object({ min: count, max: count }),
  manufacturer: z.string(),
  description: z.string().default(''),
  /** Health Canada Natural Product Number: 8 digits; accessories have none. */
  npn: z
    .string()
    .regex(/^\d{8}$/, 'An NPN has 8 digits.')
    .optional(),
  nutrientsPerPill: nutrientAmountsSchema.default({}),
  allergens: z.array(allergenSchema).default([]),
  diet: z
    .object({ vegan: z.boolean(), vegetarian: z.boolean() })
    .default({ vegan: false, vegetarian: false }),
  /** Free-text active ingredient keys (e.g. 'st-johns-wort') the safety rules match on. */
  ingredients: z.array(z.string()).default([]),
});
export type Product = z.infer<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;

export function isInStock(product: Pick<Product, 'stockStatus'>): boolean {
  return product.stockStatus === 'instock';
}

export function categoryIdsOf(product: Pick<Product, 'categories'>): number[] {
  return product.categories.map((category) => category.id);
}
