import { STAFF_ROLES, staffCan, type StaffPermission, type StaffRole } from '@maplepack/access';
import {
  AUTH_COOKIE_NAME,
  adminAuditResponseSchema,
  adminContentHistoryResponseSchema,
  adminContentListResponseSchema,
  adminContentPageSchema,
  faqAcfSchema,
  pageResponseSchema,
  type AdminContentPage,
} from '@maplepack/api-contract';
import { adminInject, signInStaff } from './support/admin';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { checkout, fromNewAddress, placeBody } from './support/checkout-flow';
import { demoHeaders } from './support/coupons';

let t: TestApp;
const cookies = {} as Record<StaffRole, string>;
let customerBearer: Record<string, string>;
let customerCookie: string;

jest.setTimeout(120_000);

beforeAll(async () => {
  // The cache on, as in production: a save must reach what the cache holds.
  t = await buildTestApp({ demoStaff: true, cacheTtlMs: 60_000 });
  for (const role of STAFF_ROLES) cookies[role] = await signInStaff(t, role, TEST_NOW);
  const { cookies: browser } = await checkout(
    t,
    placeBody('content-customer@example.ca'),
    'key-admin-content-1',
    fromNewAddress(),
  );
  customerCookie = `${AUTH_COOKIE_NAME}=${browser[AUTH_COOKIE_NAME]}`;
  customerBearer = await demoHeaders(t);
});
afterAll(async () => {
  await t.close();
});

const as = (role: StaffRole) => cookies[role];

interface Route {
  method: 'GET' | 'PUT' | 'POST';
  url: string;
  permission: StaffPermission;
  payload?: Record<string, unknown>;
  /** What a role with the permission gets: the real page answers 200, a forged version 404. */
  allowed: number;
}

const FAQ_BODY = {
  title: 'FAQ',
  acf: { title: 'Frequently asked questions', questions: [{ question: 'Q?', answer: 'A.' }] },
};
const ROUTES: Route[] = [
  { method: 'GET', url: '/api/v1/admin/content', permission: 'content.write', allowed: 200 },
  { method: 'GET', url: '/api/v1/admin/content/faq', permission: 'content.write', allowed: 200 },
  // An unknown language: the permission is checked before the body is read, so 403 comes first.
  {
    method: 'PUT',
    url: '/api/v1/admin/content/faq/de',
    permission: 'content.write',
    payload: FAQ_BODY,
    allowed: 400,
  },
  { method: 'GET', url: '/api/v1/admin/content/faq/versions', permission: 'content.write', allowed: 200 },
  {
    method: 'POST',
    url: '/api/v1/admin/content/faq/versions/999999/restore',
    permission: 'content.write',
    allowed: 404,
  },
];

const call = (route: Route, cookie: string | null, extra: Record<string, string> = {}) =>
  adminInject(t, {
    method: route.method,
    url: route.url,
    cookie,
    headers: extra,
    ...(route.payload === undefined ? {} : { payload: route.payload }),
  });

const getPage = async (slug: string): Promise<AdminContentPage> => {
  const response = await adminInject(t, {
    method: 'GET',
    url: `/api/v1/admin/content/${slug}`,
    cookie: as('catalogue'),
  });
  expect(response.statusCode).toBe(200);
  return adminContentPageSchema.parse(response.json());
};

const save = (slug: string, lang: string, payload: unknown, role: StaffRole = 'catalogue') =>
  adminInject(t, {
    method: 'PUT',
    url: `/api/v1/admin/content/${slug}/${lang}`,
    cookie: as(role),
    payload: payload as Record<string, unknown>,
  });

const history = async (slug: string) => {
  const response = await adminInject(t, {
    method: 'GET',
    url: `/api/v1/admin/content/${slug}/versions`,
    cookie: as('catalogue'),
  });
  expect(response.statusCode).toBe(200);
  return adminContentHistoryResponseSchema.parse(response.json()).versions;
};

