import { type NutrientAmounts, type Allergen } from '@maplepack/catalog';
import { type Language, type ProductResponse } from '@maplepack/api-contract';
import { toDecimalString } from '@maplepack/pricing';
import { type ProductRow } from '../../db/repositories/product-repository';

/** A French text, or the English one while the French is not written (''). */
export const inLanguage = (language: Language, english: string, french: string): string =>
  language === 'fr' && french !== '' ? french : english;

/**
 * A product row as the API writes it (WooCommerce names, ACF groups, two-decimal price), its name,
 * description and category names in `language`.
 */
export function toProductResponse(row: ProductRow, language: Language = 'en'): ProductResponse {
  const price = toDecimalString(row.priceCents);
  return {
    id: row.id,
    name: inLanguage(language, row.name, row.nameFr),
    slug: row.slug,
    status: row.status,
    price,
    regular_price: price,
    categories: row.categories.map(({ id, name, nameFr }) => ({
      id,
      name: inLanguage(language, name, nameFr),
    })),
    stock_status: row.stockStatus,
    related_ids: row.relatedIds,
    acf: {
      minmax_no_of_pills: { min_no_of_pills: row.minPills, max_no_of_pills: row.maxPills },
      standard_dose_amount: { standard_dose_am: row.standardDoseAm, standard_dose_pm: row.standardDosePm },
      manufacturer: row.manufacturer,
    },
    description: inLanguage(language, row.description, row.descriptionFr),
    npn: row.npn,
    allergens: row.allergens as Allergen[],
    diet: { vegan: row.vegan, vegetarian: row.vegetarian },
    nutrients: row.nutrients as NutrientAmounts,
    ingredients: row.ingredients,
  };
}
