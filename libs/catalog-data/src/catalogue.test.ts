import {
  BOX_ID,
  CATEGORIES,
  CATEGORY_IDS,
  SPLIT_PACK_FALLBACK_PRICE_CENTS,
  SPLIT_PACK_ID,
  productSchema,
  type Product,
} from '@maplepack/catalog';
import { BOX_PRODUCT, CATALOGUE, SPLIT_PACK_PRODUCT } from './catalogue';
import { ingredientSchema } from './ingredients';

const isAccessory = (product: Product): boolean =>
  product.categories.some((category) => category.id === CATEGORY_IDS.accessories);
const supplements = CATALOGUE.filter((product) => !isAccessory(product));

describe('the catalogue', () => {
  it('has at least 60 products', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CATALOGUE.map((product) => [product.id, product] as const))(
    'product %i parses with productSchema unchanged',
    (_id, product) => {
      expect(productSchema.parse(product)).toEqual(product);
    },
  );

  it('has unique ids and unique slugs', () => {
    expect(new Set(CATALOGUE.map((product) => product.id)).size).toBe(CATALOGUE.length);
    expect(new Set(CATALOGUE.map((product) => product.slug)).size).toBe(CATALOGUE.length);
  });

  it('uses kebab-case slugs', () => {
    for (const product of CATALOGUE) expect(product.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has at least 3 products in every category, and the box and split pack in accessories', () => {
    for (const category of CATEGORIES) {
      const count = CATALOGUE.filter((p) => p.categories.some((c) => c.id === category.id)).length;
      const needed = category.id === CATEGORY_IDS.accessories ? 2 : 3;
      expect({ category: category.name, enough: count >= needed }).toEqual({
        category: category.name,
        enough: true,
      });
    }
    const accessoryIds = CATALOGUE.filter(isAccessory).map((product) => product.id);
    expect(accessoryIds).toEqual(expect.arrayContaining([SPLIT_PACK_ID, BOX_ID]));
  });

  it('names each category exactly as the catalog lib does', () => {
    for (const product of CATALOGUE) {
      for (const category of product.categories) {
        expect(category.name).toBe(CATEGORIES.find((c) => c.id === category.id)?.name);
      }
    }
  });

  it('relates only to other products of the catalogue, never itself, an accessory or twice', () => {
    const byId = new Map(CATALOGUE.map((product) => [product.id, product]));
    for (const product of CATALOGUE) {
      expect(product.relatedIds).not.toContain(product.id);
      expect(new Set(product.relatedIds).size).toBe(product.relatedIds.length);
      for (const relatedId of product.relatedIds) {
        const related = byId.get(relatedId);
        expect(related).toBeDefined();
        expect(related && isAccessory(related)).toBe(false);
      }
    }
  });

  it('keeps the standard daily dose within the allowed pills', () => {
    for (const { id, standardDose, pills } of CATALOGUE) {
      const daily = standardDose.am + standardDose.pm;
      expect({ id, fits: pills.min <= daily && daily <= pills.max && pills.min >= 1 }).toEqual({
        id,
        fits: true,
      });
    }
  });

  it('gives every supplement an 8-digit NPN, unique, and a description; accessories have no NPN', () => {
    for (const product of supplements) {
      expect(product.npn).toMatch(/^\d{8}$/);
      expect(product.description.length).toBeGreaterThan(20);
    }
    const npns = supplements.map((product) => product.npn);
    expect(new Set(npns).size).toBe(npns.length);
    for (const product of CATALOGUE.filter(isAccessory)) expect(product.npn).toBeUndefined();
  });

  it('uses placeholder NPNs 99 + the product id until the real LNHPD numbers replace them', () => {
    // Real NPNs are far below 99000000, so a placeholder can never be mistaken for a real licence.
    for (const product of supplements) expect(product.npn).toBe(`99${String(product.id).padStart(6, '0')}`);
  });

  it('prices supplements realistically per daily pill per month', () => {
    for (const { id, priceCents } of supplements) {
      expect({
        id,
        realistic: Number.isInteger(priceCents) && priceCents >= 100 && priceCents <= 1000,
      }).toEqual({
        id,
        realistic: true,
      });
    }
  });

  it('lists only known ingredient keys, each once, and every supplement has one', () => {
    for (const product of CATALOGUE) {
      for (const key of product.ingredients) expect(ingredientSchema.safeParse(key).success).toBe(true);
      expect(new Set(product.ingredients).size).toBe(product.ingredients.length);
    }
    for (const product of supplements) expect(product.ingredients.length).toBeGreaterThan(0);
  });

  it('has some products out of stock, but never the split pack or the box', () => {
    expect(CATALOGUE.some((product) => product.stockStatus === 'outofstock')).toBe(true);
    expect(SPLIT_PACK_PRODUCT.stockStatus).toBe('instock');
    expect(BOX_PRODUCT.stockStatus).toBe('instock');
  });
});

describe('the split pack and the box', () => {
  it('sells the split pack as product 1593 at 750 cents in accessories, one morning unit', () => {
    expect(SPLIT_PACK_PRODUCT.id).toBe(1593);
    expect(SPLIT_PACK_PRODUCT.priceCents).toBe(750);
    expect(SPLIT_PACK_PRODUCT.priceCents).toBe(SPLIT_PACK_FALLBACK_PRICE_CENTS);
    expect(SPLIT_PACK_PRODUCT.categories).toEqual([{ id: 47, name: 'Accessories' }]);
    expect(SPLIT_PACK_PRODUCT.standardDose).toEqual({ am: 1, pm: 0 });
  });

  it('has the box as product 3327', () => {
    expect(BOX_PRODUCT.id).toBe(3327);
    expect(BOX_PRODUCT.name).toBe('Maplepack Box');
  });

  it('lists the same split pack and box in the catalogue', () => {
    expect(CATALOGUE.find((product) => product.id === SPLIT_PACK_ID)).toEqual(SPLIT_PACK_PRODUCT);
    expect(CATALOGUE.find((product) => product.id === BOX_ID)).toEqual(BOX_PRODUCT);
  });
});
