import {
  adminCouponListQuerySchema,
  adminCouponListResponseSchema,
  adminCouponParamsSchema,
  adminCouponRequestSchema,
  adminCouponSchema,
  adminProductListQuerySchema,
  adminProductListResponseSchema,
  adminProductParamsSchema,
  adminProductSchema,
  adminProductUpdateSchema,
  type AdminCoupon,
  type AdminCouponListResponse,
  type AdminProduct,
  type AdminProductListResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type AdminProductListParams = z.input<typeof adminProductListQuerySchema>;
export type AdminProductBody = z.input<typeof adminProductUpdateSchema>;
export type AdminCouponListParams = z.input<typeof adminCouponListQuerySchema>;
export type AdminCouponBody = z.input<typeof adminCouponRequestSchema>;

const productPath = (id: number) => `admin/products/${encodeURIComponent(String(id))}`;
const idParams = (id: number) => ({ schema: adminProductParamsSchema, value: { id } });
const couponPath = (id: number) => `admin/coupons/${encodeURIComponent(String(id))}`;
const couponParams = (id: number) => ({ schema: adminCouponParamsSchema, value: { id } });

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

    /** GET /admin/coupons: search by code or description, by type, one page. */
    async coupons(
      query: AdminCouponListParams = {},
      options?: CallOptions,
    ): Promise<AdminCouponListResponse> {
      const value = Object.fromEntries(
        Object.entries(query).filter(([, v]) => v !== undefined && v !== ''),
      ) as AdminCouponListParams;
      const received = await http(
        {
          method: 'GET',
          path: 'admin/coupons',
          response: adminCouponListResponseSchema,
          query: { schema: adminCouponListQuerySchema, value },
        },
        options,
      );
      return received.data;
    },

    /** GET /admin/coupons/{id} */
    async coupon(id: number, options?: CallOptions): Promise<AdminCoupon> {
      const received = await http(
        { method: 'GET', path: couponPath(id), response: adminCouponSchema, params: couponParams(id) },
        options,
      );
      return received.data;
    },

    /** POST /admin/coupons (no id) or PUT /admin/coupons/{id}: the whole coupon; ApiError 400 with the pricing lib's words. */
    async saveCoupon(id: number | null, body: AdminCouponBody, options?: CallOptions): Promise<AdminCoupon> {
      const received = await http(
        id === null
          ? {
              method: 'POST',
              path: 'admin/coupons',
              response: adminCouponSchema,
              body: { schema: adminCouponRequestSchema, value: body },
            }
          : {
              method: 'PUT',
              path: couponPath(id),
              response: adminCouponSchema,
              params: couponParams(id),
              body: { schema: adminCouponRequestSchema, value: body },
            },
        options,
      );
      return received.data;
    },
  };
}
