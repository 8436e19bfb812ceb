import { PAGE_SLUGS, pageListResponseSchema, pageResponseSchema } from '@maplepack/api-contract';
import { SEED_PAGES } from '../seed/pages/all-pages';
import { HOME_PAGE } from '../seed/pages/home';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { frenchPageFaults, typographyFaults } from './support/french-page-check';

describe('the seeded pages in French', () => {
  it('seeds every page of the shop, each with its French', () => {
    expect(SEED_PAGES.map((page) => page.slug).sort()).toEqual([...PAGE_SLUGS].sort());
    expect(SEED_PAGES.filter((page) => page.fr === undefined).map((page) => page.slug)).toEqual([]);
  });

  it.each(SEED_PAGES.map((page) => [page.slug, page] as const))(
    '%s: the English page’s shape, its routes, links, addresses and numbers; only the words change',
    (_slug, page) => {
      const english = { title: page.title, acf: page.acf };
      expect(frenchPageFaults(english, page.fr, 'page')).toEqual([]);
    },
  );
});

describe('frenchPageFaults', () => {
  const english = {
    title: 'Take the Health Assessment',
    button: { label: 'Build My Pack', route: '/products' },
    steps: [{ text: 'Shipping is free on orders over $60.' }, { text: 'Write to hello@maplepack.ca.' }],
    anchor: 'advisory-board',
    tier: 1,
  };
  const french = {
    title: 'Répondre au questionnaire santé',
    button: { label: 'Composer ma boîte', route: '/products' },
    steps: [
      { text: 'La livraison est gratuite au-delà de 60\u00a0$.' },
      { text: 'Écrivez à hello@maplepack.ca.' },
    ],
    anchor: 'advisory-board',
    tier: 1,
  };

  it('accepts a French page of the same shape', () => {
    expect(frenchPageFaults(english, french)).toEqual([]);
  });

  it.each([
    ['a missing key', { ...french, anchor: undefined }, /acf: keys/],
    ['a missing list entry', { ...french, steps: french.steps.slice(1) }, /acf.steps: 1 entries/],
    ['a translated route', { ...french, button: { ...french.button, route: '/produits' } }, /route/],
    ['a translated anchor', { ...french, anchor: 'comite-consultatif' }, /acf.anchor/],
    ['a changed number', { ...french, tier: 2 }, /acf.tier/],
    ['a blank text', { ...french, title: ' ' }, /acf.title: blank/],
    ['a text left in English', { ...french, title: english.title }, /acf.title: still in English/],
    [
      'a changed amount',
      { ...french, steps: [{ text: 'Livraison gratuite au-delà de 50\u00a0$.' }, french.steps[1]] },
      /acf.steps\[0\].text: numbers/,
    ],
    [
      'another e-mail address',
      { ...french, steps: [french.steps[0], { text: 'Écrivez à bonjour@maplepack.ca.' }] },
      /acf.steps\[1\].text: numbers, links or e-mail/,
    ],
  ])('finds %s', (_fault, broken, expected) => {
    const faults = frenchPageFaults(english, JSON.parse(JSON.stringify(broken)));
    expect(faults).toEqual([expect.stringMatching(expected)]);
  });

  it('lets a short name stay as the English writes it', () => {
    expect(frenchPageFaults({ name: 'Priya Raman' }, { name: 'Priya Raman' })).toEqual([]);
  });

  it.each([
    ["Votre panier d'achat", /apostrophe/],
    ['Le «Guide» du client', /inside « »/],
    ['Le "Guide" du client', /quotation marks/],
    ['Attention : lisez ceci', /colon/],
    ['Vraiment ?', /space before/],
    ['Gratuit dès $60', /English way/],
    ['Gratuit dès 60 $', /number and \$ or %/],
    ['10% de rabais', /number and \$ or %/],
    ['Votre e-mail', /courriel/],
    ['Deux  espaces', /doubled/],
  ])('flags the typography of %j', (text, expected) => {
    expect(typographyFaults(text)).toEqual([expect.stringMatching(expected)]);
  });

  it('accepts the typography the shop writes', () => {
    expect(
      typographyFaults(
        'Bienvenue chez «\u00a0Maplepack\u00a0»\u00a0: 10\u00a0% de rabais, livraison dès 60\u00a0$. Des questions? Écrivez à hello@maplepack.ca ou visitez https://maplepack.ca.',
      ),
    ).toEqual([]);
  });
});

describe('GET /api/v1/pages in French', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('answers the home page’s French title and hero with ?lang=fr', async () => {
    const response = await get('/api/v1/pages/home?lang=fr');
    expect(response.statusCode).toBe(200);
    const page = pageResponseSchema.parse(response.json());
    expect(page.title.rendered).toBe('Accueil');
    expect(page.acf['hero']).toEqual(HOME_PAGE.fr?.acf['hero']);
    expect(page.acf['hero']).toMatchObject({
      headline: 'Des vitamines choisies pour vous, en sachets pour chaque jour.',
      primary_button: { label: 'Répondre au questionnaire santé', route: '/health-assessment' },
    });
  });

  it('answers every page in French, and in English without lang', async () => {
    for (const seeded of SEED_PAGES) {
      const [french] = pageListResponseSchema.parse(
        (await get(`/api/v1/pages?slug=${seeded.slug}&lang=fr`)).json(),
      );
      expect([seeded.slug, french?.title.rendered, french?.acf]).toEqual([
        seeded.slug,
        seeded.fr?.title,
        seeded.fr?.acf,
      ]);
      const english = pageResponseSchema.parse((await get(`/api/v1/pages/${seeded.slug}`)).json());
      expect([seeded.slug, english.title.rendered, english.acf]).toEqual([
        seeded.slug,
        seeded.title,
        seeded.acf,
      ]);
    }
  });
});
