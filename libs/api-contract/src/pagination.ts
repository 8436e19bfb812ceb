import { z } from 'zod';
import { queryInteger } from './query-values';

/** WooCommerce's limit on one page of a collection. */
export const MAX_PER_PAGE = 100;

/** Headers every paged collection answers with, as WooCommerce names them. */
export const PAGINATION_HEADERS = {
  total: 'x-wp-total',
  totalPages: 'x-wp-totalpages',
} as const;

/** `page` (from 1) and `per_page` (1..100) with the resource's default page size. */
export function paginationQuery(defaultPerPage: number) {
  return {
    page: queryInteger.pipe(z.number().int().min(1, 'page starts at 1')).default(1),
    per_page: queryInteger
      .pipe(z.number().int().min(1).max(MAX_PER_PAGE, `per_page must be between 1 and ${MAX_PER_PAGE}`))
      .default(defaultPerPage),
  };
}

/** Pages needed for `total` items, at least 1 when there are items (WooCommerce: 0 for none). */
export function totalPages(total: number, perPage: number): number {
  return Math.ceil(total / perPage);
}
