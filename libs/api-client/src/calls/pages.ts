import {
  pageListQuerySchema,
  pageListResponseSchema,
  pageParamsSchema,
  pageQuerySchema,
  pageResponseSchema,
  type PageResponse,
} from '@maplepack/api-contract';
import { type CallOptions, type Http } from '../http';

export function pageCalls(http: Http) {
  return {
    /** GET /pages?slug= as WordPress answers: a list, empty when no page has the slug. */
    async list(slug: string, options?: CallOptions): Promise<PageResponse[]> {
      const received = await http(
        {
          method: 'GET',
          path: 'pages',
          response: pageListResponseSchema,
          query: { schema: pageListQuerySchema, value: { slug } },
          contentLanguage: true,
        },
        options,
      );
      return received.data;
    },

    /** GET /pages/{slug}; an unknown slug is ApiError 404 'This page could not be found'. */
    async get(slug: string, options?: CallOptions): Promise<PageResponse> {
      const received = await http(
        {
          method: 'GET',
          path: `pages/${encodeURIComponent(slug)}`,
          response: pageResponseSchema,
          params: { schema: pageParamsSchema, value: { slug } },
          query: { schema: pageQuerySchema, value: {} },
          contentLanguage: true,
        },
        options,
      );
      return received.data;
    },
  };
}
