import {
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductParamsSchema,
  adminProductSchema,
  adminProductUpdateSchema,
  type AdminProduct,
  type AdminProductListResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type AdminProductListParams = z.input<typeof adminProductListQuerySchema>;
export type AdminProductBody = z.input<typeof adminProductUpdateSchema>;

const productPath = (id: number) => `admin/products/${encodeURIComponent(String(id))}`;
const idParams = (id: number) => ({ schema: adminProductParamsSchema, value: { id } });

/** The back office's catalogue calls (/api/v1/admin/products, the catalogue role). */
export function adminCatalogueCalls(http: Http) {
  return {
    /** GET /admin/products: search, category, status and stock filters, one page. */
    async products(
      query: AdminProductListParams = {},
      options?: CallOptions,
    ): Promise<AdminProductListResponse> {
      const value = Object.fromEntries(
        Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
      ) as AdminProductListParams;
      const received = await http(
        {
          method: 'GET',
          path: 'admin/products',
          response: adminProductListResponseSchema,
          query: { schema: adminProductListQuerySchema, value },
        },
        options,
      );
      return received.data;
    },

    /** GET /admin/products/{id}: every field staff edit. */
    async product(id: number, options?: CallOptions): Promise<AdminProduct> {
      const received = await http(
        { method: 'GET', path: productPath(id), response: adminProductSchema, params: idParams(id) },
        options,
      );
      return received.data;
    },

    /** PUT /admin/products/{id}: the whole editable product; ApiError 400 with the rule's words when refused. */
    async saveProduct(id: number, body: AdminProductBody, options?: CallOptions): Promise<AdminProduct> {
      const received = await http(
        {
          method: 'PUT',
          path: productPath(id),
          response: adminProductSchema,
          params: idParams(id),
          body: { schema: adminProductUpdateSchema, value: body },
        },
        options,
      );
      return received.data;
    },
  };
}
