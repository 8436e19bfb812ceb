import { productSchema, type Product, type ProductInput } from '@maplepack/catalog';
import { EMPTY_PROFILE, type Profile } from './profile';

/** A product for tests: defaults fill what the test does not care about. */
export function testProduct(input: Partial<ProductInput> & Pick<ProductInput, 'id' | 'ingredients'>): Product {
  return productSchema.parse({
    name: `Product ${input.id}`,
    slug: `product-${input.id}`,
    priceCents: 300,
    categories: [{ id: 46, name: 'Vitamins' }],
    stockStatus: 'instock',
    relatedIds: [],
    standardDose: { am: 1, pm: 0 },
    pills: { min: 1, max: 2 },
    manufacturer: 'Test Labs',
    diet: { vegan: true, vegetarian: true },
    ...input,
  });
}

export function testProfile(overrides: Partial<Profile> = {}): Profile {
  return { ...EMPTY_PROFILE, age: 35, sex: 'female', ...overrides };
}
