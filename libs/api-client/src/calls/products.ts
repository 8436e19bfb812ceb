import {
  productListQuerySchema,
  productListResponseSchema,
  productParamsSchema,
  productQuerySchema,
  productResponseSchema,
  type ProductResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';
import { pagedFrom, type Paged } from '../paged';

/** Spec §7: every product call sends the common params unless the caller overrides them. */
export const PRODUCT_COMMON_PARAMS = { stock_status: 'instock', status: 'publish' } as const;

export type ProductListParams = z.input<typeof productListQuerySchema>;
export type ProductParams = z.input<typeof productQuerySchema>;

export function productCalls(http: Http) {
  return {
    /** GET /products: one page (category, page, per_page) with X-WP-Total and X-WP-TotalPages. */
    async list(query: ProductListParams = {}, options?: CallOptions): Promise<Paged<ProductResponse>> {
      const received = await http(
        {
          method: 'GET',
          path: 'products',
          response: productListResponseSchema,
          query: { schema: productListQuerySchema, value: { ...PRODUCT_COMMON_PARAMS, ...query } },
          contentLanguage: true,
        },
        options,
      );
      return pagedFrom(received);
    },

    /** GET /products/{id}; a product that does not exist is ApiError 404 'product.not-found'. */
    async get(id: number, query: ProductParams = {}, options?: CallOptions): Promise<ProductResponse> {
      const received = await http(
        {
          method: 'GET',
          path: `products/${encodeURIComponent(String(id))}`,
          response: productResponseSchema,
          params: { schema: productParamsSchema, value: { id } },
          query: { schema: productQuerySchema, value: { ...PRODUCT_COMMON_PARAMS, ...query } },
          contentLanguage: true,
        },
        options,
      );
      return received.data;
    },
  };
}
