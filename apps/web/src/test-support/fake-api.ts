// A fake /api/v1 for the web app's tests: replaces globalThis.fetch (which app/api.ts looks up per
// call), so the real api client, its contract checks and the loader queue all run.
import { type PageSlug } from '@maplepack/api-contract';

export interface FakeResponse {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export interface FakeRequest {
  method: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export type FakeHandler = (request: FakeRequest) => FakeResponse | Promise<FakeResponse> | undefined;

export interface FakeApi {
  /** Every request made, in order. */
  readonly requests: FakeRequest[];
  /** Requests whose path (below the origin) is `path`, e.g. '/api/v1/products'. */
  requestsTo(path: string): FakeRequest[];
}

const notFound: FakeResponse = {
  status: 404,
  body: { error: { code: 'not-found', message: 'This page could not be found' } },
};

/** Installs `handler` as the API; unhandled requests answer the API's JSON 404. Undo: jest.restoreAllMocks(). */
export function installFakeApi(handler: FakeHandler): FakeApi {
  const requests: FakeRequest[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.text();
    const recorded: FakeRequest = {
      method: request.method,
      url: new URL(request.url),
      body: text === '' ? undefined : JSON.parse(text),
      headers: request.headers,
    };
    requests.push(recorded);
    const answer = (await handler(recorded)) ?? notFound;
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  return { requests, requestsTo: (path) => requests.filter((request) => request.url.pathname === path) };
}

/** A content page response as GET /api/v1/pages/{slug} answers it. */
export function pageResponse(slug: PageSlug, acf: Record<string, unknown>): FakeResponse {
  return { body: { id: 1, slug, title: { rendered: slug }, modified: '2026-11-01T00:00:00.000Z', acf } };
}

/** A product list page with WooCommerce's counts. */
export function productListResponse(items: unknown[], total: number, totalPages: number): FakeResponse {
  return { body: items, headers: { 'x-wp-total': String(total), 'x-wp-totalpages': String(totalPages) } };
}
