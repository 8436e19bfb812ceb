import {
  PAGE_SLUGS,
  errorBodySchema,
  pageListResponseSchema,
  pageResponseSchema,
} from '@maplepack/api-contract';
import { buildTestApp, type TestApp } from './support/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/v1/pages/{slug}', () => {
  it.each(PAGE_SLUGS)('answers the %s page with an acf object', async (slug) => {
    const response = await get(`/api/v1/pages/${slug}`);
    expect(response.statusCode).toBe(200);
    const page = pageResponseSchema.parse(response.json());
    expect(page.slug).toBe(slug);
    expect(Object.keys(page.acf).length).toBeGreaterThan(0);
  });

  it('has a footer with disclaimer, copyright and three social links', async () => {
    const { acf } = pageResponseSchema.parse((await get('/api/v1/pages/footer')).json());
    expect(acf['disclaimer']).toEqual(expect.stringContaining('Health Canada'));
    expect(acf['copyright']).toEqual(expect.stringContaining('©'));
    expect(acf['social_links']).toHaveLength(3);
  });

  it('has a team page with an advisory board section', async () => {
    const { acf } = pageResponseSchema.parse((await get('/api/v1/pages/team')).json());
    expect(acf['advisory_board']).toMatchObject({ anchor: 'advisory-board', members: expect.any(Array) });
  });

  it('answers 404 for an unknown slug', async () => {
    const response = await get('/api/v1/pages/blog');
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).error).toEqual({
      code: 'page.not-found',
      message: 'This page could not be found',
    });
  });
});

describe('GET /api/v1/pages?slug=', () => {
  it("answers WordPress's list form", async () => {
    const pages = pageListResponseSchema.parse((await get('/api/v1/pages?slug=faq')).json());
    expect(pages.map((page) => page.slug)).toEqual(['faq']);
  });

  it('answers an empty list for an unknown slug', async () => {
    expect((await get('/api/v1/pages?slug=nothing')).json()).toEqual([]);
  });
});
