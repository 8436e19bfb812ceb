import { startCannedServer, type CannedServer } from '../test/canned-server';
import { ApiError } from './api-error';
import { createApiClient } from './create-api-client';
import {
  categoryResponseFixture,
  couponResponseFixture,
  productResponseFixture,
  shippingRateResponseFixture,
  taxRuleResponseFixture,
} from './testing';

let server: CannedServer;

beforeAll(async () => {
  server = await startCannedServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.seen.length = 0;
});

const pageHeaders = (total: number, pages: number) => ({
  'x-wp-total': String(total),
  'x-wp-totalpages': String(pages),
});

/** The ApiError a call rejected with (fails the test when it resolved). */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('createApiClient against an HTTP server', () => {
  it('lists products with the common params, parsed items and the WooCommerce counts', async () => {
    server.answer('GET /api/v1/products', { json: [productResponseFixture()], headers: pageHeaders(51, 2) });
    const client = createApiClient({ baseUrl: server.baseUrl });

    const page = await client.products.list({ category: 46, per_page: 50, page: 1 });

    expect(page).toEqual({ items: [productResponseFixture()], total: 51, totalPages: 2 });
    const query = server.seen[0]?.query;
    expect(Object.fromEntries(query ?? [])).toEqual({
      stock_status: 'instock',
      status: 'publish',
      category: '46',
      per_page: '50',
      page: '1',
    });
    expect(server.seen[0]?.headers.accept).toBe('application/json');
  });

  it('refuses a product list without the pagination headers', async () => {
    server.answer('GET /api/v1/products', { json: [] });
    const client = createApiClient({ baseUrl: server.baseUrl });
    const error = await failure(client.products.list());
    expect(error).toMatchObject({ status: 200, code: 'response.invalid', message: 'An error occurred' });
  });

  it('turns a response that does not match the contract into response.invalid, never data', async () => {
    server.answer('GET /api/v1/products/11', { json: { ...productResponseFixture(), price: 4.5 } });
    const client = createApiClient({ baseUrl: server.baseUrl });
    const error = await failure(client.products.get(11));
    expect(error).toMatchObject({ status: 200, code: 'response.invalid', message: 'An error occurred' });
    expect(error.details).toHaveProperty('issues');
  });

  it('turns a 2xx body that is not JSON into response.invalid', async () => {
    server.answer('GET /api/v1/categories', { text: '<html>maintenance</html>' });
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(client.categories.list()).rejects.toMatchObject({ status: 200, code: 'response.invalid' });
  });

  it('turns an error body into ApiError with the server status, code and message', async () => {
    server.answer('GET /api/v1/products/99', {
      status: 404,
      json: { error: { code: 'product.not-found', message: 'Product not found' } },
    });
    const client = createApiClient({ baseUrl: server.baseUrl });
    const error = await failure(client.products.get(99));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'product.not-found', message: 'Product not found' });
  });

  it('passes the server message of a refused shipping rate through (spec §8)', async () => {
    server.answer('POST /api/v1/shipping-rate', {
      status: 422,
      json: { error: { code: 'shipping.no-rate', message: 'We do not ship to this postal code.' } },
    });
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(client.shipping.rate({ postal_code: 'X0A 0H0', city: 'Iqaluit' })).rejects.toMatchObject({
      status: 422,
      message: 'We do not ship to this postal code.',
    });
  });

  it('does not show an error body outside the contract: 500 HTML is response.invalid with the generic message', async () => {
    server.answer('GET /api/v1/health', { status: 500, text: '<pre>Error: stack at …</pre>' });
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(client.health.check()).rejects.toMatchObject({
      status: 500,
      code: 'response.invalid',
      message: 'An error occurred',
    });
  });

  it('sends the bearer token from getToken, sync or async, and none for a guest', async () => {
    server.answer('GET /api/v1/categories', { json: [categoryResponseFixture()] });
    await createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok-1' }).categories.list();
    await createApiClient({
      baseUrl: server.baseUrl,
      getToken: async () => Promise.resolve('tok-2'),
    }).categories.list();
    await createApiClient({ baseUrl: server.baseUrl, getToken: () => null }).categories.list();
    await createApiClient({ baseUrl: server.baseUrl }).categories.list();
    expect(server.seen.map((request) => request.headers.authorization)).toEqual([
      'Bearer tok-1',
      'Bearer tok-2',
      undefined,
      undefined,
    ]);
  });

  it('marks every write with the client header the server requires of cookie sessions, and no read', async () => {
    server.answer('GET /api/v1/categories', { json: [categoryResponseFixture()] });
    server.answer('POST /api/v1/logout', { json: { status: 200, message: 'You have been logged out.' } });
    const client = createApiClient({ baseUrl: server.baseUrl });
    await client.categories.list();
    await client.auth.logout();
    expect(server.seen.map((request) => [request.method, request.headers['x-maplepack-client']])).toEqual([
      ['GET', undefined],
      ['POST', 'api-client'],
    ]);
  });

  it('sends the coupon body as the caller wrote it (amounts stay strings) and returns the answer', async () => {
    const answer = { status: 'valid', message: 'OK', coupon: couponResponseFixture() };
    server.answer('POST /api/v1/coupons/validate', { json: answer });
    const client = createApiClient({ baseUrl: server.baseUrl });
    const body = {
      coupon: 'WELCOME10',
      email: 'ann@example.ca',
      products: [{ id: 11, categories: [46] }],
      subtotal: '12.30',
    };

    await expect(client.coupons.validate(body)).resolves.toEqual(answer);
    expect(server.seen[0]).toMatchObject({ method: 'POST', body });
    expect(server.seen[0]?.headers['content-type']).toMatch(/^application\/json/);
  });

  it('refuses a request the contract refuses without sending it or queueing it', async () => {
    const changes: boolean[] = [];
    const client = createApiClient({ baseUrl: server.baseUrl, onQueueChange: (s) => changes.push(s.active) });
    const error = await failure(client.trialProgram.status('not-an-email'));
    expect(error).toMatchObject({
      status: 0,
      code: 'request.invalid',
      message: 'Please enter a valid email.',
    });
    const bad = await failure(client.products.list({ per_page: 500 }));
    expect(bad.message).toMatch(/^per_page: /);
    expect(server.seen).toHaveLength(0);
    expect(changes).toEqual([]);
  });

  it('reports a server that does not answer as network.error', async () => {
    const closed = await startCannedServer();
    await closed.close();
    const client = createApiClient({ baseUrl: closed.baseUrl });
    await expect(client.health.check()).rejects.toMatchObject({ status: 0, code: 'network.error' });
  });

  it('reports a cancelled call as request.aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const client = createApiClient({ baseUrl: server.baseUrl });
    await expect(client.categories.list({ signal: controller.signal })).rejects.toMatchObject({
      code: 'request.aborted',
    });
  });

  it('joins a base URL with a path and a trailing slash', async () => {
    server.answer('GET /shop/api/v1/health', { json: { status: 'ok', database: 'ok' } });
    const client = createApiClient({ baseUrl: `${server.baseUrl}/shop/` });
    await expect(client.health.check()).resolves.toEqual({ status: 'ok', database: 'ok' });
  });
});