/** What the storefront reads: the public page, through the API's cache. */
const publicFaq = async (lang: 'en' | 'fr' = 'en') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/pages/faq?lang=${lang}` });
  expect(response.statusCode).toBe(200);
  return faqAcfSchema.parse(pageResponseSchema.parse(response.json()).acf);
};

const auditEntries = async (action: string) => {
  const audit = await adminInject(t, {
    method: 'GET',
    url: `/api/v1/admin/audit?action=${action}&target=content_page:faq`,
    cookie: as('owner'),
  });
  return adminAuditResponseSchema.parse(audit.json()).entries;
};

describe('the role matrix (content routes)', () => {
  const cells = ROUTES.flatMap((route) =>
    STAFF_ROLES.map((role) => [route.method, route.url, role, route] as const),
  );
  it.each(cells)('%s %s as %s', async (_method, _url, role, route) => {
    const response = await call(route, as(role));
    if (!staffCan(role, route.permission)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'admin.forbidden' } });
    } else expect(response.statusCode).toBe(route.allowed);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each(ROUTES.map((route) => [route.method, route.url, route] as const))(
    '%s %s: a guest, a customer’s Bearer token or cookie, and a forged cookie get 401',
    async (_method, _url, route) => {
      for (const [cookie, extra] of [
        [null, {}],
        [null, customerBearer],
        [customerCookie, {}],
        ['maplepack_admin=forged-token', {}],
      ] as const) {
        const response = await call(route, cookie, extra);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ error: { code: 'admin.required' } });
      }
    },
  );
});

describe('the content pages', () => {
  it('lists the six editable pages, with their French titles', async () => {
    const response = await adminInject(t, {
      method: 'GET',
      url: '/api/v1/admin/content',
      cookie: as('owner'),
    });
    const { pages } = adminContentListResponseSchema.parse(response.json());
    expect(pages.map((page) => page.slug).sort()).toEqual(
      ['about', 'faq', 'privacy', 'references', 'team', 'terms'].sort(),
    );
  });

  it('refuses odd slugs and versions with 400 or 404, never 500', async () => {
    for (const url of [
      '/api/v1/admin/content/home',
      '/api/v1/admin/content/%00',
      '/api/v1/admin/content/faq/versions/abc/restore',
    ]) {
      const method = url.endsWith('restore') ? 'POST' : 'GET';
      const response = await adminInject(t, { method, url, cookie: as('catalogue') });
      expect(response.statusCode).toBe(400);
    }
  });

  it('refuses a bad field with the schema’s message and saves nothing', async () => {
    const before = await getPage('faq');
    await publicFaq(); // warm the cache
    const versionsBefore = await history('faq');
    const response = await save('faq', 'en', {
      title: 'FAQ',
      acf: { title: 'Frequently asked questions', questions: [{ question: 'Why?', answer: '' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'request.invalid' },
    });
    expect(response.json().error.message).toMatch(/^acf\.questions\[0\]\.answer: Too small/);
    const empty = await save('faq', 'en', { title: 'FAQ', acf: { title: 'x', questions: [] } });
    expect(empty.statusCode).toBe(400);
    const extra = await save('faq', 'en', { ...FAQ_BODY, sneaky: true });
    expect(extra.statusCode).toBe(400);
    expect(await getPage('faq')).toEqual(before);
    expect(await history('faq')).toEqual(versionsBefore);
  });

  it('saves the FAQ: the storefront answers the new text at once, the history keeps the old one, restore puts it back', async () => {
    const before = await getPage('faq');
    const oldFaq = faqAcfSchema.parse(before.acf);
    expect((await publicFaq()).questions[0]?.answer).toBe(oldFaq.questions[0]?.answer);
    const changed = {
      ...oldFaq,
      questions: oldFaq.questions.map((item, index) =>
        index === 0 ? { ...item, answer: 'Adults in Canada, **19 to 65**.' } : item,
      ),
    };
    const response = await save('faq', 'en', { title: before.title, acf: changed });
    expect(response.statusCode).toBe(200);
    expect(adminContentPageSchema.parse(response.json()).acf).toEqual(changed);
    // The public GET, cached with a 60 s TTL, shows the new text right after the save.
    expect((await publicFaq()).questions[0]?.answer).toBe('Adults in Canada, **19 to 65**.');

    const versions = await history('faq');
    expect(versions).toHaveLength(2);
    const [newest, original] = versions;
    expect(newest).toMatchObject({ language: 'en', staff_email: 'catalogue@maplepack.test', acf: changed });
    expect(original).toMatchObject({ language: 'en', staff_email: null, acf: before.acf });

    const [updated] = await auditEntries('content.updated');
    expect(updated).toMatchObject({
      staff_email: 'catalogue@maplepack.test',
      target_type: 'content_page',
      target_id: 'faq',
      before: { language: 'en', acf: before.acf },
      after: { language: 'en', acf: changed },
    });

    // Restore this version: a new version, audited, and the storefront shows the old text again.
    const restore = await adminInject(t, {
      method: 'POST',
      url: `/api/v1/admin/content/faq/versions/${original?.id}/restore`,
      cookie: as('owner'),
    });
    expect(restore.statusCode).toBe(200);
    expect((await getPage('faq')).acf).toEqual(before.acf);
    expect((await publicFaq()).questions[0]?.answer).toBe(oldFaq.questions[0]?.answer);
    const after = await history('faq');
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ staff_email: 'owner@maplepack.test', acf: before.acf });
    const [restored] = await auditEntries('content.restored');
    expect(restored).toMatchObject({
      staff_email: 'owner@maplepack.test',
      before: { language: 'en', acf: changed },
      after: { language: 'en', acf: before.acf, restored_from: original?.id },
    });
  });

  it('saves the French separately; the English stays as it was', async () => {
    const before = await getPage('faq');
    const french = {
      title: 'FAQ',
      acf: { title: 'Foire aux questions', questions: [{ question: 'Qui ?', answer: 'Les adultes.' }] },
    };
    const response = await save('faq', 'fr', french, 'owner');
    expect(response.statusCode).toBe(200);
    const page = await getPage('faq');
    expect(page.acf).toEqual(before.acf);
    expect(page.acf_fr).toEqual(french.acf);
    expect((await publicFaq('fr')).title).toBe('Foire aux questions');
    expect((await history('faq'))[0]).toMatchObject({ language: 'fr', acf: french.acf });
  });
});
