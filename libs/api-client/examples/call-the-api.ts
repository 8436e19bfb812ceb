import { createApiClient, isApiError } from '@maplepack/api-client';

// A stand-in for the shop API (any fetch works: the global one, a test double, a server-side client).
const fakeFetch: typeof fetch = async (input) => {
  const url = new Request(input).url;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (url.endsWith('/api/v1/categories')) {
    return json(200, [{ id: 46, name: 'Vitamins', slug: 'vitamin', color: '#b5522b', count: 12 }]);
  }
  if (url.endsWith('/api/v1/taxes')) return json(200, [{ rate: 'thirteen' }]);
  return json(404, { error: { code: 'route.not-found', message: 'Page not found' } });
};

const api = createApiClient({ baseUrl: 'https://shop.example', fetch: fakeFetch });

async function main() {
  // Every response is parsed with the contract's schema before the caller sees it.
  console.log(await api.categories.list());
  for (const call of [() => api.taxes.list(), () => api.pages.get('no-such-page')]) {
    try {
      await call();
    } catch (error) {
      // Every failure is an ApiError: the HTTP status, a code, a message a person may read.
      if (isApiError(error)) console.log(error.status, error.code, error.message);
    }
  }
}

export const finished = main();
