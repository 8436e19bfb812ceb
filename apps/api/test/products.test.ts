import {
  categoryListResponseSchema,
  errorBodySchema,
  productListResponseSchema,
  productResponseSchema,
} from '@maplepack/api-contract';
import { CATALOGUE } from '@maplepack/catalog-data';
import { buildTestApp, type TestApp } from './support/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/v1/products', () => {
  it('lists the first 10 published products with WooCommerce paging headers', async () => {
    const response = await get('/api/v1/products');
    expect(response.statusCode).toBe(200);
    const products = productListResponseSchema.parse(response.json());
    expect(products).toHaveLength(10);
    expect(products[0]?.id).toBe(CATALOGUE[0]?.id);
    expect(response.headers['x-wp-total']).toBe(String(CATALOGUE.length));
    expect(response.headers['x-wp-totalpages']).toBe(String(Math.ceil(CATALOGUE.length / 10)));
  });

  it('writes prices as two-decimal strings and doses in the ACF groups', async () => {
    const response = await get('/api/v1/products?per_page=100');
    const products = productListResponseSchema.parse(response.json());
    const multi = products.find((product) => product.id === 2101);
    const source = CATALOGUE.find((product) => product.id === 2101);
    expect(multi?.price).toBe('3.50');
    expect(multi?.acf.standard_dose_amount).toEqual({
      standard_dose_am: source?.standardDose.am,
      standard_dose_pm: source?.standardDose.pm,
    });
    expect(multi?.acf.minmax_no_of_pills.max_no_of_pills).toBe(source?.pills.max);
    expect(multi?.categories).toEqual([
      { id: 78, name: 'The Essentials Collection' },
      { id: 46, name: 'Vitamins' },
    ]);
  });

  it('pages through the catalogue without overlap', async () => {
    const first = productListResponseSchema.parse((await get('/api/v1/products?per_page=30&page=1')).json());
    const second = productListResponseSchema.parse((await get('/api/v1/products?per_page=30&page=2')).json());
    const ids = [...first, ...second].map((product) => product.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(CATALOGUE.slice(0, 60).map((product) => product.id));
  });

  it('answers an empty page past the end, with the same totals', async () => {
    const response = await get('/api/v1/products?page=99');
    expect(response.json()).toEqual([]);
    expect(response.headers['x-wp-total']).toBe(String(CATALOGUE.length));
  });

  it('filters by category id', async () => {
    const response = await get('/api/v1/products?category=46&per_page=100');
    const products = productListResponseSchema.parse(response.json());
    const expected = CATALOGUE.filter((product) => product.categories.some((c) => c.id === 46));
    expect(products.map((product) => product.id)).toEqual(expected.map((product) => product.id));
    expect(response.headers['x-wp-total']).toBe(String(expected.length));
  });

  it('filters by stock status', async () => {
    const instock = CATALOGUE.filter((product) => product.stockStatus === 'instock').length;
    const response = await get('/api/v1/products?stock_status=instock&status=publish&per_page=1');
    expect(response.headers['x-wp-total']).toBe(String(instock));
    const none = await get('/api/v1/products?stock_status=onbackorder');
    expect(none.headers['x-wp-total']).toBe(
      String(CATALOGUE.length - instock - CATALOGUE.filter((p) => p.stockStatus === 'outofstock').length),
    );
  });

  it.each([
    ['per_page=101', 'per_page'],
    ['per_page=0', 'per_page'],
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['category=-3', 'category'],
    ['stock_status=plenty', 'stock_status'],
    ['per_page=', 'per_page'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const response = await get(`/api/v1/products?${query}`);
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.error.code).toBe('request.invalid');
    expect(body.error.message).toContain(field);
    expect(response.body).not.toMatch(/\bat .+\.ts:\d+/);
  });
});

describe('GET /api/v1/products/{id}', () => {
  it('answers the split pack, product 1593, with its stock status', async () => {
    const response = await get('/api/v1/products/1593?stock_status=instock&status=publish');
    expect(response.statusCode).toBe(200);
    const product = productResponseSchema.parse(response.json());
    expect(product.id).toBe(1593);
    expect(product.price).toBe('7.50');
    expect(product.stock_status).toBe('instock');
  });

  it('answers 404 with an error body for an unknown product', async () => {
    const response = await get('/api/v1/products/999999');
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('product.not-found');
  });

  it('answers 400 for an id that is not a number', async () => {
    const response = await get('/api/v1/products/abc');
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.message).toContain('id');
  });
});

describe('GET /api/v1/categories', () => {
  it('lists the nine categories in tab order with product counts', async () => {
    const response = await get('/api/v1/categories');
    const categories = categoryListResponseSchema.parse(response.json());
    expect(categories.map((category) => category.id)).toEqual([78, 46, 43, 44, 28, 45, 79, 80, 47]);
    const vitamins = categories.find((category) => category.id === 46);
    expect(vitamins?.count).toBe(CATALOGUE.filter((p) => p.categories.some((c) => c.id === 46)).length);
  });
});
