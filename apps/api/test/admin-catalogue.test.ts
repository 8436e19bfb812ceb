import { STAFF_ROLES, staffCan, type StaffPermission, type StaffRole } from '@maplepack/access';
import {
  AUTH_COOKIE_NAME,
  adminAuditResponseSchema,
  adminProductListResponseSchema,
  adminProductSchema,
  type AdminProduct,
} from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import { orderLines, orders } from '../src/db/schema/orders';
import { adminInject, signInStaff } from './support/admin';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { checkout, fromNewAddress, placeBody, quote } from './support/checkout-flow';
import { demoHeaders } from './support/coupons';
import { insertSubscribers, RENEWAL_ADDRESSES, standardLine } from './support/renewal-fixtures';

let t: TestApp;
const cookies = {} as Record<StaffRole, string>;
let customerBearer: Record<string, string>;
let customerCookie: string;

jest.setTimeout(120_000);

beforeAll(async () => {
  // The cache on, as in production: an edit must reach what the cache holds.
  t = await buildTestApp({ demoStaff: true, cacheTtlMs: 60_000 });
  for (const role of STAFF_ROLES) cookies[role] = await signInStaff(t, role, TEST_NOW);
  const { cookies: browser } = await checkout(
    t,
    placeBody('catalogue-customer@example.ca'),
    'key-admin-catalogue-1',
    fromNewAddress(),
  );
  customerCookie = `${AUTH_COOKIE_NAME}=${browser[AUTH_COOKIE_NAME]}`;
  customerBearer = await demoHeaders(t);
});
afterAll(async () => {
  await t.close();
});

const as = (role: StaffRole) => cookies[role];
const OMEGA_ID = 2401;

interface Route {
  method: 'GET' | 'PUT';
  url: string;
  permission: StaffPermission;
  payload?: Record<string, unknown>;
}

const getProduct = async (id: number): Promise<AdminProduct> => {
  const response = await adminInject(t, {
    method: 'GET',
    url: `/api/v1/admin/products/${id}`,
    cookie: as('owner'),
  });
  return adminProductSchema.parse(response.json());
};

/** The form's body: every editable field of `product`, with `change` applied. */
const editBody = (product: AdminProduct, change: Record<string, unknown> = {}) => ({
  name: product.name,
  name_fr: product.name_fr,
  description: product.description,
  description_fr: product.description_fr,
  status: product.status,
  price: product.price,
  stock_status: product.stock_status,
  dose_am: product.dose_am,
  dose_pm: product.dose_pm,
  min_pills: product.min_pills,
  max_pills: product.max_pills,
  npn: product.npn,
  allergens: product.allergens,
  vegan: product.vegan,
  vegetarian: product.vegetarian,
  nutrients: product.nutrients,
  category_ids: product.categories.map((category) => category.id),
  ...change,
});

const save = (id: number, body: Record<string, unknown>, role: StaffRole = 'catalogue') =>
  adminInject(t, { method: 'PUT', url: `/api/v1/admin/products/${id}`, cookie: as(role), payload: body });

const FORGED = 999_999;
const VALID_EDIT = {
  name: 'Forged',
  name_fr: '',
  description: '',
  description_fr: '',
  status: 'draft',
  price: '1.00',
  stock_status: 'instock',
  dose_am: 1,
  dose_pm: 0,
  min_pills: 1,
  max_pills: 2,
  npn: null,
  allergens: [],
  vegan: false,
  vegetarian: false,
  nutrients: {},
  category_ids: [78],
};
const ROUTES: Route[] = [
  { method: 'GET', url: '/api/v1/admin/products', permission: 'catalogue.write' },
  { method: 'GET', url: `/api/v1/admin/products/${FORGED}`, permission: 'catalogue.write' },
  {
    method: 'PUT',
    url: `/api/v1/admin/products/${FORGED}`,
    permission: 'catalogue.write',
    payload: VALID_EDIT,
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

describe('the role matrix (catalogue routes)', () => {
  const cells = ROUTES.flatMap((route) =>
    STAFF_ROLES.map((role) => [route.method, route.url, role, route] as const),
  );
  it.each(cells)('%s %s as %s', async (_method, _url, role, route) => {
    const response = await call(route, as(role));
    if (!staffCan(role, route.permission)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error: { code: 'admin.forbidden' } });
    } else if (route.url.includes(String(FORGED))) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'admin.not-found' } });
    } else expect(response.statusCode).toBe(200);
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

