import { parseProduct } from './parse-product';
import { categoryIdsOf, isInStock, productSchema, type ProductInput } from './product';
import { FIXTURE_FISH_OIL, FIXTURE_PROBIOTIC_OUT_OF_STOCK } from './testing';

const valid: ProductInput = {
  id: 11,
  name: 'Vitamin C 500 mg',
  slug: 'vitamin-c-500-mg',
  priceCents: 250,
  categories: [{ id: 46, name: 'Vitamins' }],
  stockStatus: 'instock',
  relatedIds: [12],
  standardDose: { am: 1, pm: 0 },
  pills: { min: 1, max: 2 },
  manufacturer: 'Fixture Labs',
};

describe('productSchema', () => {
  it('fills the optional facts with empty defaults', () => {
    const product = productSchema.parse(valid);
    expect(product).toMatchObject({
      description: '',
      nutrientsPerPill: {},
      allergens: [],
      diet: { vegan: false, vegetarian: false },
      ingredients: [],
    });
    expect(product.npn).toBeUndefined();
  });

  it.each([
    'id',
    'name',
    'slug',
    'priceCents',
    'categories',
    'stockStatus',
    'relatedIds',
    'standardDose',
    'pills',
    'manufacturer',
  ])('fails without %s, naming the field', (field) => {
    const input: Record<string, unknown> = { ...valid };
    delete input[field];
    const result = parseProduct(input);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.code).toBe('product.invalid');
      expect(result.message).toMatch(new RegExp(`(^|: |; )${field}: `));
    }
  });

  it('names a nested field by its path', () => {
    const result = parseProduct({ ...valid, standardDose: { am: 1 } });
    expect(result).toEqual({
      ok: false,
      code: 'product.invalid',
      message: expect.stringContaining('standardDose.pm: '),
    });
  });

  it.each([
    ['a float price', { priceCents: 2.5 }, 'priceCents'],
    ['a negative dose', { standardDose: { am: -1, pm: 0 } }, 'standardDose.am'],
    ['an unknown category id', { categories: [{ id: 99, name: 'Candy' }] }, 'categories.0.id'],
    ['an unknown stock status', { stockStatus: 'sold' }, 'stockStatus'],
    ['a 7-digit NPN', { npn: '1234567' }, 'npn: An NPN has 8 digits.'],
  ])('rejects %s', (_label, patch, expected) => {
    const result = parseProduct({ ...valid, ...patch });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain(expected);
  });

  it('lists every bad field, not only the first', () => {
    const result = parseProduct({ ...valid, name: '', slug: undefined });
    expect(!result.ok && result.message).toMatch(/name: .*; slug: /);
  });

  it('parses a valid product', () => {
    expect(parseProduct(valid)).toEqual({ ok: true, product: productSchema.parse(valid) });
  });

  it('rejects input that is not an object', () => {
    expect(parseProduct('Vitamin C')).toMatchObject({ ok: false, code: 'product.invalid' });
  });
});

describe('product helpers', () => {
  it('knows in-stock products', () => {
    expect(isInStock(FIXTURE_FISH_OIL)).toBe(true);
    expect(isInStock(FIXTURE_PROBIOTIC_OUT_OF_STOCK)).toBe(false);
    expect(isInStock({ stockStatus: 'onbackorder' })).toBe(false);
  });

  it('lists category ids', () => {
    expect(categoryIdsOf(FIXTURE_FISH_OIL)).toEqual([44, 78]);
  });
});
