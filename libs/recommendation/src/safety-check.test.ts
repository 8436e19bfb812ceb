import { checkPack } from './safety-check';
import { testProduct, testProfile } from './testing';

const warfarin = { label: 'Coumadin', classes: ['anticoagulant'] };
const sertraline = { label: 'Zoloft', classes: ['ssri'] };
const levothyroxine = { label: 'Synthroid', classes: ['levothyroxine'] };

const ginkgo = testProduct({ id: 1, name: 'Ginkgo', ingredients: ['ginkgo'] });
const vitaminK = testProduct({
  id: 2,
  name: 'Vitamin K2',
  ingredients: ['vitamin-k2'],
  nutrientsPerPill: { vitaminK_ug: 120 },
});
const multiWithTraceK = testProduct({
  id: 13,
  name: 'Multivitamin',
  ingredients: ['multivitamin', 'vitamin-k1'],
  nutrientsPerPill: { vitaminK_ug: 60 },
});
const fishOil = testProduct({
  id: 3,
  name: 'Fish Oil',
  ingredients: ['fish-oil'],
  allergens: ['fish', 'gelatin'],
  diet: { vegan: false, vegetarian: false },
});
const vitaminE400 = testProduct({
  id: 4,
  name: 'Vitamin E 400 IU',
  ingredients: ['vitamin-e'],
  nutrientsPerPill: { vitaminE_mg: 268 },
});
const vitaminE100 = testProduct({
  id: 5,
  name: 'Vitamin E 100 IU',
  ingredients: ['vitamin-e'],
  nutrientsPerPill: { vitaminE_mg: 67 },
});
const stJohns = testProduct({
  id: 6,
  name: "St John's Wort",
  ingredients: ['st-johns-wort'],
  categories: [{ id: 28, name: 'Herbals' }],
});
const magnesium = testProduct({
  id: 7,
  name: 'Magnesium',
  ingredients: ['magnesium'],
  nutrientsPerPill: { magnesium_mg: 150 },
  standardDose: { am: 0, pm: 2 },
  pills: { min: 1, max: 3 },
});
const iron = testProduct({ id: 8, name: 'Iron', ingredients: ['iron'], nutrientsPerPill: { iron_mg: 27 } });
const calcium = testProduct({
  id: 9,
  name: 'Calcium',
  ingredients: ['calcium'],
  nutrientsPerPill: { calcium_mg: 500 },
  pills: { min: 1, max: 6 },
});
const bComplex = testProduct({
  id: 10,
  name: 'B Complex',
  ingredients: ['vitamin-b-complex'],
  nutrientsPerPill: { vitaminB6_mg: 50, niacin_mg: 20 },
});
const retinol = testProduct({
  id: 11,
  name: 'Vitamin A',
  ingredients: ['vitamin-a-retinol'],
  nutrientsPerPill: { vitaminA_retinol_ugRAE: 1500 },
});
const prenatal = testProduct({
  id: 12,
  name: 'Prenatal',
  ingredients: ['prenatal-multivitamin', 'vitamin-a-retinol', 'folic-acid'],
  nutrientsPerPill: { vitaminA_retinol_ugRAE: 600, folicAcid_ug: 1000 },
});
const catalogue = [
  multiWithTraceK,
  ginkgo,
  vitaminK,
  fishOil,
  vitaminE400,
  vitaminE100,
  stJohns,
  magnesium,
  iron,
  calcium,
  bComplex,
  retinol,
  prenatal,
];

function kinds(result: ReturnType<typeof checkPack>, productId: number): string[] {
  return result.violations.filter((v) => v.productId === productId).map((v) => `${v.kind}:${v.action}`);
}

