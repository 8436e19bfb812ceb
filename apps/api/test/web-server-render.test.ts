import { categoryBySlug } from '@maplepack/catalog';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, createRenderQueue, fillTemplate, type ServerRender } from '../src/web/server-render';
import { adminInject, signInStaff } from './support/admin';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';

// A web build's server render (apps/web/src/entry-server.tsx) reduced to what the API relies on: it
// renders from the URL and the cookies, and asks the API for the catalogue through the fetch it is given.
// `/faq` fails, as a render with a bug would.
let renders = 0;
const visitorOf = (cookies: string) => ({ guest: !cookies.includes('hint=1') });
const serverRender: ServerRender = {
  visitorOf,
  async renderPage({ url, origin, cookies, fetch }) {
    renders += 1;
    if (url.startsWith('/faq')) throw new Error('a render that fails');
    if (url.startsWith('/login')) return null;
    const response = await fetch(
      new Request(`${origin}/api/v1/products?per_page=1`, { headers: { 'accept-language': 'fr' } }),
    );
    const products = (await response.json()) as Array<{ name: string }>;
    // A category's page (/products/{slug}) lists that category's products, as the web app's does.
    const category = categoryBySlug(url.split('?')[0]?.split('/')[2] ?? '');
    const listed =
      category === undefined
        ? []
        : ((await (
            await fetch(new Request(`${origin}/api/v1/products?category=${category.id}&per_page=100`))
          ).json()) as Array<{ id: number }>);
    return {
      body:
        `<link rel="alternate" hreflang="fr-CA" href="${origin}/fr"/><main><h1>${url}</h1>` +
        `<p id="total">${response.headers.get('x-wp-total')}</p><p id="first">${products[0]?.name}</p>` +
        `<p id="listed">${listed.map((product) => product.id).join(' ')}</p>` +
        `<p id="renders">${renders}</p><p id="guest">${visitorOf(cookies).guest}</p></main>`,
      title: 'Products & more | Maplepack',
      lang: url.startsWith('/fr') ? 'fr-CA' : 'en-CA',
      state: '{"locale":"en"}',
    };
  },
};

const categoryIdsOf = (categories: unknown) =>
  (categories as { id: number }[]).map((category) => category.id);

const TEMPLATE =
  '<!doctype html><html lang="en-CA"><head><title>Maplepack</title></head><body><div id="root"></div></body></html>';

let dist: string;
let test: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'maplepack-web-ssr-'));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dist, 'server', 'entry-server.mjs'), 'export function renderPage() {}');
  test = await buildTestApp({
    webDist: dist,
    serverRender,
    publicUrl: 'https://shop.example.ca/',
    cacheTtlMs: 60_000,
    demoStaff: true,
  });
});

