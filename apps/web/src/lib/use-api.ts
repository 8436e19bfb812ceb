import { type ApiClient } from '@maplepack/api-client';
import { useEffect, useState } from 'react';
import { loadApi } from './load-api';

/**
 * The api client for a page, from the chunk the session restore loads at start-up (the guard waits for
 * the session on the pages that use this), rather than a static path to ky, the contract schemas and
 * zod from the page's own chunk. Null for the moment before the chunk has arrived.
 */
export function useApi(): ApiClient | null {
  const [api, setApi] = useState<ApiClient | null>(null);
  useEffect(() => {
    let current = true;
    void loadApi().then((client) => current && setApi(client));
    return () => {
      current = false;
    };
  }, []);
  return api;
}
