import { isApiError } from '@maplepack/api-client';

/** One remote thing as a page sees it. `notFound` tells an unknown id from a failed load. */
export type LoadState<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly notFound: boolean };

export function failedLoad(error: unknown): { status: 'error'; notFound: boolean } {
  return { status: 'error', notFound: isApiError(error) && error.status === 404 };
}
