import { PAGINATION_HEADERS } from '@maplepack/api-contract';
import { ApiError, CLIENT_ERROR_CODES, GENERIC_ERROR_MESSAGE } from './api-error';
import { type Received } from './http';

/** One page of a collection with WooCommerce's counts (X-WP-Total, X-WP-TotalPages). */
export interface Paged<T> {
  readonly items: T[];
  /** Items in the whole collection, every page. */
  readonly total: number;
  /** Pages at the requested page size; 0 when the collection is empty. */
  readonly totalPages: number;
}

function countHeader(received: Received<unknown>, name: string): number {
  const text = received.headers.get(name);
  if (text !== null && /^\d+$/.test(text.trim())) return Number(text.trim());
  // The contract promises the counts; a page without them cannot be paged through safely.
  throw new ApiError(received.status, CLIENT_ERROR_CODES.responseInvalid, GENERIC_ERROR_MESSAGE, {
    header: name,
    value: text,
  });
}

/** The page with its counts read from the pagination headers; missing counts are 'response.invalid'. */
export function pagedFrom<T>(received: Received<T[]>): Paged<T> {
  return {
    items: received.data,
    total: countHeader(received, PAGINATION_HEADERS.total),
    totalPages: countHeader(received, PAGINATION_HEADERS.totalPages),
  };
}
