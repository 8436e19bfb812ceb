import { plural, t } from '@lingui/core/macro';
import {
  ALL_CATEGORIES_TAB,
  ALL_CATEGORIES_TAB_FR,
  CATEGORY_IDS,
  CATEGORY_NAMES_FR,
  categoryById,
  type Category,
  type Product,
} from '@maplepack/catalog';
import { i18n } from '../../lib/i18n/i18n';
import { moneyText } from '../../lib/i18n/money';

// These read the page's language from the app's message reader (lib/i18n): the components that show
// them follow the language with useLingui, so they render again after a switch.

function pills(count: number): string {
  return plural(count, { one: '# pill', other: '# pills' });
}

/** 'Morning 1 pill, evening 0 pills': the standard daily dose. */
export function standardDoseText(product: Pick<Product, 'standardDose'>): string {
  const morning = pills(product.standardDose.am);
  const evening = pills(product.standardDose.pm);
  return t`Morning ${morning}, evening ${evening}`;
}

/**
 * Accessories (the box, the split pack) are packaging, not pills: no dose is shown for them, though
 * the catalogue gives them a dose of 1 so a cart line holds one.
 */
export function isPackaging(product: Pick<Product, 'categories'>): boolean {
  return product.categories.some((category) => category.id === CATEGORY_IDS.accessories);
}

/** The dose line of a card or page: the standard dose, or null for packaging. */
export function doseLineText(product: Pick<Product, 'standardDose' | 'categories'>): string | null {
  if (isPackaging(product)) return null;
  const dose = standardDoseText(product);
  return t`Standard dose: ${dose}`;
}

/** What is said instead of a $0 price: the box comes with every order. */
export function includedText(): string {
  return t`Included with every order`;
}

/** '$4.50 / month': the price of one daily pill for a month (spec §3); a free accessory is "included". */
export function monthlyPriceText(
  product: Pick<Product, 'priceCents'> & Partial<Pick<Product, 'categories'>>,
): string {
  if (
    product.priceCents === 0 &&
    product.categories !== undefined &&
    isPackaging({ categories: product.categories })
  )
    return includedText();
  const price = moneyText(product.priceCents);
  return t`${price} / month`;
}

/** The product's first known category: its chip, colour and the category segment of its link. */
export function primaryCategory(product: Pick<Product, 'categories'>) {
  for (const { id } of product.categories) {
    const category = categoryById(id);
    if (category !== undefined) return category;
  }
  return undefined;
}

/** A category's tab and chip name in the page's language ('All' for the tab without a category). */
export function categoryName(category: Pick<Category, 'id' | 'name'> | undefined): string {
  if (category === undefined) return (i18n.locale === 'fr' ? ALL_CATEGORIES_TAB_FR : ALL_CATEGORIES_TAB).name;
  return i18n.locale === 'fr' ? CATEGORY_NAMES_FR[category.id] : category.name;
}

/** /products/{category}/{id}, or /products/{id} for a product without a known category. */
export function productHref(product: Pick<Product, 'id' | 'categories'>): string {
  const category = primaryCategory(product);
  return category === undefined ? `/products/${product.id}` : `/products/${category.slug}/${product.id}`;
}
