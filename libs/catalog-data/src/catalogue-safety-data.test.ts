import { CATEGORY_IDS, type NutrientKey, type Product } from '@maplepack/catalog';
import { CATALOGUE } from './catalogue';
import { type IngredientKey } from './ingredients';

// The recommendation's safety rules trust these facts, so the tests hold the data to them.

const supplements = CATALOGUE.filter(
  (product) => !product.categories.some((category) => category.id === CATEGORY_IDS.accessories),
);
const has = (product: Product, key: IngredientKey): boolean => product.ingredients.includes(key);

describe('allergens and diet flags', () => {
  it('never marks a product vegan that is not vegetarian', () => {
    for (const { id, diet } of CATALOGUE)
      expect({ id, ok: !diet.vegan || diet.vegetarian }).toEqual({ id, ok: true });
  });

  it('marks gelatin, fish and shellfish products not vegetarian; dairy and egg products not vegan', () => {
    for (const { id, allergens, diet } of CATALOGUE) {
      const animalFlesh = allergens.some((a) => a === 'gelatin' || a === 'fish' || a === 'shellfish');
      const animalProduct = allergens.some((a) => a === 'dairy' || a === 'egg');
      if (animalFlesh) expect({ id, vegetarian: diet.vegetarian }).toEqual({ id, vegetarian: false });
      if (animalProduct) expect({ id, vegan: diet.vegan }).toEqual({ id, vegan: false });
    }
  });

  it.each<[IngredientKey, Product['allergens'][number]]>([
    ['fish-oil', 'fish'],
    ['krill-oil', 'shellfish'],
    ['glucosamine', 'shellfish'],
    ['collagen', 'gelatin'],
  ])('lists the allergen of %s as %s', (ingredient, allergen) => {
    const products = CATALOGUE.filter((product) => has(product, ingredient));
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(product.allergens).toContain(allergen);
  });

  it('lists gelatin for every product described as a gelatin softgel', () => {
    for (const product of CATALOGUE.filter((p) => /gelatin softgel/i.test(p.description))) {
      expect(product.allergens).toContain('gelatin');
    }
  });

  it('lists each allergen at most once', () => {
    for (const { allergens } of CATALOGUE) expect(new Set(allergens).size).toBe(allergens.length);
  });
});

/** Nutrients whose ingredient key a safety rule matches on (interactions, pregnancy), both ways. */
const NUTRIENT_INGREDIENT: readonly (readonly [NutrientKey, readonly IngredientKey[]])[] = [
  ['iron_mg', ['iron']],
  ['calcium_mg', ['calcium']],
  ['magnesium_mg', ['magnesium']],
  ['zinc_mg', ['zinc']],
  ['folicAcid_ug', ['folic-acid']],
  ['vitaminA_retinol_ugRAE', ['vitamin-a-retinol']],
  ['vitaminK_ug', ['vitamin-k1', 'vitamin-k2']],
  ['vitaminD_ug', ['vitamin-d3']],
  ['omega3_epaDha_mg', ['fish-oil', 'krill-oil', 'algae-omega-3']],
  ['melatonin_mg', ['melatonin']],
];

describe('ingredients and nutrient amounts agree', () => {
  it.each(NUTRIENT_INGREDIENT)('a product with %s lists %p, and the reverse', (nutrient, keys) => {
    for (const product of CATALOGUE) {
      const hasNutrient = (product.nutrientsPerPill[nutrient] ?? 0) > 0;
      const hasKey = keys.some((key) => has(product, key));
      expect({ id: product.id, hasKey }).toEqual({ id: product.id, hasKey: hasNutrient });
    }
  });
});

/** Adult (19+) tolerable upper intake levels from supplements, Health Canada / IOM. */
const ADULT_UPPER_LIMITS: Partial<Record<NutrientKey, number>> = {
  vitaminA_retinol_ugRAE: 3000,
  vitaminC_mg: 2000,
  vitaminD_ug: 100,
  vitaminE_mg: 1000,
  niacin_mg: 35,
  vitaminB6_mg: 100,
  folicAcid_ug: 1000,
  calcium_mg: 2500,
  iron_mg: 45,
  magnesium_mg: 350,
  zinc_mg: 40,
  selenium_ug: 400,
  iodine_ug: 1100,
  copper_mg: 10,
  manganese_mg: 11,
};

describe('per-pill amounts', () => {
  it('never exceed an adult upper limit at a product’s own maximum daily pills', () => {
    for (const product of CATALOGUE) {
      for (const [nutrient, limit] of Object.entries(ADULT_UPPER_LIMITS)) {
        const daily = (product.nutrientsPerPill[nutrient as NutrientKey] ?? 0) * product.pills.max;
        expect({ id: product.id, nutrient, within: daily <= limit }).toEqual({
          id: product.id,
          nutrient,
          within: true,
        });
      }
    }
  });

  it.each<[NutrientKey, number, number]>([
    ['iron_mg', 18, 27],
    ['zinc_mg', 15, 25],
    ['vitaminD_ug', 10, 50],
    ['magnesium_mg', 100, 200],
    ['calcium_mg', 250, 600],
    ['selenium_ug', 50, 200],
  ])('keeps %s between %d and %d per pill in adult single-nutrient products', (nutrient, low, high) => {
    const multis: readonly string[] = ['multivitamin', 'prenatal-multivitamin', 'childrens-multivitamin'];
    const singles = supplements.filter(
      (p) =>
        !p.categories.some((c) => c.id === CATEGORY_IDS.kidsFoundations) &&
        !p.ingredients.some((key) => multis.includes(key)),
    );
    const amounts = singles.flatMap((p) => {
      const amount = p.nutrientsPerPill[nutrient];
      return amount === undefined ? [] : [{ id: p.id, amount }];
    });
    expect(amounts.length).toBeGreaterThan(0);
    for (const { id, amount } of amounts) {
      expect({ id, ok: amount >= low && amount <= high }).toEqual({ id, ok: true });
    }
  });

  it.each<[NutrientKey, number]>([
    ['vitaminA_retinol_ugRAE', 1500],
    ['vitaminB6_mg', 50],
    ['niacin_mg', 35],
    ['folicAcid_ug', 600],
  ])('never puts more than %s %d in one pill', (nutrient, most) => {
    for (const { id, nutrientsPerPill } of CATALOGUE) {
      expect({ id, ok: (nutrientsPerPill[nutrient] ?? 0) <= most }).toEqual({ id, ok: true });
    }
  });
});

describe('descriptions', () => {
  it('make no disease claims', () => {
    const claim = /\b(cures?|treats?|treatment|prevents?|prevention|heals?|diagnos\w*)\b/i;
    for (const { id, description } of CATALOGUE)
      expect({ id, claim: claim.test(description) }).toEqual({ id, claim: false });
  });

  it('are one or two plain sentences', () => {
    for (const { id, description } of CATALOGUE) {
      const sentences = description.split(/(?<=[.!?])\s+(?=[A-Z0-9])/).length;
      expect({ id, sentences: sentences <= 2 }).toEqual({ id, sentences: true });
    }
  });
});
