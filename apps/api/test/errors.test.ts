import { errorBodySchema } from '@maplepack/api-contract';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { buildTestApp, TEST_DATA_KEY, type TestApp } from './support/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the central error handler', () => {
  it('answers 400 JSON for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/shipping-rate',
      headers: { 'content-type': 'application/json' },
      payload: '{"postal_code": ',
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('request.invalid');
  });

  it('answers 415 JSON for a body of another media type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/coupons/validate',
      headers: { 'content-type': 'application/xml' },
      payload: '<coupon/>',
    });
    expect(response.statusCode).toBe(415);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('request.unsupported-media-type');
  });

  it('hides the detail of an unexpected failure behind 500 "An error occurred"', async () => {
    const app = await buildApp({ database: t.database, dataKey: TEST_DATA_KEY });
    app.get('/api/v1/explode', async () => {
      throw new Error('secret detail: password=hunter2');
    });
    const response = await app.inject({ method: 'GET', url: '/api/v1/explode' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'server.error', message: 'An error occurred' } });
    expect(response.body).not.toContain('hunter2');
    await app.close();
  });

  // Issue 11: Fastify's own refusals (the router's before any route runs, the body parser's) came
  // without the error shape; each is a 4xx { error: { code, message } } now.
  it.each([
    ['a path that is not valid percent-encoding', 400, 'request.invalid', '/api/v1/pages/%E0%A4%A'],
    ['a lone % in the path', 400, 'request.invalid', '/%'],
    ['an encoded lone surrogate in the path', 400, 'request.invalid', '/api/v1/products/%ED%A0%80'],
    ['a path part longer than the router takes', 404, 'route.not-found', `/api/v1/pages/${'a'.repeat(150)}`],
    ['an over-long id', 404, 'route.not-found', `/api/v1/orders/${'9'.repeat(120)}`],
  ])('answers %s with %d %s', async (_, status, code, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    expect(errorBodySchema.parse(response.json()).error.code).toBe(code);
    expect(response.body).not.toContain('FST_ERR');
  });

  it.each([
    ['an empty JSON body', 'application/json', ''],
    [
      'a JSON body with __proto__',
      'application/json',
      '{"__proto__":{"admin":true},"postal_code":"K2P 1L4"}',
    ],
    ['a JSON body nested past 16 levels', 'application/json', `${'['.repeat(40)}${']'.repeat(40)}`],
  ])('answers %s with 400 and the error shape', async (_, contentType, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/shipping-rate',
      headers: { 'content-type': contentType },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('request.invalid');
  });

  it('answers 400, not 500, when the database refuses a value the contract let through', async () => {
    const app = await buildApp({ database: t.database, dataKey: TEST_DATA_KEY });
    app.get('/api/v1/unchecked', async () => {
      // As a route would with a string it forgot to check: PostgreSQL refuses NUL in text.
      await t.database.db.execute(sql`select ${'a\u0000b'}::text as value`);
      return { ok: true };
    });
    const response = await app.inject({ method: 'GET', url: '/api/v1/unchecked' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'request.invalid', message: 'A value in the request cannot be stored.' },
    });
    await app.close();
  });
});
