import { errorBodySchema } from '@maplepack/api-contract';
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
});
