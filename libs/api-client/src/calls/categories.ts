import {
  categoryListQuerySchema,
  categoryListResponseSchema,
  type CategoryResponse,
} from '@maplepack/api-contract';
import { type CallOptions, type Http } from '../http';

export function categoryCalls(http: Http) {
  return {
    /** GET /categories: every category in tab order with its count of published products. */
    async list(options?: CallOptions): Promise<CategoryResponse[]> {
      const received = await http(
        {
          method: 'GET',
          path: 'categories',
          response: categoryListResponseSchema,
          query: { schema: categoryListQuerySchema, value: {} },
          contentLanguage: true,
        },
        options,
      );
      return received.data;
    },
  };
}
