import {
  categoryById,
  type Allergen,
  type CategoryId,
  type NutrientAmounts,
  type Product,
  type StockStatus,
} from '@maplepack/catalog';
import { type IngredientKey } from './ingredients';

/** How a product fits a diet; one word so that "vegan but not vegetarian" cannot be written. */
export type DietLabel = 'vegan' | 'vegetarian' | 'neither';

/** The compact form the catalogue files are written in; `defineProduct` expands it. */
export interface CatalogueEntry {
  readonly id: number;
  readonly name: string;
  readonly slug: string;
  /** CAD cents for one daily pill for a month. */
  readonly priceCents: number;
  /** First id is the product's home category. */
  readonly categoryIds: readonly [CategoryId, ...CategoryId[]];
  readonly stockStatus?: StockStatus;
  readonly relatedIds: readonly number[];
  /** Standard daily pills: [morning, evening]. */
  readonly dose: readonly [am: number, pm: number];
  /** Allowed daily pills: [min, max]. */
  readonly pills: readonly [min: number, max: number];
  readonly manufacturer: string;
  readonly description: string;
  readonly npn?: string;
  readonly nutrients?: NutrientAmounts;
  readonly allergens?: readonly Allergen[];
  readonly diet: DietLabel;
  readonly ingredients: readonly IngredientKey[];
}

/**
 * Expands a catalogue entry into a `Product`. Category names come from the catalog lib so a tab
 * label is never spelled twice. Throws on an unknown category id, a broken invariant of the data.
 */
export function defineProduct(entry: CatalogueEntry): Product {
  return {
    id: entry.id,
    name: entry.name,
    slug: entry.slug,
    priceCents: entry.priceCents,
    categories: entry.categoryIds.map((id) => {
      const category = categoryById(id);
      if (!category) throw new Error(`Product ${entry.id}: unknown category ${id}`);
      return { id: category.id, name: category.name };
    }),
    stockStatus: entry.stockStatus ?? 'instock',
    relatedIds: [...entry.relatedIds],
    standardDose: { am: entry.dose[0], pm: entry.dose[1] },
    pills: { min: entry.pills[0], max: entry.pills[1] },
    manufacturer: entry.manufacturer,
    description: entry.description,
    ...(entry.npn === undefined ? {} : { npn: entry.npn }),
    nutrientsPerPill: { ...entry.nutrients },
    allergens: [...(entry.allergens ?? [])],
    diet: { vegan: entry.diet === 'vegan', vegetarian: entry.diet !== 'neither' },
    ingredients: [...entry.ingredients],
  };
}
