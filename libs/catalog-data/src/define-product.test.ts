import { type CategoryId } from '@maplepack/catalog';
import { defineProduct, type CatalogueEntry } from './define-product';

const entry: CatalogueEntry = {
  id: 9001,
  name: 'Test Zinc 15 mg',
  slug: 'test-zinc-15-mg',
  priceCents: 150,
  categoryIds: [43, 78],
  relatedIds: [9002],
  dose: [1, 0],
  pills: [1, 2],
  manufacturer: 'Test Labs',
  description: 'Zinc for tests.',
  npn: '99009001',
  nutrients: { zinc_mg: 15 },
  diet: 'vegan',
  ingredients: ['zinc'],
};

describe('defineProduct', () => {
  it('expands a compact entry into a product', () => {
    expect(defineProduct(entry)).toEqual({
      id: 9001,
      name: 'Test Zinc 15 mg',
      slug: 'test-zinc-15-mg',
      priceCents: 150,
      categories: [
        { id: 43, name: 'Minerals' },
        { id: 78, name: 'The Essentials Collection' },
      ],
      stockStatus: 'instock',
      relatedIds: [9002],
      standardDose: { am: 1, pm: 0 },
      pills: { min: 1, max: 2 },
      manufacturer: 'Test Labs',
      description: 'Zinc for tests.',
      npn: '99009001',
      nutrientsPerPill: { zinc_mg: 15 },
      allergens: [],
      diet: { vegan: true, vegetarian: true },
      ingredients: ['zinc'],
    });
  });

  it.each([
    ['vegan', { vegan: true, vegetarian: true }],
    ['vegetarian', { vegan: false, vegetarian: true }],
    ['neither', { vegan: false, vegetarian: false }],
  ] as const)('turns the diet label %s into flags', (diet, flags) => {
    expect(defineProduct({ ...entry, diet }).diet).toEqual(flags);
  });

  it('leaves out the NPN when the entry has none, and keeps a given stock status', () => {
    const { npn: _npn, ...withoutNpn } = entry;
    const product = defineProduct({ ...withoutNpn, stockStatus: 'outofstock' });
    expect('npn' in product).toBe(false);
    expect(product.stockStatus).toBe('outofstock');
  });

  it('throws on an unknown category id', () => {
    expect(() => defineProduct({ ...entry, categoryIds: [12 as CategoryId] })).toThrow(
      'Product 9001: unknown category 12',
    );
  });

  it('does not share arrays with the entry', () => {
    const product = defineProduct(entry);
    expect(product.relatedIds).not.toBe(entry.relatedIds);
    expect(product.ingredients).not.toBe(entry.ingredients);
  });
});
