import { type ApiClient } from '@maplepack/api-client';

/**
 * The app's api client, loaded on first use: it brings ky, the contract schemas and zod, which the
 * first paint does not need (issue 6: home route ≤ 90 KB gzip). Modules that run at start-up call
 * this instead of importing ./api; page chunks may import ./api directly.
 */
export function loadApi(): Promise<ApiClient> {
  return import('./api').then(({ api }) => api);
}