describe('checkPack', () => {
  it('accepts an empty pack and a pack with nothing to flag', () => {
    expect(checkPack([], testProfile(), catalogue)).toEqual({ ok: true, violations: [] });
    expect(checkPack([{ productId: 5, am: 1, pm: 0 }], testProfile(), catalogue).ok).toBe(true);
  });

  it.each([
    ['ginkgo with a blood thinner', ginkgo.id, [warfarin]],
    ['vitamin K with warfarin', vitaminK.id, [warfarin]],
    ['400 IU vitamin E with a blood thinner', vitaminE400.id, [warfarin]],
    ["St John's wort with an SSRI", stJohns.id, [sertraline]],
    ["St John's wort with the pill", stJohns.id, [{ label: 'Alesse', classes: ['oral-contraceptive'] }]],
  ])('refuses %s', (_name, productId, medications) => {
    const result = checkPack([{ productId, am: 1, pm: 0 }], testProfile({ medications }), catalogue);
    expect(result.ok).toBe(false);
    expect(kinds(result, productId)).toContain('interaction:exclude');
    expect(result.violations[0]?.message).toMatch(new RegExp(`^With ${medications[0]?.label}: `));
  });

  it("only warns about a multivitamin's trace of vitamin K with warfarin, asking for a steady daily dose", () => {
    const result = checkPack(
      [{ productId: multiWithTraceK.id, am: 1, pm: 0 }],
      testProfile({ medications: [warfarin] }),
      catalogue,
    );
    expect(result.ok).toBe(true);
    expect(kinds(result, multiWithTraceK.id)).toEqual(['interaction:warn']);
    expect(result.violations[0]?.message).toContain('every day');
  });

  it('only warns about fish oil with a blood thinner, and keeps low-dose vitamin E', () => {
    const result = checkPack(
      [
        { productId: fishOil.id, am: 1, pm: 0 },
        { productId: vitaminE100.id, am: 1, pm: 0 },
      ],
      testProfile({ medications: [warfarin] }),
      catalogue,
    );
    expect(result.ok).toBe(true);
    expect(kinds(result, fishOil.id)).toEqual(['interaction:warn']);
    expect(kinds(result, vitaminE100.id)).toEqual([]);
  });

  it('counts vitamin E per day: two 100 IU pills stay low-dose, three reach the high-dose rule', () => {
    const profile = testProfile({ medications: [warfarin] });
    expect(checkPack([{ productId: vitaminE100.id, am: 1, pm: 1 }], profile, catalogue).ok).toBe(true);
    expect(checkPack([{ productId: vitaminE100.id, am: 2, pm: 1 }], profile, catalogue).ok).toBe(false);
  });

  it('refuses fish oil to a person allergic to fish and to a vegan, saying why', () => {
    const allergic = checkPack(
      [{ productId: fishOil.id, am: 1, pm: 0 }],
      testProfile({ allergies: ['fish'] }),
      catalogue,
    );
    expect(allergic.violations.map((v) => v.message)).toContain(
      'Contains fish, which you said you are allergic to.',
    );
    const vegan = checkPack(
      [{ productId: fishOil.id, am: 1, pm: 0 }],
      testProfile({ diet: 'vegan' }),
      catalogue,
    );
    expect(kinds(vegan, fishOil.id)).toEqual(['diet:exclude']);
    expect(vegan.violations[0]?.message).toContain('made with gelatin');
  });

  it("refuses St John's wort and retinol in pregnancy but keeps the prenatal's own vitamin A", () => {
    const profile = testProfile({ pregnancy: 'pregnant' });
    expect(
      kinds(checkPack([{ productId: stJohns.id, am: 1, pm: 0 }], profile, catalogue), stJohns.id),
    ).toEqual(['pregnancy:exclude']);
    expect(
      kinds(checkPack([{ productId: retinol.id, am: 1, pm: 0 }], profile, catalogue), retinol.id),
    ).toEqual(['pregnancy:exclude']);
    expect(checkPack([{ productId: prenatal.id, am: 1, pm: 0 }], profile, catalogue).ok).toBe(true);
  });

  it('sums an upper limit over every product × (am + pm) and flags each contributor', () => {
    // 3 × 27 mg = 81 mg of iron: above 45 mg.
    const result = checkPack([{ productId: iron.id, am: 2, pm: 1 }], testProfile(), catalogue);
    expect(result.ok).toBe(false);
    expect(result.violations.find((v) => v.kind === 'upper-limit')?.message).toBe(
      'Your pack gives 81 mg of iron a day, above the safe upper limit of 45 mg for adults.',
    );
  });

  it('allows a total exactly at the limit', () => {
    // 2 × 1,500 µg RAE = 3,000 µg RAE: at the limit, not above.
    expect(checkPack([{ productId: retinol.id, am: 1, pm: 1 }], testProfile(), catalogue).ok).toBe(true);
  });

  it('lowers the calcium limit from 2,500 mg to 2,000 mg at 51', () => {
    const pack = [{ productId: calcium.id, am: 0, pm: 5 }];
    expect(checkPack(pack, testProfile({ age: 50 }), catalogue).ok).toBe(true);
    expect(checkPack(pack, testProfile({ age: 51 }), catalogue).ok).toBe(false);
  });

  it('asks for magnesium in the evening and B vitamins in the morning', () => {
    const result = checkPack(
      [
        { productId: magnesium.id, am: 1, pm: 1 },
        { productId: bComplex.id, am: 0, pm: 1 },
      ],
      testProfile(),
      catalogue,
    );
    expect(result.ok).toBe(true);
    expect(kinds(result, magnesium.id)).toEqual(['timing:warn']);
    expect(kinds(result, bComplex.id)).toEqual(['timing:warn']);
  });

  it('keeps iron apart from calcium, and minerals away from levothyroxine', () => {
    const apart = checkPack(
      [
        { productId: iron.id, am: 0, pm: 1 },
        { productId: calcium.id, am: 1, pm: 0 },
      ],
      testProfile(),
      catalogue,
    );
    expect(apart.violations.filter((v) => v.ruleId === 'iron-apart-from-calcium')).toHaveLength(2);
    const thyroid = checkPack(
      [{ productId: calcium.id, am: 1, pm: 0 }],
      testProfile({ medications: [levothyroxine] }),
      catalogue,
    );
    expect(kinds(thyroid, calcium.id)).toEqual(['interaction:separate', 'timing:separate']);
    expect(thyroid.ok).toBe(true);
  });

  it('ignores products it does not know and products with no pills', () => {
    expect(
      checkPack(
        [
          { productId: 999, am: 1, pm: 0 },
          { productId: iron.id, am: 0, pm: 0 },
        ],
        testProfile(),
        catalogue,
      ).violations,
    ).toEqual([]);
  });
});
