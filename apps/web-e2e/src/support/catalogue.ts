import { type ProductResponse, productResponseSchema } from '@maplepack/api-contract';
import { type Category } from '@maplepack/catalog';
import { parseMoney } from '@maplepack/pricing';
import { type APIRequestContext, expect } from '@playwright/test';

/**
 * In-stock, published products of a category as the seeded API serves them (spec §7 common params),
 * parsed with the contract schema, so specs pick real products rather than hard-coded ids.
 */
export async function inStockProducts(
  request: APIRequestContext,
  category: Category,
): Promise<ProductResponse[]> {
  const response = await request.get('/api/v1/products', {
    params: { category: category.id, stock_status: 'instock', status: 'publish', per_page: 50 },
  });
  expect(response.ok(), `GET /api/v1/products?category=${category.id}`).toBe(true);
  return productResponseSchema.array().parse(await response.json());
}

/** The first in-stock product of a category; fails the test when the seed has none. */
export async function firstInStockProduct(
  request: APIRequestContext,
  category: Category,
): Promise<ProductResponse> {
  const [product] = await inStockProducts(request, category);
  if (product === undefined) throw new Error(`the seed has no in-stock product in ${category.slug}`);
  return product;
}

/** Integer cents of an API amount ("4.50" → 450); fails loudly on a malformed one. */
export function centsOf(amount: string): number {
  const parsed = parseMoney(amount);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.amountCents;
}

/** Every product of a category, in stock or not (to check that the shop hides the others). */
export async function allProducts(
  request: APIRequestContext,
  category: Category,
): Promise<ProductResponse[]> {
  const response = await request.get('/api/v1/products', {
    params: { category: category.id, per_page: 100 },
  });
  expect(response.ok()).toBe(true);
  return productResponseSchema.array().parse(await response.json());
}

/** The product's related products that are in stock: the ones its page may show (spec §3, §4). */
export async function relatedInStock(
  request: APIRequestContext,
  product: ProductResponse,
): Promise<ProductResponse[]> {
  const related: ProductResponse[] = [];
  for (const id of product.related_ids) {
    const response = await request.get(`/api/v1/products/${id}`);
    if (!response.ok()) continue;
    const other = productResponseSchema.parse(await response.json());
    if (other.stock_status === 'instock' && other.status === 'publish') related.push(other);
  }
  return related;
}
