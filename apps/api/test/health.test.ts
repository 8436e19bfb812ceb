import { errorBodySchema, healthResponseSchema } from '@maplepack/api-contract';
import { buildTestApp, type TestApp } from './support/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/v1/health', () => {
  it('answers 200 when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(healthResponseSchema.parse(response.json())).toEqual({ status: 'ok', database: 'ok' });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  it('answers 503 with an error body when the database is gone', async () => {
    const other = await buildTestApp();
    await other.database.close();
    const response = await other.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('server.unavailable');
    await other.close();
  });
});

describe('paths that are not routes', () => {
  it('answers a JSON 404 for an unknown API path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'route.not-found', message: 'Page not found' } });
  });

  it('answers a JSON 404 for a page path while there is no built web app', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/products/vitamin' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });
});
