import { startCannedServer, type CannedServer } from '../test/canned-server';
import { createAdminApiClient, type AdminApiClient } from './create-admin-api-client';

let server: CannedServer;
let client: AdminApiClient;

beforeAll(async () => {
  server = await startCannedServer();
  client = createAdminApiClient({ baseUrl: server.baseUrl });
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.seen.length = 0;
});

const coupon = {
  code: 'welcome10',
  description: '',
  discount_type: 'percent' as const,
  amount: '10',
  free_shipping: false,
  individual_use: false,
  product_ids: [],
  excluded_product_ids: [],
  product_categories: [],
  excluded_product_categories: [],
  email_restrictions: [],
  minimum_amount: null,
  maximum_amount: null,
  usage_limit: null,
  usage_limit_per_user: null,
  date_expires: null,
};

describe('the back office catalogue calls', () => {
  it('leaves empty filters out of the product search', async () => {
    server.answer('GET /api/v1/admin/products', { json: { products: [], total: 0, total_pages: 0 } });
    await client.products({ search: '', stock_status: 'instock' });
    expect(Object.fromEntries(server.seen[0]?.query ?? [])).toEqual({ stock_status: 'instock' });
  });

  it('gives a refused product the server’s rule as an ApiError', async () => {
    const message = 'This product cannot be saved: Standard dose: Vitamin D3 allows at most 2 pills a day.';
    server.answer('PUT /api/v1/admin/products/2101', {
      status: 400,
      json: { error: { code: 'admin.product-invalid', message } },
    });
    await expect(
      client.saveProduct(2101, {
        name: 'Vitamin D3',
        name_fr: '',
        description: '',
        description_fr: '',
        status: 'publish',
        price: '3.00',
        stock_status: 'instock',
        dose_am: 3,
        dose_pm: 0,
        min_pills: 1,
        max_pills: 2,
        npn: null,
        allergens: [],
        vegan: false,
        vegetarian: true,
        nutrients: {},
        category_ids: [46],
      }),
    ).rejects.toMatchObject({ status: 400, code: 'admin.product-invalid', message });
    expect(server.seen[0]?.method).toBe('PUT');
  });

  it('creates a coupon with POST and changes one with PUT, and never sends what the contract refuses', async () => {
    server.answer('POST /api/v1/admin/coupons', {
      status: 400,
      json: { error: { code: 'x', message: 'no' } },
    });
    server.answer('PUT /api/v1/admin/coupons/3', {
      status: 400,
      json: { error: { code: 'x', message: 'no' } },
    });
    await expect(client.saveCoupon(null, coupon)).rejects.toMatchObject({ status: 400 });
    await expect(client.saveCoupon(3, coupon)).rejects.toMatchObject({ status: 400 });
    expect(server.seen.map((seen) => `${seen.method} ${seen.path}`)).toEqual([
      'POST /api/v1/admin/coupons',
      'PUT /api/v1/admin/coupons/3',
    ]);
    await expect(
      client.saveCoupon(null, { ...coupon, email_restrictions: ['nobody'] }),
    ).rejects.toMatchObject({
      code: 'request.invalid',
    });
    expect(server.seen).toHaveLength(2);
  });
});
