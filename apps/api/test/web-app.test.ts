import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from './support/build-test-app';

const script = `console.log(${JSON.stringify('maplepack '.repeat(200))});`;
let dist: string;
let test: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'maplepack-web-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Maplepack</title><div id="root"></div>',
  );
  const asset = path.join(dist, 'assets', 'index-abc123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.gz`, gzipSync(script));
  writeFileSync(`${asset}.br`, brotliCompressSync(script));
  test = await buildTestApp({ webDist: dist });
});

afterAll(async () => {
  await test.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves the SPA for its routes, never caching index.html', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/products/vitamin' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a page the web route table does not know, still with the app (issue 17)', async () => {
    for (const url of [
      '/no-such-page',
      '/products/no-such-category',
      '/products/vitamin/12/extra',
      '/cart/x',
    ]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
    for (const url of [
      '/',
      '/cart',
      '/products',
      '/products/vitamin',
      '/products/vitamin/2201',
      '/faq?x=1',
    ]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    }
  });

  it('serves every page in French under /fr, and 404 for a French page that does not exist (issue 16)', async () => {
    for (const url of [
      '/fr',
      '/fr/',
      '/fr?x=1',
      '/fr/cart',
      '/fr/products/vitamin',
      '/fr/health-assessment',
    ]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.body).toContain('<div id="root">');
    }
    for (const url of [
      '/fr/no-such-page',
      '/fr/products/no-such-category',
      '/fr/fr/cart',
      '/french',
      '/frcart',
    ]) {
      const response = await test.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.headers['content-type']).toMatch(/text\/html/);
    }
  });

  it('sends the precompressed asset the browser accepts, cached for a year', async () => {
    const brotli = await test.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 4);

    const gzip = await test.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');

    const plain = await test.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers JSON 404s for unknown API paths and missing assets', async () => {
    for (const url of ['/api/v1/nothing-here', '/assets/missing.js']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: expect.any(String) } });
    }
  });
});
