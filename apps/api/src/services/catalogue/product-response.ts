import { type NutrientAmounts, type Allergen } from '@maplepack/catalog';
import { type ProductResponse } from '@maplepack/api-contract';
import { toDecimalString } from '@maplepack/pricing';
import { type ProductRow } from '../../db/repositories/product-repository';

/** A product row as the API writes it (WooCommerce names, ACF groups, two-decimal price). */
export function toProductResponse(row: ProductRow): ProductResponse {
  const price = toDecimalString(row.priceCents);
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    status: row.status,
    price,
    regular_price: price,
    categories: row.categories,
    stock_status: row.stockStatus,
    related_ids: row.relatedIds,
    acf: {
      minmax_no_of_pills: { min_no_of_pills: row.minPills, max_no_of_pills: row.maxPills },
      standard_dose_amount: { standard_dose_am: row.standardDoseAm, standard_dose_pm: row.standardDosePm },
      manufacturer: row.manufacturer,
    },
    description: row.description,
    npn: row.npn,
    allergens: row.allergens as Allergen[],
    diet: { vegan: row.vegan, vegetarian: row.vegetarian },
    nutrients: row.nutrients as NutrientAmounts,
    ingredients: row.ingredients,
  };
}