describe('the products list', () => {
  const list = async (query: string) => {
    const response = await adminInject(t, {
      method: 'GET',
      url: `/api/v1/admin/products${query}`,
      cookie: as('catalogue'),
    });
    expect(response.statusCode).toBe(200);
    return adminProductListResponseSchema.parse(response.json());
  };

  it('searches names in both languages, and filters by category, status and stock', async () => {
    const omega = await list('?search=omega');
    expect(omega.products.map((p) => p.id)).toContain(OMEGA_ID);
    expect(omega.products.every((p) => /omega/i.test(`${p.name} ${p.name_fr} ${p.slug}`))).toBe(true);
    const all = await list('?per_page=100');
    expect(all.total).toBeGreaterThan(10);
    const inStock = await list('?stock_status=instock&per_page=100');
    expect(inStock.products.every((p) => p.stock_status === 'instock')).toBe(true);
    const category = all.products[0]?.categories[0]?.id;
    const inCategory = await list(`?category=${category}&per_page=100`);
    expect(inCategory.products.length).toBeGreaterThan(0);
    expect(inCategory.products.every((p) => p.categories.some((c) => c.id === category))).toBe(true);
    expect((await list('?status=private')).products.every((p) => p.status === 'private')).toBe(true);
    expect((await list('?search=%25_')).total).toBe(0);
  });

  it('refuses odd filters with 400, never 500', async () => {
    for (const query of ['?status=gone', '?category=abc', '?per_page=1000', '?page=0', '?nope=1']) {
      const response = await adminInject(t, {
        method: 'GET',
        url: `/api/v1/admin/products${query}`,
        cookie: as('catalogue'),
      });
      expect(response.statusCode).toBe(400);
    }
  });
});

