import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildTestApp, type TestApp } from './support/build-test-app';

const script = `console.log(${JSON.stringify('back office '.repeat(200))});`;
let webDist: string;
let adminDist: string;
let test: TestApp;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'maplepack-web-'));
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><title>Maplepack</title><div id="root"></div>',
  );
  adminDist = mkdtempSync(path.join(tmpdir(), 'maplepack-admin-'));
  mkdirSync(path.join(adminDist, 'assets'));
  writeFileSync(
    path.join(adminDist, 'index.html'),
    '<!doctype html><title>Maplepack back office</title><div id="admin-root"></div>',
  );
  const asset = path.join(adminDist, 'assets', 'index-abc123.js');
  writeFileSync(asset, script);
  writeFileSync(`${asset}.gz`, gzipSync(script));
  test = await buildTestApp({ webDist, adminDist, serverRender: null });
});

afterAll(async () => {
  await test.close();
  rmSync(webDist, { recursive: true, force: true });
  rmSync(adminDist, { recursive: true, force: true });
});

describe('the built back office under /admin', () => {
  it('answers its app at /admin and at every page under it, never cached, with the shop’s security headers', async () => {
    for (const url of ['/admin', '/admin/', '/admin/orders/12', '/admin/orders?status=paid&page=2']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="admin-root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves its own assets, compressed when the browser accepts it, cached for good', async () => {
    const response = await test.app.inject({
      method: 'GET',
      url: '/admin/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await test.app.inject({ method: 'GET', url: '/admin/assets/index-abc123.js' });
    expect(plain.body).toBe(script);
  });

  it('answers a JSON 404 for a missing asset, not the app', async () => {
    for (const url of ['/admin/assets/gone-123.js', '/admin/favicon.ico', '/admin/orders/12.json']) {
      const response = await test.app.inject({ method: 'GET', url });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.json()).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    }
  });

  it('leaves the storefront and the API as they were', async () => {
    const home = await test.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<div id="root">');
    // A storefront address that merely starts with "admin" is the storefront's (its own 404 page).
    const other = await test.app.inject({ method: 'GET', url: '/administration' });
    expect(other.body).toContain('<div id="root">');
    const api = await test.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });
});

describe('without a built back office', () => {
  it('has no /admin pages: the storefront answers them as it answers any unknown page', async () => {
    const bare = await buildTestApp({ webDist, serverRender: null });
    try {
      const response = await bare.app.inject({ method: 'GET', url: '/admin/orders' });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('admin-root');
    } finally {
      await bare.close();
    }
  });
});
