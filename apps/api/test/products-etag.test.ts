import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { productListResponseSchema } from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import { products } from '../src/db/schema/catalogue';
import { buildTestApp, type TestApp } from './support/build-test-app';

// The products list is served from a body serialized and compressed once, with an ETag (issue 17).
let t: TestApp;
beforeAll(async () => {
  // The cache on, as in production: a catalogue change must still show at once.
  t = await buildTestApp({ cacheTtlMs: 60_000 });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/v1/products with an ETag', () => {
  it('tags the list, and answers 304 with no body to a client holding that copy', async () => {
    const first = await get('/api/v1/products?per_page=5');
    expect(first.statusCode).toBe(200);
    const etag = first.headers['etag'];
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toMatch(/^application\/json/);

    const again = await get('/api/v1/products?per_page=5', { 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(etag);
    // The paging headers still come with the 304.
    expect(again.headers['x-wp-total']).toBe(first.headers['x-wp-total']);
  });

  it('answers the full list to a stale or foreign ETag, and tags each page apart', async () => {
    const stale = await get('/api/v1/products?per_page=5', { 'if-none-match': 'W/"not-this-one"' });
    expect(stale.statusCode).toBe(200);
    expect(productListResponseSchema.parse(stale.json())).toHaveLength(5);
    const other = await get('/api/v1/products?per_page=5&page=2');
    expect(other.headers['etag']).not.toBe(stale.headers['etag']);
  });

  it('sends the same list brotli- or gzip-compressed when the client accepts it', async () => {
    const plain = (await get('/api/v1/products?per_page=20')).json();
    const br = await get('/api/v1/products?per_page=20', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain);
    const gzip = await get('/api/v1/products?per_page=20', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipText(gzip))).toEqual(plain);
    const identity = await get('/api/v1/products?per_page=20', { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
  });

  it('sends the uncompressed list as its UTF-8 bytes, French accents and length included', async () => {
    const french = await get('/api/v1/products?per_page=100&lang=fr');
    expect(french.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(french.headers['content-length'])).toBe(french.rawPayload.length);
    const list = productListResponseSchema.parse(JSON.parse(french.rawPayload.toString('utf8')));
    expect(list.some((product) => /[éèàçô]/.test(product.name))).toBe(true);
  });

  it('changes the ETag as soon as a product changes, and never answers 304 to the old copy', async () => {
    const before = await get('/api/v1/products?per_page=100');
    const etag = String(before.headers['etag']);
    expect((await get('/api/v1/products?per_page=100', { 'if-none-match': etag })).statusCode).toBe(304);
    const [first] = productListResponseSchema.parse(before.json());
    if (first === undefined) throw new Error('the seeded catalogue is empty');

    await t.database.db.update(products).set({ priceCents: 999 }).where(eq(products.id, first.id));
    t.app.services.catalogue.catalogueChanged();

    const after = await get('/api/v1/products?per_page=100', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers['etag']).not.toBe(etag);
    expect(productListResponseSchema.parse(after.json())[0]?.price).toBe('9.99');
  });
});

function gunzipText(response: { rawPayload: Buffer }): string {
  return gunzipSync(response.rawPayload).toString('utf8');
}
