import { z } from 'zod';
import type { NutrientAmounts, NutrientKey, Product } from '@maplepack/catalog';

/** One product of a pack with its daily pills: morning and evening. */
export const packItemSchema = z.object({
  productId: z.number().int().positive(),
  am: z.number().int().nonnegative(),
  pm: z.number().int().nonnegative(),
});
export type PackItem = z.infer<typeof packItemSchema>;

export type ProductLookup = ReadonlyMap<number, Product>;

export function productLookup(catalogue: readonly Product[]): ProductLookup {
  return new Map(catalogue.map((product) => [product.id, product]));
}

export function dailyPills(item: Pick<PackItem, 'am' | 'pm'>): number {
  return item.am + item.pm;
}

/** Daily amount of each nutrient across the pack: per-pill amount × (am + pm), summed. */
export function nutrientTotals(pack: readonly PackItem[], products: ProductLookup): NutrientAmounts {
  const totals: NutrientAmounts = {};
  for (const item of pack) {
    const product = products.get(item.productId);
    if (!product) continue;
    const pills = dailyPills(item);
    for (const [key, perPill] of Object.entries(product.nutrientsPerPill) as [NutrientKey, number][]) {
      totals[key] = (totals[key] ?? 0) + perPill * pills;
    }
  }
  return totals;
}

export function hasIngredient(
  product: Pick<Product, 'ingredients'>,
  ingredients: readonly string[],
): boolean {
  return product.ingredients.some((ingredient) => ingredients.includes(ingredient));
}
