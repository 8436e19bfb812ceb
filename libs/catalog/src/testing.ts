// Fixtures and fast-check arbitraries for other libs' tests (`@maplepack/catalog/testing`).
import fc from 'fast-check';
import { CATEGORIES } from './category';
import { BOX_ID, SPLIT_PACK_ID } from './constants';
import { NUTRIENT_KEYS, type NutrientAmounts } from './nutrients';
import { allergenSchema, productSchema, type Product, type ProductInput, type StockStatus } from './product';

function fixture(input: ProductInput): Product {
  return productSchema.parse(input);
}

const category = (id: number): { id: Product['categories'][number]['id']; name: string } => {
  const found = CATEGORIES.find((c) => c.id === id);
  if (!found) throw new Error(`Unknown fixture category ${id}`);
  return { id: found.id, name: found.name };
};

export const FIXTURE_VITAMIN_D: Product = fixture({
  id: 101,
  name: 'Vitamin D3 1,000 IU',
  slug: 'vitamin-d3-1000-iu',
  priceCents: 150,
  categories: [category(46)],
  stockStatus: 'instock',
  relatedIds: [102, 103, BOX_ID, SPLIT_PACK_ID],
  standardDose: { am: 1, pm: 0 },
  pills: { min: 1, max: 4 },
  manufacturer: 'Fixture Labs',
  npn: '80000101',
  nutrientsPerPill: { vitaminD_ug: 25 },
  ingredients: ['vitamin-d3'],
});

export const FIXTURE_MAGNESIUM: Product = fixture({
  id: 102,
  name: 'Magnesium Bisglycinate 150 mg',
  slug: 'magnesium-bisglycinate-150-mg',
  priceCents: 300,
  categories: [category(43)],
  stockStatus: 'instock',
  relatedIds: [101, 104],
  standardDose: { am: 0, pm: 2 },
  pills: { min: 1, max: 3 },
  manufacturer: 'Fixture Labs',
  npn: '80000102',
  nutrientsPerPill: { magnesium_mg: 150 },
  diet: { vegan: true, vegetarian: true },
  ingredients: ['magnesium'],
});

export const FIXTURE_FISH_OIL: Product = fixture({
  id: 103,
  name: 'Omega-3 Fish Oil 1,000 mg',
  slug: 'omega-3-fish-oil-1000-mg',
  priceCents: 450,
  categories: [category(44), category(78)],
  stockStatus: 'instock',
  relatedIds: [101, 105],
  standardDose: { am: 1, pm: 1 },
  pills: { min: 1, max: 4 },
  manufacturer: 'Fixture Labs',
  npn: '80000103',
  nutrientsPerPill: { omega3_epaDha_mg: 600 },
  allergens: ['fish', 'gelatin'],
  ingredients: ['fish-oil'],
});

export const FIXTURE_ASHWAGANDHA: Product = fixture({
  id: 104,
  name: 'Ashwagandha 300 mg',
  slug: 'ashwagandha-300-mg',
  priceCents: 350,
  categories: [category(28)],
  stockStatus: 'instock',
  relatedIds: [102, 105],
  standardDose: { am: 1, pm: 0 },
  pills: { min: 1, max: 2 },
  manufacturer: 'Fixture Labs',
  npn: '80000104',
  diet: { vegan: true, vegetarian: true },
  ingredients: ['ashwagandha'],
});

/** Out of stock: a cart load must drop it. */
export const FIXTURE_PROBIOTIC_OUT_OF_STOCK: Product = fixture({
  id: 105,
  name: 'Probiotic 10 Billion',
  slug: 'probiotic-10-billion',
  priceCents: 500,
  categories: [category(45)],
  stockStatus: 'outofstock',
  relatedIds: [103],
  standardDose: { am: 1, pm: 0 },
  pills: { min: 1, max: 2 },
  manufacturer: 'Fixture Labs',
  npn: '80000105',
  allergens: ['dairy'],
  diet: { vegan: false, vegetarian: true },
  ingredients: ['probiotic'],
});

export const FIXTURE_SPLIT_PACK: Product = fixture({
  id: SPLIT_PACK_ID,
  name: 'Split Pack',
  slug: 'split-pack',
  priceCents: 750,
  categories: [category(47)],
  stockStatus: 'instock',
  relatedIds: [],
  standardDose: { am: 1, pm: 0 },
  pills: { min: 1, max: 1 },
  manufacturer: 'Maplepack',
});

