import { CATALOGUE } from '@maplepack/catalog-data';
import { productRuleProblem } from './product-rules';

const product = {
  id: 9001,
  name: 'Vitamin D3',
  slug: 'vitamin-d3',
  priceCents: 1200,
  categories: [],
  stockStatus: 'instock',
  relatedIds: [],
  standardDose: { am: 1, pm: 0 },
  pills: { min: 1, max: 2 },
  manufacturer: 'Maplepack',
  description: '',
  npn: '80012345',
  nutrientsPerPill: { vitaminD_ug: 25 },
  allergens: [],
  diet: { vegan: false, vegetarian: true },
  ingredients: [],
};

describe('productRuleProblem', () => {
  it('accepts a product within its rules, at its upper limit exactly', () => {
    expect(productRuleProblem(product)).toBeNull();
    expect(productRuleProblem({ ...product, pills: { min: 1, max: 4 } })).toBeNull();
  });

  it('refuses a product whose most pills a day go over an adult upper limit, in the lib’s words', () => {
    expect(productRuleProblem({ ...product, pills: { min: 1, max: 5 } })).toBe(
      'At 5 pills a day (its most): Your pack gives 125 µg of vitamin D a day, above the safe upper limit of 100 µg for adults.',
    );
  });

  it('refuses a standard dose outside the pills range, and a minimum above the maximum', () => {
    expect(productRuleProblem({ ...product, standardDose: { am: 2, pm: 1 } })).toBe(
      'Standard dose: Vitamin D3 allows at most 2 pills a day.',
    );
    expect(productRuleProblem({ ...product, pills: { min: 3, max: 2 } })).toMatch(/^Standard dose: /);
  });

  it('refuses an NPN that is not 8 digits', () => {
    expect(productRuleProblem({ ...product, npn: '123' })).toBe('An NPN has 8 digits.');
  });
});

describe('the shop’s own catalogue', () => {
  it('passes the rules product by product, so staff can save any product they did not break', () => {
    const problems = CATALOGUE.map((item) => [item.id, productRuleProblem(item)]).filter(
      ([, problem]) => problem !== null,
    );
    expect(problems).toEqual([]);
  });
});
