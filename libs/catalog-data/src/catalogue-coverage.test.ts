import { CATEGORY_IDS } from '@maplepack/catalog';
import { CATALOGUE } from './catalogue';
import { type IngredientKey } from './ingredients';

/** What each assessment area can call for; the recommendation engine needs a product for each. */
const NEEDS: Record<string, readonly IngredientKey[]> = {
  sleep: ['magnesium', 'melatonin', 'l-theanine', 'valerian'],
  'energy and stress': ['vitamin-b-complex', 'ashwagandha', 'rhodiola', 'iron', 'vitamin-b12', 'coq10'],
  gut: ['probiotic', 'psyllium-fibre', 'digestive-enzymes', 'ginger'],
  immune: ['vitamin-c', 'vitamin-d3', 'zinc', 'elderberry', 'echinacea'],
  'bones and joints': ['calcium', 'vitamin-k2', 'glucosamine', 'chondroitin', 'turmeric', 'magnesium'],
  'skin, hair and nails': ['biotin', 'collagen', 'vitamin-e', 'zinc', 'evening-primrose-oil'],
  'hormones and sexual health': ['vitex', 'maca', 'saw-palmetto', 'cranberry', 'black-cohosh'],
  migraines: ['magnesium', 'riboflavin', 'coq10', 'feverfew', 'butterbur'],
  cognition: ['fish-oil', 'algae-omega-3', 'ginkgo', 'vitamin-b12', 'lutein'],
  prenatal: ['prenatal-multivitamin', 'folic-acid', 'algae-omega-3', 'iron'],
  'interacting herbs, sold with clear descriptions': [
    'st-johns-wort',
    '5-htp',
    'same',
    'red-yeast-rice',
    'goldenseal',
    'licorice',
    'dong-quai',
    'garlic',
    'ginkgo',
    'vitamin-k1',
  ],
};

describe('catalogue coverage of the assessment', () => {
  it.each(Object.entries(NEEDS))('sells a product for every %s need', (_area, keys) => {
    for (const key of keys) {
      expect({ key, sold: CATALOGUE.some((product) => product.ingredients.includes(key)) }).toEqual({
        key,
        sold: true,
      });
    }
  });

  it('has vegan omega-3, vegan vitamin D3 and a vegan multivitamin', () => {
    for (const key of ['algae-omega-3', 'vitamin-d3', 'multivitamin'] as const) {
      const vegan = CATALOGUE.filter(
        (p) => p.diet.vegan && p.ingredients.includes(key) && p.stockStatus === 'instock',
      );
      expect({ key, count: vegan.length > 0 }).toEqual({ key, count: true });
    }
  });

  it('has a high-dose vitamin E of 400 IU (268 mg d-alpha-tocopherol)', () => {
    expect(CATALOGUE.some((p) => p.nutrientsPerPill.vitaminE_mg === 268)).toBe(true);
  });

  it('has a dairy-free probiotic next to the one grown on dairy', () => {
    const probiotics = CATALOGUE.filter((p) => p.ingredients.includes('probiotic'));
    expect(probiotics.some((p) => p.allergens.includes('dairy'))).toBe(true);
    expect(probiotics.some((p) => !p.allergens.includes('dairy') && p.diet.vegan)).toBe(true);
  });

  it("sells a children's multivitamin and kids DHA in Kid's Foundations", () => {
    const kids = CATALOGUE.filter((p) => p.categories.some((c) => c.id === CATEGORY_IDS.kidsFoundations));
    expect(kids.some((p) => p.ingredients.includes('childrens-multivitamin'))).toBe(true);
    expect(
      kids.some((p) => p.ingredients.includes('fish-oil') || p.ingredients.includes('algae-omega-3')),
    ).toBe(true);
  });

  it('has an in-stock multivitamin for men and one for women', () => {
    const multis = CATALOGUE.filter(
      (p) => p.ingredients.includes('multivitamin') && p.stockStatus === 'instock',
    );
    expect(multis.map((p) => p.name)).toEqual(
      expect.arrayContaining(["Women's Multivitamin", "Men's Multivitamin"]),
    );
  });

  it('offers butterbur only as a PA-free extract', () => {
    for (const product of CATALOGUE.filter((p) => p.ingredients.includes('butterbur'))) {
      expect(product.name).toContain('PA-free');
    }
  });
});
