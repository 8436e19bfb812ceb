import { productListQuerySchema, productResponseSchema } from './products';

describe('productListQuerySchema', () => {
  it("reads the shop's common params", () => {
    expect(
      productListQuerySchema.parse({
        stock_status: 'instock',
        status: 'publish',
        category: '46',
        page: '2',
        per_page: '50',
      }),
    ).toEqual({
      stock_status: 'instock',
      status: 'publish',
      category: 46,
      page: 2,
      per_page: 50,
    });
  });

  it('defaults to published products, 10 a page', () => {
    expect(productListQuerySchema.parse({})).toEqual({ status: 'publish', page: 1, per_page: 10 });
  });

  it('refuses unknown stock statuses', () => {
    expect(productListQuerySchema.safeParse({ stock_status: 'lots' }).success).toBe(false);
  });
});

describe('productResponseSchema', () => {
  const product = {
    id: 1593,
    name: 'Split Pack',
    slug: 'split-pack',
    status: 'publish',
    price: '7.50',
    regular_price: '7.50',
    categories: [{ id: 47, name: 'Accessories' }],
    stock_status: 'instock',
    related_ids: [],
    acf: {
      minmax_no_of_pills: { min_no_of_pills: 1, max_no_of_pills: 1 },
      standard_dose_amount: { standard_dose_am: 1, standard_dose_pm: 0 },
      manufacturer: 'Maplepack',
    },
    description: '',
    npn: null,
    allergens: [],
    diet: { vegan: true, vegetarian: true },
    nutrients: {},
    ingredients: [],
  };

  it('accepts a WooCommerce-shaped product', () => {
    expect(productResponseSchema.parse(product)).toEqual(product);
  });

  it('refuses a float price', () => {
    expect(productResponseSchema.safeParse({ ...product, price: 7.5 }).success).toBe(false);
  });
});
