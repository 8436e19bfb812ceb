import { categoryById, type Product } from '@maplepack/catalog';
import { formatMoney } from '@maplepack/pricing';

function pills(count: number): string {
  return `${count} ${count === 1 ? 'pill' : 'pills'}`;
}

/** 'Morning 1 pill, evening 0 pills': the standard daily dose. */
export function standardDoseText(product: Pick<Product, 'standardDose'>): string {
  return `Morning ${pills(product.standardDose.am)}, evening ${pills(product.standardDose.pm)}`;
}

/** '$4.50 / month': the price of one daily pill for a month (spec §3), formatted by pricing. */
export function monthlyPriceText(product: Pick<Product, 'priceCents'>): string {
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
