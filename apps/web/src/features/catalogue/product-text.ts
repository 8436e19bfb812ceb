import { CATEGORY_IDS, categoryById, type Product } from '@maplepack/catalog';
import { formatMoney } from '@maplepack/pricing';

function pills(count: number): string {
  return `${count} ${count === 1 ? 'pill' : 'pills'}`;
}

/** 'Morning 1 pill, evening 0 pills': the standard daily dose. */
export function standardDoseText(product: Pick<Product, 'standardDose'>): string {
  return `Morning ${pills(product.standardDose.am)}, evening ${pills(product.standardDose.pm)}`;
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
  return isPackaging(product) ? null : `Standard dose: ${standardDoseText(product)}`;
}

/** What is said instead of a $0 price: the box comes with every order. */
export const INCLUDED_TEXT = 'Included with every order';

/** '$4.50 / month': the price of one daily pill for a month (spec §3); a free accessory is "included". */
export function monthlyPriceText(
  product: Pick<Product, 'priceCents'> & Partial<Pick<Product, 'categories'>>,
): string {
  if (
    product.priceCents === 0 &&
    product.categories !== undefined &&
    isPackaging({ categories: product.categories })
  )
    return INCLUDED_TEXT;
  return `${formatMoney(product.priceCents)} / month`;
}

/** The product's first known category: its chip, colour and the category segment of its link. */
export function primaryCategory(product: Pick<Product, 'categories'>) {
  for (const { id } of product.categories) {
    const category = categoryById(id);
    if (category !== undefined) return category;
  }
  return undefined;
}

/** /products/{category}/{id}, or /products/{id} for a product without a known category. */
export function productHref(product: Pick<Product, 'id' | 'categories'>): string {
  const category = primaryCategory(product);
  return category === undefined ? `/products/${product.id}` : `/products/${category.slug}/${product.id}`;
}
