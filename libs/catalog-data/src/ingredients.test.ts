import { INGREDIENT_KEYS, INGREDIENTS, ingredientSchema, isIngredientKey } from './ingredients';

/** The keys the recommendation's safety rules are written against (task brief, issue 4). */
const REQUIRED_KEYS = [
  'multivitamin',
  'prenatal-multivitamin',
  'vitamin-a-retinol',
  'beta-carotene',
  'vitamin-b-complex',
  'vitamin-b6',
  'vitamin-b12',
  'folic-acid',
  'vitamin-c',
  'vitamin-d3',
  'vitamin-e',
  'vitamin-k1',
  'vitamin-k2',
  'calcium',
  'magnesium',
  'iron',
  'zinc',
  'selenium',
  'iodine',
  'fish-oil',
  'krill-oil',
  'algae-omega-3',
  'flaxseed-oil',
  'evening-primrose-oil',
  'probiotic',
  'psyllium-fibre',
  'digestive-enzymes',
  'st-johns-wort',
  '5-htp',
  'same',
  'ginkgo',
  'garlic',
  'turmeric',
  'ginger',
  'red-yeast-rice',
  'goldenseal',
  'black-cohosh',
  'blue-cohosh',
  'dong-quai',
  'licorice',
  'ashwagandha',
  'rhodiola',
  'valerian',
  'melatonin',
  'l-theanine',
  'echinacea',
  'elderberry',
  'coq10',
  'glucosamine',
  'chondroitin',
  'collagen',
  'biotin',
  'cranberry',
  'saw-palmetto',
  'vitex',
  'feverfew',
  'butterbur',
  'riboflavin',
  'ginseng',
  'green-tea-extract',
  'milk-thistle',
  'lutein',
];

describe('ingredients', () => {
  it.each(REQUIRED_KEYS)('knows %s', (key) => {
    expect(ingredientSchema.safeParse(key).success).toBe(true);
    expect(isIngredientKey(key)).toBe(true);
  });

  it('describes every key in one line, in the order of INGREDIENT_KEYS', () => {
    expect(INGREDIENTS.map((ingredient) => ingredient.key)).toEqual(INGREDIENT_KEYS);
    for (const { description } of INGREDIENTS) {
      expect(description).toMatch(/^\S.*\.$/);
      expect(description).not.toContain('\n');
    }
  });

  it('uses kebab-case keys, each once', () => {
    expect(new Set(INGREDIENT_KEYS).size).toBe(INGREDIENT_KEYS.length);
    for (const key of INGREDIENT_KEYS) expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it.each(['St Johns Wort', 'vitamin-d', '', 'toString', 'constructor'])('rejects %p', (key) => {
    expect(ingredientSchema.safeParse(key).success).toBe(false);
    expect(isIngredientKey(key)).toBe(false);
  });
});
