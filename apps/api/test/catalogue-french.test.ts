import { eq } from 'drizzle-orm';
import {
  categoryListResponseSchema,
  errorBodySchema,
  pageListResponseSchema,
  pageResponseSchema,
  productListResponseSchema,
  productResponseSchema,
} from '@maplepack/api-contract';
import { CATEGORIES, CATEGORY_NAMES_FR } from '@maplepack/catalog';
import { CATALOGUE, CATALOGUE_FR } from '@maplepack/catalog-data';
import { categories, products } from '../src/db/schema/catalogue';
import { contentPages } from '../src/db/schema/content';
import { prepareDatabase } from '../src/db/prepare-database';
import { seedDatabase } from '../src/db/seed/seed-database';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const listed = async (url: string) => productListResponseSchema.parse((await get(url)).json());

describe('the catalogue in French (?lang=fr)', () => {
  it('writes every product with its French name, description and category names', async () => {
    const french = await listed('/api/v1/products?per_page=100&lang=fr');
    expect(french).toHaveLength(CATALOGUE.length);
    for (const product of french) {
      const texts = CATALOGUE_FR[product.id];
      expect([product.id, product.name, product.description]).toEqual([
        product.id,
        texts?.name,
        texts?.description,
      ]);
      for (const category of product.categories)
        expect(category.name).toBe(CATEGORY_NAMES_FR[category.id as keyof typeof CATEGORY_NAMES_FR]);
    }
  });

  it('changes only the words: ids, prices, doses and order are the English list’s', async () => {
    const english = await listed('/api/v1/products?per_page=100');
    const french = await listed('/api/v1/products?per_page=100&lang=fr');
    const withoutWords = (list: typeof english) =>
      list.map(({ name: _n, description: _d, categories, ...rest }) => ({
        ...rest,
        categories: categories.map((c) => c.id),
      }));
    expect(withoutWords(french)).toEqual(withoutWords(english));
    expect(english.map((p) => p.name)).toEqual(
      english.map((p) => CATALOGUE.find((c) => c.id === p.id)?.name),
    );
  });

  it('answers English without lang and with lang=en, the same body and ETag', async () => {
    const plain = await get('/api/v1/products?per_page=20');
    const en = await get('/api/v1/products?per_page=20&lang=en');
    expect(en.body).toBe(plain.body);
    expect(en.headers.etag).toBe(plain.headers.etag);
  });

  it('tags each language with its own ETag: a French copy is not current for English', async () => {
    const fr = await get('/api/v1/products?per_page=20&lang=fr');
    const en = await get('/api/v1/products?per_page=20');
    expect(fr.headers.etag).toEqual(expect.any(String));
    expect(fr.headers.etag).not.toBe(en.headers.etag);
    const again = await get('/api/v1/products?per_page=20&lang=fr', {
      'if-none-match': String(fr.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    const english = await get('/api/v1/products?per_page=20', { 'if-none-match': String(fr.headers.etag) });
    expect(english.statusCode).toBe(200);
  });

  it('writes one product and the category tabs in French', async () => {
    const product = productResponseSchema.parse((await get('/api/v1/products/2301?lang=fr')).json());
    expect(product.name).toBe(CATALOGUE_FR[2301]?.name);
    const tabs = categoryListResponseSchema.parse((await get('/api/v1/categories?lang=fr')).json());
    expect(tabs.map((c) => c.name)).toEqual(CATEGORIES.map((c) => CATEGORY_NAMES_FR[c.id]));
    const english = categoryListResponseSchema.parse((await get('/api/v1/categories')).json());
    expect(english.map((c) => c.name)).toEqual(CATEGORIES.map((c) => c.name));
  });

  it.each([
    '/api/v1/products?lang=de',
    '/api/v1/products/2301?lang=FR',
    '/api/v1/categories?lang=',
    '/api/v1/pages/home?lang=es',
  ])('%s: 400 naming the languages', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.message).toContain("'en' or 'fr'");
  });
});

describe('seeding the French', () => {
  it('fills a French text still blank and never overwrites one someone wrote', async () => {
    const db = t.database.db;
    await db.update(products).set({ nameFr: '' }).where(eq(products.id, 2301));
    await db.update(products).set({ nameFr: 'Magnésium (écrit par l’équipe)' }).where(eq(products.id, 2101));
    await db.update(categories).set({ nameFr: '' }).where(eq(categories.id, 46));
    await seedDatabase(db, TEST_NOW);
    const [magnesium] = await db.select().from(products).where(eq(products.id, 2301));
    const [multi] = await db.select().from(products).where(eq(products.id, 2101));
    const [vitamins] = await db.select().from(categories).where(eq(categories.id, 46));
    expect(magnesium?.nameFr).toBe(CATALOGUE_FR[2301]?.name);
    expect(multi?.nameFr).toBe('Magnésium (écrit par l’équipe)');
    expect(vitamins?.nameFr).toBe(CATEGORY_NAMES_FR[46]);
  });
});

describe('starting on a database seeded before the French', () => {
  it('fills the French at start-up without seeding anything else again', async () => {
    const db = t.database.db;
    await db.update(products).set({ nameFr: '', descriptionFr: '' });
    await db.update(categories).set({ nameFr: '' });
    await db.update(contentPages).set({ titleFr: null, acfFr: null });
    await db.delete(products).where(eq(products.id, 2520)); // an operator removed it: it stays removed
    expect(await prepareDatabase(t.database, { seed: 'if-empty', now: TEST_NOW })).toBeNull();
    const [magnesium] = await db.select().from(products).where(eq(products.id, 2301));
    expect(magnesium?.nameFr).toBe(CATALOGUE_FR[2301]?.name);
    expect(await db.select().from(products).where(eq(products.id, 2520))).toEqual([]);
    const [home] = await db.select().from(contentPages).where(eq(contentPages.slug, 'home'));
    expect(home?.titleFr).toBe('Accueil');
  });
});

describe('content pages in French', () => {
  it('answers the French version when it is written, and the English until then', async () => {
    const db = t.database.db;
    await db.update(contentPages).set({ titleFr: null, acfFr: null }).where(eq(contentPages.slug, 'terms'));
    t.app.services.pages.contentChanged();
    const before = pageResponseSchema.parse((await get('/api/v1/pages/terms?lang=fr')).json());
    const english = pageResponseSchema.parse((await get('/api/v1/pages/terms')).json());
    expect(before).toEqual(english);

    await db
      .update(contentPages)
      .set({ titleFr: 'Conditions générales', acfFr: { body: 'Le texte en français.' } })
      .where(eq(contentPages.slug, 'terms'));
    t.app.services.pages.contentChanged();
    const [page] = pageListResponseSchema.parse((await get('/api/v1/pages?slug=terms&lang=fr')).json());
    expect(page?.title.rendered).toBe('Conditions générales');
    expect(page?.acf).toEqual({ body: 'Le texte en français.' });
    const stillEnglish = pageResponseSchema.parse((await get('/api/v1/pages/terms')).json());
    expect(stillEnglish.title.rendered).toBe(english.title.rendered);
  });
});
