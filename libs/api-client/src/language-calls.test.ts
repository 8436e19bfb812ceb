import { startCannedServer, type CannedServer } from '../test/canned-server';
import { createApiClient } from './create-api-client';
import { categoryResponseFixture, productResponseFixture } from './testing';

let server: CannedServer;

beforeAll(async () => {
  server = await startCannedServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.seen.length = 0;
  server.answer('GET /api/v1/products', {
    json: [productResponseFixture()],
    headers: { 'x-wp-total': '1', 'x-wp-totalpages': '1' },
  });
  server.answer('GET /api/v1/categories', { json: [categoryResponseFixture()] });
  server.answer('GET /api/v1/pages', { json: [] });
});

const queryOf = (index: number) => Object.fromEntries(server.seen[index]?.query ?? []);

describe('the page language (getLanguage)', () => {
  it('French: catalogue and page reads ask for ?lang=fr, and every request prefers French', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl, getLanguage: () => 'fr' });
    await client.products.list({ category: 46 });
    await client.categories.list();
    await client.pages.list('home');
    expect([queryOf(0)['lang'], queryOf(1)['lang'], queryOf(2)['lang']]).toEqual(['fr', 'fr', 'fr']);
    expect(server.seen.map((request) => request.headers['accept-language'])).toEqual([
      'fr-CA,fr;q=0.9,en;q=0.5',
      'fr-CA,fr;q=0.9,en;q=0.5',
      'fr-CA,fr;q=0.9,en;q=0.5',
    ]);
  });

  it('English: the URLs are the ones without a language, and English is preferred', async () => {
    const client = createApiClient({ baseUrl: server.baseUrl, getLanguage: () => 'en' });
    await client.products.list({ category: 46 });
    await client.categories.list();
    expect([queryOf(0)['lang'], queryOf(1)['lang']]).toEqual([undefined, undefined]);
    expect(server.seen[0]?.headers['accept-language']).toBe('en-CA,en;q=0.9,fr;q=0.5');
  });

  it('follows a switch: the language is read at each call', async () => {
    let language: 'en' | 'fr' = 'en';
    const client = createApiClient({ baseUrl: server.baseUrl, getLanguage: () => language });
    await client.categories.list();
    language = 'fr';
    await client.categories.list();
    expect([queryOf(0)['lang'], queryOf(1)['lang']]).toEqual([undefined, 'fr']);
  });

  it('a caller’s own lang wins, and without getLanguage nothing is added', async () => {
    const french = createApiClient({ baseUrl: server.baseUrl, getLanguage: () => 'fr' });
    await french.products.list({ lang: 'en' });
    const plain = createApiClient({ baseUrl: server.baseUrl });
    await plain.products.list();
    expect([queryOf(0)['lang'], queryOf(1)['lang']]).toEqual(['en', undefined]);
    expect(server.seen[1]?.headers['accept-language']).not.toBe('fr-CA,fr;q=0.9,en;q=0.5');
  });
});
