import { type AdminProductBody } from '@maplepack/api-client';
import { adminProductUpdateSchema, type AdminProduct } from '@maplepack/api-contract';
import { NUTRIENT_KEYS, type NutrientKey } from '@maplepack/catalog';
import { CATALOGUE_TEXT } from './catalogue-text';

/** The edit form's state: what the inputs hold (numbers as typed, so a half-typed value is kept). */
export interface ProductDraft {
  name: string;
  name_fr: string;
  description: string;
  description_fr: string;
  status: AdminProduct['status'];
  price: string;
  stock_status: AdminProduct['stock_status'];
  dose_am: string;
  dose_pm: string;
  min_pills: string;
  max_pills: string;
  npn: string;
  allergens: AdminProduct['allergens'];
  vegan: boolean;
  vegetarian: boolean;
  nutrients: Partial<Record<NutrientKey, string>>;
  /** Ticked categories: the product's own in their order, then those ticked since (see the contract). */
  category_ids: number[];
}

export type DraftErrors = Partial<Record<string, string>>;

export function draftOf(product: AdminProduct): ProductDraft {
  return {
    name: product.name,
    name_fr: product.name_fr,
    description: product.description,
    description_fr: product.description_fr,
    status: product.status,
    price: product.price,
    stock_status: product.stock_status,
    dose_am: String(product.dose_am),
    dose_pm: String(product.dose_pm),
    min_pills: String(product.min_pills),
    max_pills: String(product.max_pills),
    npn: product.npn ?? '',
    allergens: product.allergens,
    vegan: product.vegan,
    vegetarian: product.vegetarian,
    nutrients: Object.fromEntries(
      Object.entries(product.nutrients).map(([key, amount]) => [key, String(amount)]),
    ),
    category_ids: product.categories.map((category) => category.id),
  };
}

/** A typed number, or NaN for text that is not one ('' is NaN too: every pill count is required). */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text.trim()));

/**
 * The body the API takes, checked with the contract's own schema (the server checks it again, and the
 * domain rules — doses, upper limits — only there): the body, or the first message per field.
 */
export function checkDraft(draft: ProductDraft): { body: AdminProductBody } | { errors: DraftErrors } {
  const nutrients: Partial<Record<NutrientKey, number>> = {};
  const errors: DraftErrors = {};
  for (const key of NUTRIENT_KEYS) {
    const text = draft.nutrients[key]?.trim() ?? '';
    if (text === '') continue;
    const amount = Number(text);
    if (Number.isNaN(amount)) errors[`nutrients.${key}`] = CATALOGUE_TEXT.edit.notNumber;
    else nutrients[key] = amount;
  }
  const body = {
    name: draft.name,
    name_fr: draft.name_fr,
    description: draft.description,
    description_fr: draft.description_fr,
    status: draft.status,
    price: draft.price.trim(),
    stock_status: draft.stock_status,
    dose_am: numberOf(draft.dose_am),
    dose_pm: numberOf(draft.dose_pm),
    min_pills: numberOf(draft.min_pills),
    max_pills: numberOf(draft.max_pills),
    npn: draft.npn.trim() === '' ? null : draft.npn.trim(),
    allergens: draft.allergens,
    vegan: draft.vegan,
    vegetarian: draft.vegetarian,
    nutrients,
    category_ids: draft.category_ids,
  };
  const parsed = adminProductUpdateSchema.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      // The categories' messages (none, unknown, twice) show once, beside the fieldset.
      const field = issue.path[0] === 'category_ids' ? 'category_ids' : issue.path.join('.');
      const message =
        issue.code === 'invalid_type' && issue.expected === 'number'
          ? CATALOGUE_TEXT.edit.notNumber
          : issue.message;
      errors[field] ??= message;
    }
  if (Object.keys(errors).length > 0) return { errors };
  return { body };
}