describe('one function per call (spec §7)', () => {
  const product = productResponseFixture();
  const zone = { id: 1, name: 'Canada', order: 0 };
  const method = {
    id: 4,
    instance_id: 4,
    title: 'Free shipping',
    order: 1,
    enabled: true,
    method_id: 'free_shipping',
    method_title: 'Free shipping',
    settings: { min_amount: { id: 'min_amount', label: 'Minimum', value: '60.00' } },
  };
  const page = {
    id: 1,
    slug: 'home',
    title: { rendered: 'Home' },
    modified: '2026-11-21T00:00:00Z',
    acf: {},
  };
  const trial = { email: 'ann@example.ca', eligible: true };

  const cases: [
    string,
    string,
    unknown,
    Record<string, string> | undefined,
    (c: ReturnType<typeof createApiClient>) => Promise<unknown>,
    unknown,
  ][] = [
    [
      'GET',
      '/api/v1/products',
      [product],
      pageHeaders(1, 1),
      (c) => c.products.list(),
      { items: [product], total: 1, totalPages: 1 },
    ],
    ['GET', '/api/v1/products/11', product, undefined, (c) => c.products.get(11), product],
    [
      'GET',
      '/api/v1/categories',
      [categoryResponseFixture()],
      undefined,
      (c) => c.categories.list(),
      [categoryResponseFixture()],
    ],
    [
      'GET',
      '/api/v1/taxes',
      [taxRuleResponseFixture()],
      pageHeaders(1, 1),
      (c) => c.taxes.list({ date: '2026-11-21' }),
      { items: [taxRuleResponseFixture()], total: 1, totalPages: 1 },
    ],
    ['GET', '/api/v1/shipping-zones', [zone], undefined, (c) => c.shipping.zones(), [zone]],
    ['GET', '/api/v1/shipping-zones/1', zone, undefined, (c) => c.shipping.zone(1), zone],
    ['GET', '/api/v1/shipping-zones/1/methods', [method], undefined, (c) => c.shipping.methods(1), [method]],
    ['GET', '/api/v1/shipping-zones/1/methods/4', method, undefined, (c) => c.shipping.method(1, 4), method],
    [
      'POST',
      '/api/v1/shipping-rate',
      shippingRateResponseFixture(),
      undefined,
      (c) => c.shipping.rate({ postal_code: 'M5V 2T6', city: 'Toronto' }),
      shippingRateResponseFixture(),
    ],
    ['GET', '/api/v1/trial-program', trial, undefined, (c) => c.trialProgram.status('ann@example.ca'), trial],
    [
      'POST',
      '/api/v1/trial-program',
      trial,
      undefined,
      (c) => c.trialProgram.markOrdered('ann@example.ca'),
      trial,
    ],
    ['GET', '/api/v1/pages', [page], undefined, (c) => c.pages.list('home'), [page]],
    ['GET', '/api/v1/pages/home', page, undefined, (c) => c.pages.get('home'), page],
    [
      'GET',
      '/api/v1/health',
      { status: 'ok', database: 'ok' },
      undefined,
      (c) => c.health.check(),
      { status: 'ok', database: 'ok' },
    ],
  ];

  it.each(cases)('%s %s', async (verb, path, json, headers, call, expected) => {
    server.answer(`${verb} ${path}`, { json, ...(headers ? { headers } : {}) });
    await expect(call(createApiClient({ baseUrl: server.baseUrl }))).resolves.toEqual(expected);
    expect(server.seen.map((request) => `${request.method} ${request.path}`)).toEqual([`${verb} ${path}`]);
  });
});