describe('editing a product', () => {
  it('refuses doses that break an upper limit, with the lib’s message, and saves nothing', async () => {
    const before = await getProduct(OMEGA_ID);
    // 2,000 µg RAE of vitamin A a pill: two pills a day go over the 3,000 µg adult limit.
    const response = await save(
      OMEGA_ID,
      editBody(before, { nutrients: { ...before.nutrients, vitaminA_retinol_ugRAE: 2000 } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'admin.product-invalid',
        message: `This product cannot be saved: At ${before.max_pills} pills a day (its most): Your pack gives ${(2000 * before.max_pills).toLocaleString('en-CA')} µg RAE of vitamin A (retinol) a day, above the safe upper limit of 3,000 µg RAE for adults.`,
      },
    });
    expect(await getProduct(OMEGA_ID)).toEqual(before);
  });

  it('refuses a standard dose outside the pills range and a minimum above the maximum', async () => {
    const before = await getProduct(OMEGA_ID);
    const over = await save(OMEGA_ID, editBody(before, { dose_am: before.max_pills, dose_pm: 1 }));
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      error: {
        message: `This product cannot be saved: Standard dose: ${before.name} allows at most ${before.max_pills} pills a day.`,
      },
    });
    const crossed = await save(OMEGA_ID, editBody(before, { min_pills: 5, max_pills: 4 }));
    expect(crossed.statusCode).toBe(400);
    for (const odd of [{ price: '-1' }, { npn: '12' }, { dose_am: 1.5 }, { name: '' }, { extra: 1 }]) {
      const response = await save(OMEGA_ID, editBody(before, odd));
      expect(response.statusCode).toBe(400);
    }
    expect(await getProduct(OMEGA_ID)).toEqual(before);
  });

  it('saves a new price that the next products list, checkout quote and renewal charge use', async () => {
    const [subscriber] = await insertSubscribers(
      t.database.db,
      [{ nextPaymentDate: '2026-12-17', address: RENEWAL_ADDRESSES[0], lines: [standardLine(OMEGA_ID)] }],
      { tag: 'catalogue-price', startDate: '2026-11-21', now: TEST_NOW },
    );
    if (subscriber === undefined) throw new Error('no plan');
    // The cached list and its ETag, before the change.
    const listBefore = await t.app.inject({ method: 'GET', url: '/api/v1/products?per_page=100' });
    const etag = listBefore.headers['etag'] as string;
    const priceIn = (body: string) =>
      (JSON.parse(body) as { id: number; price: string }[]).find((p) => p.id === OMEGA_ID)?.price;
    expect(priceIn(listBefore.body)).toBe('3.50');
    const lines = [{ product_id: OMEGA_ID, am_dose: 1, pm_dose: 1 }];
    const destination = { postcode: 'K2P 1L4', city: 'Ottawa' };
    expect((await quote(t, { lines, destination })).lines[0]?.price).toBe('3.50');

    const before = await getProduct(OMEGA_ID);
    const response = await save(
      OMEGA_ID,
      editBody(before, { price: '4.25', name_fr: 'Huile de poisson oméga-3 (nouvelle)' }),
    );
    expect(response.statusCode).toBe(200);
    expect(adminProductSchema.parse(response.json())).toMatchObject({ price: '4.25' });

    // The products list: a new body and ETag at once, though the cache lives 60 s.
    const listAfter = await t.app.inject({
      method: 'GET',
      url: '/api/v1/products?per_page=100',
      headers: { 'if-none-match': etag },
    });
    expect(listAfter.statusCode).toBe(200);
    expect(listAfter.headers['etag']).not.toBe(etag);
    expect(priceIn(listAfter.body)).toBe('4.25');
    const french = await t.app.inject({ method: 'GET', url: `/api/v1/products/${OMEGA_ID}?lang=fr` });
    expect(french.json()).toMatchObject({ name: 'Huile de poisson oméga-3 (nouvelle)', price: '4.25' });
    // The checkout quote.
    expect((await quote(t, { lines, destination })).lines[0]).toMatchObject({
      price: '4.25',
      subtotal: '8.50',
    });
    // The renewal's charge.
    const report = await t.app.renewals.pass(new Date('2026-12-17T09:00:00Z'));
    expect(report.charged.map((c) => c.subscriptionId)).toContain(subscriber.subscriptionId);
    const [renewal] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.subscriptionId, subscriber.subscriptionId));
    const [line] = await t.database.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, renewal?.id ?? 0));
    expect(line).toMatchObject({ productId: OMEGA_ID, unitPriceCents: 425 });

    // The audit log: who, before and after.
    const audit = await adminInject(t, {
      method: 'GET',
      url: `/api/v1/admin/audit?action=product.updated&target=product:${OMEGA_ID}`,
      cookie: as('owner'),
    });
    const [entry] = adminAuditResponseSchema.parse(audit.json()).entries;
    expect(entry).toMatchObject({
      staff_email: 'catalogue@maplepack.test',
      action: 'product.updated',
      target_type: 'product',
      target_id: String(OMEGA_ID),
      before: { price: '3.50', name_fr: before.name_fr },
      after: { price: '4.25', name_fr: 'Huile de poisson oméga-3 (nouvelle)' },
    });
  });

  it('takes a product off the shop when staff unpublish it', async () => {
    const vitaminD = (await getProduct(2101)) as AdminProduct;
    expect((await save(2101, editBody(vitaminD, { status: 'draft' }))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/products/2101' })).statusCode).toBe(404);
    expect((await save(2101, editBody(vitaminD))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/products/2101' })).statusCode).toBe(200);
  });
});

describe('a product’s categories', () => {
  /** The storefront's list of a category, as a shopper's page asks for it (cached 60 s here). */
  const idsIn = async (category: number): Promise<number[]> => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products?category=${category}&per_page=100`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { id: number }[]).map((product) => product.id);
  };
  const FLAX_ID = 2402; // Nutritional Oils only
  const KRILL_ID = 2403; // Nutritional Oils, then Specialty

  it('moves a product to another category: the storefront lists it there at once and no longer in the old one', async () => {
    // Both lists cached before the change.
    expect(await idsIn(44)).toContain(FLAX_ID);
    expect(await idsIn(45)).not.toContain(FLAX_ID);
    const categoriesBefore = await t.app.inject({ method: 'GET', url: '/api/v1/categories' });
    const before = await getProduct(FLAX_ID);
    expect(before.categories.map((category) => category.id)).toEqual([44]);

    const response = await save(FLAX_ID, editBody(before, { category_ids: [45] }));
    expect(response.statusCode).toBe(200);
    expect(adminProductSchema.parse(response.json()).categories).toEqual([{ id: 45, name: 'Specialty' }]);
    expect(await idsIn(45)).toContain(FLAX_ID);
    expect(await idsIn(44)).not.toContain(FLAX_ID);
    const shopper = await t.app.inject({ method: 'GET', url: `/api/v1/products/${FLAX_ID}` });
    expect(shopper.json()).toMatchObject({ categories: [{ id: 45 }] });
    // The tabs' counts too.
    const countOf = (body: string, id: number) =>
      (JSON.parse(body) as { id: number; count: number }[]).find((category) => category.id === id)?.count;
    const categoriesAfter = await t.app.inject({ method: 'GET', url: '/api/v1/categories' });
    expect(countOf(categoriesAfter.body, 45)).toBe((countOf(categoriesBefore.body, 45) ?? 0) + 1);
    expect(countOf(categoriesAfter.body, 44)).toBe((countOf(categoriesBefore.body, 44) ?? 0) - 1);

    // One audit entry with the rest of the edit: the categories before and after.
    const audit = await adminInject(t, {
      method: 'GET',
      url: `/api/v1/admin/audit?action=product.updated&target=product:${FLAX_ID}`,
      cookie: as('owner'),
    });
    const entries = adminAuditResponseSchema.parse(audit.json()).entries;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      staff_email: 'catalogue@maplepack.test',
      before: { category_ids: [44], price: before.price },
      after: { category_ids: [45], price: before.price },
    });

    expect((await save(FLAX_ID, editBody(before))).statusCode).toBe(200);
    expect(await idsIn(44)).toContain(FLAX_ID);
    expect(await idsIn(45)).not.toContain(FLAX_ID);
  });

  it('keeps the home category first and adds the new ones after it', async () => {
    const before = await getProduct(KRILL_ID);
    expect(before.categories.map((category) => category.id)).toEqual([44, 45]);
    const response = await save(KRILL_ID, editBody(before, { category_ids: [80, 44] }));
    expect(response.statusCode).toBe(200);
    expect(adminProductSchema.parse(response.json()).categories.map((category) => category.id)).toEqual([
      44, 80,
    ]);
    expect((await save(KRILL_ID, editBody(before))).statusCode).toBe(200);
    expect((await getProduct(KRILL_ID)).categories).toEqual(before.categories);
  });

  it('refuses no category, an unknown one, one twice, and odd lists, in English and French, saving nothing', async () => {
    const before = await getProduct(OMEGA_ID);
    const cases: [unknown, string, string][] = [
      [[], 'Choose at least one category.', 'Choisissez au moins une catégorie.'],
      [undefined, 'Choose at least one category.', 'Choisissez au moins une catégorie.'],
      [
        [44, 99],
        'Choose categories from the shop’s nine categories.',
        'Choisissez les catégories parmi les neuf catégories de la boutique.',
      ],
      [
        ['44'],
        'Choose categories from the shop’s nine categories.',
        'Choisissez les catégories parmi les neuf catégories de la boutique.',
      ],
      [[44, 44], 'A category is chosen more than once.', 'Une catégorie est choisie plus d’une fois.'],
    ];
    for (const [categoryIds, english, french] of cases) {
      const body = editBody(before, { category_ids: categoryIds, price: '9.99' });
      if (categoryIds === undefined) delete (body as Record<string, unknown>)['category_ids'];
      const response = await save(OMEGA_ID, body);
      expect({ categoryIds, status: response.statusCode }).toEqual({ categoryIds, status: 400 });
      expect(response.json()).toMatchObject({ error: { code: 'request.invalid', message: english } });
      const inFrench = await adminInject(t, {
        method: 'PUT',
        url: `/api/v1/admin/products/${OMEGA_ID}`,
        cookie: as('catalogue'),
        payload: body,
        headers: { 'accept-language': 'fr-CA' },
      });
      expect(inFrench.json()).toMatchObject({ error: { message: french } });
    }
    for (const odd of [
      Array.from({ length: 10 }, () => 44),
      Array.from({ length: 10_000 }, (_, index) => index),
      [44.5],
      [null],
      44,
      'essentials',
      [{ id: 44 }],
    ]) {
      const response = await save(OMEGA_ID, editBody(before, { category_ids: odd }));
      expect(response.statusCode).toBe(400);
    }
    expect(await getProduct(OMEGA_ID)).toEqual(before);
  });
});
