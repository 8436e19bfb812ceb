import { type ProductResponse } from '@maplepack/api-contract';
import { parseProduct, type Product } from '@maplepack/catalog';
import { parseMoney } from '@maplepack/pricing';

/**
 * The domain product for an API product: price to integer cents, ACF groups to doses and pill
 * limits. Null when the catalogue rules reject it (an unknown category, a malformed NPN or price):
 * such a product is not shown, as a product that fails to load is not (spec §4). The cart, the
 * catalogue and the plan editor all see products through this one mapping.
 */
export function productFromResponse(response: ProductResponse): Product | null {
  const price = parseMoney(response.price);
  if (!price.ok) return null;
  const parsed = parseProduct({
    id: response.id,
    name: response.name,
    slug: response.slug,
    priceCents: price.amountCents,
    categories: response.categories,
    stockStatus: response.stock_status,
    relatedIds: response.related_ids,
    standardDose: {
      am: response.acf.standard_dose_amount.standard_dose_am,
      pm: response.acf.standard_dose_amount.standard_dose_pm,
    },
    pills: {
      min: response.acf.minmax_no_of_pills.min_no_of_pills,
      max: response.acf.minmax_no_of_pills.max_no_of_pills,
    },
    manufacturer: response.acf.manufacturer,
    description: response.description,
    ...(response.npn === null ? {} : { npn: response.npn }),
    nutrientsPerPill: response.nutrients,
    allergens: response.allergens,
    diet: response.diet,
    ingredients: response.ingredients,
  });
  return parsed.ok ? parsed.product : null;
}