afterAll(async () => {
  await test.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  test.app.inject({ method: 'GET', url, headers });

describe('pages rendered on the server', () => {
  it('fills index.html with the page: its language, title, head links, body and state', async () => {
    const response = await page('/fr/products');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html).toContain('<html lang="fr-CA">');
    expect(html).toContain('<title>Products &amp; more | Maplepack</title>');
    expect(html).toMatch(
      /<link rel="alternate" hreflang="fr-CA" href="https:\/\/shop\.example\.ca\/fr"\/><\/head>/,
    );
    expect(html).toContain('<div id="root"><main><h1>/fr/products</h1>');
    expect(html).toContain('<script type="application/json" id="maplepack-state">{"locale":"en"}</script>');
  });

  it("answers the render's own API requests through the API, with their headers", async () => {
    const html = (await page('/products')).body;
    const listed = (await page('/api/v1/products?per_page=1')).json<Array<{ name: string }>>();
    expect(html).toMatch(/<p id="total">\d+<\/p>/);
    expect(html).toContain(`<p id="first">${listed[0]?.name}</p>`);
  });

  it('keeps a page for the same address and kind of visitor, and renders it again for another', async () => {
    const renders = (html: string) => /<p id="renders">(\d+)<\/p>/.exec(html)?.[1];
    const first = renders((await page('/cart')).body);
    expect(renders((await page('/cart')).body)).toBe(first);
    expect(renders((await page('/cart', { cookie: 'other=x' })).body)).toBe(first);
    const signedIn = (await page('/cart', { cookie: 'hint=1' })).body;
    expect(renders(signedIn)).not.toBe(first);
    expect(signedIn).toContain('<p id="guest">false</p>');
  });

  it('compresses the page as the browser accepts', async () => {
    const brotli = await page('/about', { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toContain('<h1>/about</h1>');
    const gzip = await page('/about', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toContain('<h1>/about</h1>');
    expect((await page('/about')).headers['content-encoding']).toBeUndefined();
  });

  it('sends the app unrendered when a render fails, never a 500', async () => {
    const response = await page('/faq');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(TEMPLATE);
  });

  it('sends the bare app for a page the web app renders only in the browser', async () => {
    const response = await page('/login');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(TEMPLATE);
  });

  it('does not render unknown pages: 404 with the bare app', async () => {
    const response = await page('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(TEMPLATE);
  });

  it('never serves the server entry itself', async () => {
    for (const url of ['/server/entry-server.mjs', '/server/', '/server']) {
      const response = await page(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('renderPage');
    }
  });
});

describe('a catalogue edit', () => {
  // One sign-in for the block: a TOTP code is taken once.
  let cookie: string;
  beforeAll(async () => {
    cookie = await signInStaff(test, 'catalogue', TEST_NOW);
  });

  it('clears the rendered pages: the next visitor sees the new name, though pages live 60 s', async () => {
    const before = (await page('/products/vitamin')).body;
    const first = /<p id="first">([^<]*)<\/p>/.exec(before)?.[1];
    expect((await page('/products/vitamin')).body).toBe(before);
    const list = await adminInject(test, { method: 'GET', url: '/api/v1/admin/products?per_page=1', cookie });
    const [product] = (list.json() as { products: Record<string, unknown>[] }).products;
    if (product === undefined) throw new Error('no product');
    const { id, slug: _slug, manufacturer: _m, categories, updated_at: _u, ...editable } = product;
    const saved = await adminInject(test, {
      method: 'PUT',
      url: `/api/v1/admin/products/${String(id)}`,
      cookie,
      payload: { ...editable, category_ids: categoryIdsOf(categories), name: 'Renewed Multivitamin' },
    });
    expect(saved.statusCode).toBe(200);
    const after = (await page('/products/vitamin')).body;
    expect(first).not.toBe('Renewed Multivitamin');
    expect(after).toContain('<p id="first">Renewed Multivitamin</p>');
  });

  it('clears them when a product moves to another category: both categories’ pages show it at once', async () => {
    const FLAX_ID = 2402; // Nutritional Oils only
    const listed = (html: string) => (/<p id="listed">([^<]*)<\/p>/.exec(html)?.[1] ?? '').split(' ');
    expect(listed((await page('/products/nutritional-oils')).body)).toContain(String(FLAX_ID));
    expect(listed((await page('/products/specialty')).body)).not.toContain(String(FLAX_ID));
    const current = await adminInject(test, {
      method: 'GET',
      url: `/api/v1/admin/products/${FLAX_ID}`,
      cookie,
    });
    const {
      id: _id,
      slug: _slug,
      manufacturer: _m,
      categories: _c,
      updated_at: _u,
      ...editable
    } = current.json() as Record<string, unknown>;
    const saved = await adminInject(test, {
      method: 'PUT',
      url: `/api/v1/admin/products/${FLAX_ID}`,
      cookie,
      payload: { ...editable, category_ids: [45] },
    });
    expect(saved.statusCode).toBe(200);
    expect(listed((await page('/products/specialty')).body)).toContain(String(FLAX_ID));
    expect(listed((await page('/products/nutritional-oils')).body)).not.toContain(String(FLAX_ID));
  });
});

describe('fillTemplate', () => {
  const rendered = { body: '<p>x</p>', title: 'A <b> & c', lang: 'fr-CA', state: '{}' };

  it('escapes the title and leaves a template without the places as it is', () => {
    expect(fillTemplate(TEMPLATE, rendered, 's')).toContain('<title>A &lt;b&gt; &amp; c</title>');
    expect(fillTemplate('<p>no places</p>', rendered, 's')).toBe('<p>no places</p>');
  });

  it('moves only the leading hoisted links and metas into the head', () => {
    const html = fillTemplate(
      TEMPLATE,
      { ...rendered, body: '<meta name="a"/><link rel="b"/><p><link rel="c"/></p>' },
      's',
    );
    expect(html).toContain('<meta name="a"/><link rel="b"/></head>');
    expect(html).toContain('<div id="root"><p><link rel="c"/></p></div>');
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip', 'gzip'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.0', null],
    ['deflate', null],
  ])('%s → %s', (header, encoding) => expect(chooseEncoding(header)).toBe(encoding));
});

describe('createRenderQueue', () => {
  it('runs one render at a time and keeps each page for its lifetime', async () => {
    let clock = 0;
    const queue = createRenderQueue({ ttlMs: 1000, maxEntries: 2, now: () => clock });
    let running = 0;
    let most = 0;
    const make = (text: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return text;
    };
    const pages = await Promise.all([queue.render('a', make('A')), queue.render('b', make('B'))]);
    expect(pages.map((rendered) => rendered?.html)).toEqual(['A', 'B']);
    expect(most).toBe(1);
    expect((await queue.render('a', make('A2')))?.html).toBe('A');
    clock = 1000;
    expect((await queue.render('a', make('A3')))?.html).toBe('A3');
  });

  it('forgets every page on clear(), and keeps no render begun before it', async () => {
    const queue = createRenderQueue({ ttlMs: 60_000, maxEntries: 10, now: () => 0 });
    expect((await queue.render('a', async () => 'old price'))?.html).toBe('old price');
    queue.clear();
    expect((await queue.render('a', async () => 'new price'))?.html).toBe('new price');
    // A render reading the catalogue while an edit is saved: its page is served, never kept.
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const pending = queue.render('b', async () => {
      await gate;
      return 'read before the edit';
    });
    await new Promise((resolve) => setTimeout(resolve, 1));
    queue.clear();
    release();
    expect((await pending)?.html).toBe('read before the edit');
    expect((await queue.render('b', async () => 'after the edit'))?.html).toBe('after the edit');
  });

  it('forgets the oldest page past its size, and a failed render is not kept', async () => {
    const queue = createRenderQueue({ ttlMs: 1000, maxEntries: 1, now: () => 0 });
    await queue.render('a', () => Promise.resolve('A'));
    await queue.render('b', () => Promise.resolve('B'));
    expect((await queue.render('a', () => Promise.resolve('A2')))?.html).toBe('A2');
    await expect(queue.render('c', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect((await queue.render('c', () => Promise.resolve('C')))?.html).toBe('C');
  });

  it('refuses a render past its waiting bound, and takes renders again once they are done', async () => {
    const queue = createRenderQueue({ ttlMs: 0, maxEntries: 10, maxWaiting: 2, now: () => 0 });
    let release!: () => void;
    const held = new Promise<string>((resolve) => (release = () => resolve('A')));
    const first = queue.render('a', () => held);
    const second = queue.render('b', () => Promise.resolve('B'));
    await expect(queue.render('c', () => Promise.resolve('C'))).rejects.toThrow('render queue full');
    release();
    expect((await first)?.html).toBe('A');
    expect((await second)?.html).toBe('B');
    expect((await queue.render('c', () => Promise.resolve('C')))?.html).toBe('C');
  });
});
