import { CATEGORY_IDS } from '@maplepack/catalog';
import { productById, productsInCategory, productsWithIngredient } from './product-lookup';

describe('productById', () => {
  it('finds the split pack and a supplement', () => {
    expect(productById(1593)?.name).toBe('Split Pack');
    expect(productById(2201)?.name).toBe('Vitamin D3 1,000 IU');
  });

  it.each([0, -1, 1, 9999, 2.5])('knows no product %p', (id) => {
    expect(productById(id)).toBeUndefined();
  });
});

describe('productsInCategory', () => {
  it('includes cross-listed products', () => {
    const essentials = productsInCategory(CATEGORY_IDS.essentials).map((p) => p.id);
    expect(essentials).toEqual(expect.arrayContaining([2101, 2201, 2401]));
  });

  it('lists only the box and the split pack in accessories', () => {
    expect(productsInCategory(CATEGORY_IDS.accessories).map((p) => p.id)).toEqual([1593, 3327]);
  });

  it('is empty for an unknown category', () => {
    expect(productsInCategory(12)).toEqual([]);
  });
});

describe('productsWithIngredient', () => {
  it("finds St John's wort only in its own product", () => {
    expect(productsWithIngredient('st-johns-wort').map((p) => p.name)).toEqual(["St John's Wort 300 mg"]);
  });

  it('finds iron in the multivitamins as well as the iron supplement', () => {
    const ids = productsWithIngredient('iron').map((p) => p.id);
    expect(ids).toEqual(expect.arrayContaining([2101, 2104, 2304]));
    expect(ids).not.toContain(2102);
  });

  it('finds nothing for a key no product uses', () => {
    expect(productsWithIngredient('blue-cohosh')).toEqual([]);
  });
});
