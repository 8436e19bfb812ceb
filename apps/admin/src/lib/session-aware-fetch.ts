import { ADMIN_ERROR_CODES } from '@maplepack/api-contract';

/**
 * fetch that tells `onSessionEnded` when an answer is 401 admin.required: the staff session ended
 * (30 minutes idle, 12 hours at most, or signed out in another tab). One place for every call, so no
 * page forgets it. The session calls themselves are left out: their 401 is the sign-in's own business.
 */
export function sessionAwareFetch(
  fetchOnce: typeof globalThis.fetch,
  onSessionEnded: () => void,
): typeof globalThis.fetch {
  return async (input, init) => {
    const response = await fetchOnce(input, init);
    if (response.status !== 401) return response;
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (new URL(url, 'http://localhost').pathname.startsWith('/api/v1/admin/session')) return response;
    try {
      const body = (await response.clone().json()) as { error?: { code?: unknown } };
      if (body.error?.code === ADMIN_ERROR_CODES.required) onSessionEnded();
    } catch {
      // Not the API's error body: not a session that ended.
    }
    return response;
  };
}