export const FIXTURE_BOX: Product = fixture({
  id: BOX_ID,
  name: 'Maplepack Box',
  slug: 'maplepack-box',
  priceCents: 0,
  categories: [category(47)],
  stockStatus: 'instock',
  relatedIds: [],
  standardDose: { am: 0, pm: 0 },
  pills: { min: 0, max: 0 },
  manufacturer: 'Maplepack',
});

export const FIXTURE_PRODUCTS: readonly Product[] = [
  FIXTURE_VITAMIN_D,
  FIXTURE_MAGNESIUM,
  FIXTURE_FISH_OIL,
  FIXTURE_ASHWAGANDHA,
  FIXTURE_PROBIOTIC_OUT_OF_STOCK,
  FIXTURE_SPLIT_PACK,
  FIXTURE_BOX,
];

/** A fixture by id; throws for an unknown id so a typo in a test fails loudly. */
export function fixtureProduct(id: number): Product {
  const found = FIXTURE_PRODUCTS.find((product) => product.id === id);
  if (!found) throw new Error(`No fixture product with id ${id}`);
  return found;
}

export interface ProductArbOptions {
  /** Ids to draw from; default 1..5000 (which includes the split pack and box ids). */
  readonly id?: fc.Arbitrary<number>;
  /** Stock statuses to draw from; default all three. */
  readonly stockStatus?: fc.Arbitrary<StockStatus>;
}

const nutrientsArb: fc.Arbitrary<NutrientAmounts> = fc
  .uniqueArray(fc.constantFrom(...NUTRIENT_KEYS), { maxLength: 3 })
  .chain((keys) =>
    fc
      .tuple(...keys.map(() => fc.integer({ min: 0, max: 1000 })))
      .map((amounts) => Object.fromEntries(keys.map((key, i) => [key, amounts[i] ?? 0])) as NutrientAmounts),
  );

/**
 * Valid products (they parse with productSchema) whose standard daily dose lies within
 * [pills.min, pills.max], as the catalogue guarantees.
 */
export function productArbWith(options: ProductArbOptions = {}): fc.Arbitrary<Product> {
  return fc
    .record({
      id: options.id ?? fc.integer({ min: 1, max: 5000 }),
      name: fc.string({ minLength: 1, maxLength: 30 }),
      slug: fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/),
      priceCents: fc.integer({ min: 0, max: 5000 }),
      categories: fc.uniqueArray(fc.constantFrom(...CATEGORIES), {
        minLength: 1,
        maxLength: 2,
        selector: (c) => c.id,
      }),
      stockStatus:
        options.stockStatus ?? fc.constantFrom<StockStatus>('instock', 'outofstock', 'onbackorder'),
      relatedIds: fc.uniqueArray(fc.integer({ min: 1, max: 5000 }), { maxLength: 6 }),
      am: fc.integer({ min: 0, max: 3 }),
      pm: fc.integer({ min: 0, max: 3 }),
      belowMin: fc.integer({ min: 0, max: 6 }),
      aboveMax: fc.integer({ min: 0, max: 4 }),
      manufacturer: fc.string({ maxLength: 20 }),
      description: fc.string({ maxLength: 60 }),
      npn: fc.option(fc.stringMatching(/^\d{8}$/), { nil: undefined }),
      nutrientsPerPill: nutrientsArb,
      allergens: fc.uniqueArray(fc.constantFrom(...allergenSchema.options), { maxLength: 3 }),
      diet: fc.record({ vegan: fc.boolean(), vegetarian: fc.boolean() }),
      ingredients: fc.uniqueArray(fc.stringMatching(/^[a-z]+(-[a-z0-9]+)*$/), { maxLength: 3 }),
    })
    .map(({ am, pm, belowMin, aboveMax, categories, npn, ...rest }) => {
      const daily = am + pm;
      const product: Product = {
        ...rest,
        categories: categories.map((c) => ({ id: c.id, name: c.name })),
        standardDose: { am, pm },
        pills: { min: Math.max(0, daily - belowMin), max: daily + aboveMax },
        ...(npn === undefined ? {} : { npn }),
      };
      return product;
    });
}

/** Any valid product. */
export const productArb: fc.Arbitrary<Product> = productArbWith();

/** Valid in-stock products. */
export const inStockProductArb: fc.Arbitrary<Product> = productArbWith({
  stockStatus: fc.constant('instock'),
});

/** Products with distinct ids (a catalogue page, a cart's products). */
export function productsArb(
  constraints: { minLength?: number; maxLength?: number } = {},
): fc.Arbitrary<Product[]> {
  return fc.uniqueArray(productArb, { ...constraints, selector: (product) => product.id });
}
