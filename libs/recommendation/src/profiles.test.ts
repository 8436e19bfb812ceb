import { productSchema, type Product } from '@maplepack/catalog';
import { CATALOGUE } from '@maplepack/catalog-data';
import { SURVEY_V1_5 } from '@maplepack/survey-content';
import { assessAnswers, assessWalk } from './assessment';
import { PROFILE_CASES, type ProfileCase } from './fixtures/profiles';
import { personOf, specProblems } from './fixtures/spec-check';
import { P, specUpperLimits, tierTotal } from './fixtures/spec-rules';
import type { Recommendation } from './recommend';
import { recommend, type NoRecommendation } from './recommend-answers';
import { checkPack } from './safety-check';
import { answersInput, birthdayForAge } from './testing';
import { upperLimitsFor } from './upper-limits';

function recommendationFor(
  answers: ProfileCase['answers'],
  catalogue?: readonly Product[],
): Recommendation | NoRecommendation {
  const result = recommend(answersInput(answers), catalogue ? { catalogue } : {});
  if (!result.ok) throw new Error(`recommend refused the answers: ${result.message}`);
  return result.recommendation;
}

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);
const ingredientsOf = (items: readonly { id: number }[]) =>
  items.flatMap((item) => CATALOGUE.find((p) => p.id === item.id)?.ingredients ?? []);

describe('recommend: profiles from the issue rules', () => {
  it('has at least 40 profiles, each with its own name', () => {
    expect(PROFILE_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(PROFILE_CASES.map((c) => c.name)).size).toBe(PROFILE_CASES.length);
  });

  describe.each(PROFILE_CASES.map((c) => [c.name, c] as const))('%s', (_name, profileCase) => {
    const input = answersInput(profileCase.answers);
    const recommendation = recommendationFor(profileCase.answers);
    const { tiers } = recommendation;

    it('is read as the person the case describes', () => {
      expect(personOf(input).age).toBe(profileCase.age);
    });

    it('keeps every safety rule, limit and timing rule in every tier', () => {
      expect(specProblems(input, recommendation, CATALOGUE)).toEqual([]);
    });

    it('passes checkPack with no exclusion in any tier', () => {
      const assessed = assessWalk(SURVEY_V1_5, input);
      if (!assessed.ok) throw new Error(assessed.message);
      for (const tier of [tiers[1], tiers[2], tiers[3]]) {
        const check = checkPack(
          tier.map(({ id, am, pm }) => ({ productId: id, am, pm })),
          assessed.assessment.profile,
          CATALOGUE,
        );
        expect(check.violations.filter((v) => v.action === 'exclude')).toEqual([]);
      }
    });

    it('holds what the rules call for and nothing they forbid', () => {
      if (profileCase.emptyTiers) expect(tiers).toEqual({ 1: [], 2: [], 3: [] });
      else expect(tiers[1].length).toBeGreaterThan(0);
      for (const id of profileCase.tier1 ?? []) expect(ids(tiers[1])).toContain(id);
      for (const id of profileCase.tier2 ?? []) expect(ids(tiers[2])).toContain(id);
      for (const ingredient of profileCase.tier1Ingredients ?? [])
        expect(ingredientsOf(tiers[1])).toContain(ingredient);
      for (const ingredient of profileCase.tier2Ingredients ?? [])
        expect(ingredientsOf(tiers[2])).toContain(ingredient);
      for (const id of profileCase.never ?? []) expect(ids(tiers[3])).not.toContain(id);
      if (profileCase.folicAcidTier1 !== undefined)
        expect(tierTotal(tiers[1], 'folicAcid_ug', CATALOGUE)).toBeGreaterThanOrEqual(
          profileCase.folicAcidTier1,
        );
    });

    it('explains exclusions and reasons in the person’s own terms', () => {
      for (const [id, why] of profileCase.excluded ?? []) {
        const excluded = recommendation.excluded.find((e) => e.id === id);
        expect(excluded?.why).toMatch(why);
      }
      for (const [id, mentions] of profileCase.reasons ?? []) {
        expect(tiers[3].find((item) => item.id === id)?.reason).toMatch(mentions);
      }
    });
  });
});

describe('recommend: rules the profile table cannot show on its own', () => {
  it('uses the adult calcium limit of the person’s age: 2,000 mg from 51, 2,500 mg under 51', () => {
    // The real catalogue cannot reach either limit, so a stronger calcium makes the rule bite:
    // 2 × 1,000 mg plus the multivitamin's 150 mg is 2,150 mg a day.
    const strongCalcium = CATALOGUE.map((p) =>
      p.id === P.calcium
        ? productSchema.parse({ ...p, nutrientsPerPill: { ...p.nutrientsPerPill, calcium_mg: 1000 } })
        : p,
    );
    const bones = {
      sex: 'Female',
      concerns: ['Bones Muscles and Joints'],
      bones_pain: false,
      bones_cramps: false,
      bones_density: true,
    };
    const at55 = recommendationFor({ ...bones, birthday: birthdayForAge(55) }, strongCalcium);
    const at45 = recommendationFor({ ...bones, birthday: birthdayForAge(45) }, strongCalcium);
    for (const tier of [at55.tiers[2], at55.tiers[3]])
      expect(tierTotal(tier, 'calcium_mg', strongCalcium)).toBeLessThanOrEqual(2000);
    expect(ids(at55.tiers[2])).toContain(P.calcium);
    expect(tierTotal(at45.tiers[2], 'calcium_mg', strongCalcium)).toBeGreaterThan(2000);
    expect(tierTotal(at45.tiers[2], 'calcium_mg', strongCalcium)).toBeLessThanOrEqual(2500);
  });

  it('publishes the issue’s adult upper limits', () => {
    for (const age of [19, 50, 51, 65]) {
      const published = Object.fromEntries(upperLimitsFor({ age }).map((l) => [l.nutrient, l.perDay]));
      expect(published).toEqual(specUpperLimits(age));
    }
  });

  it('puts levothyroxine’s minerals in the evening: calcium, iron, zinc and magnesium have am = 0', () => {
    const recommendation = recommendationFor({
      concerns: ['Sleep', 'Bones Muscles and Joints'],
      sleep_trouble: ['Staying asleep'],
      bones_pain: false,
      bones_cramps: true,
      bones_density: true,
      medication_list: ['Synthroid'],
    });
    const minerals = recommendation.tiers[3].filter((item) =>
      [P.womensMulti, P.magnesium, P.calcium].includes(item.id as never),
    );
    expect(minerals.map((item) => item.id).sort()).toEqual([P.womensMulti, P.magnesium, P.calcium].sort());
    for (const item of minerals) expect(item.am).toBe(0);
  });

  it('is the same for the same answers', () => {
    for (const profileCase of PROFILE_CASES.slice(0, 10)) {
      expect(recommendationFor(profileCase.answers)).toEqual(recommendationFor(profileCase.answers));
    }
  });

  it('refuses an unknown medication name rather than ignoring it', () => {
    const result = recommend(answersInput({ medication_list: ['Not A Real Drug 9000'] }));
    expect(result.ok).toBe(false);
  });

  // Known gap, reported to the lead: with a blood thinner every multivitamin is left out for its
  // vitamin K (60 µg), and the catalogue has no folic acid on its own, so tier 1 has none at all.
  // When this starts passing, turn `it.failing` into `it`.
  it('ensures 400 µg folic acid in tier 1 for a pregnant woman on a blood thinner', () => {
    const recommendation = recommendationFor({
      pregnancy_status: 'Pregnant',
      pregnancy_caution: true,
      medication_list: ['Coumadin'],
    });
    expect(tierTotal(recommendation.tiers[1], 'folicAcid_ug', CATALOGUE)).toBeGreaterThanOrEqual(400);
  });
});

describe('checkPack on the real catalogue: the issue’s medication rules, with the medication named', () => {
  const profileTaking = (label: string) => {
    const assessed = assessAnswers(SURVEY_V1_5, answersInput({ medication_list: [label] }));
    if (!assessed.ok) throw new Error(assessed.message);
    return assessed.assessment.profile;
  };
  const exclude = ['exclude'];
  const warnOrExclude = ['warn', 'exclude'];
  it.each([
    ['Coumadin', P.k2, exclude],
    ['Coumadin', P.ginkgo, exclude],
    ['Coumadin', P.garlic, exclude],
    ['Coumadin', P.turmeric, exclude],
    ['Coumadin', P.vitaminE400, warnOrExclude],
    ['Coumadin', P.fishOil, warnOrExclude],
    ['Plavix', P.ginkgo, exclude],
    ['Plavix', P.garlic, exclude],
    ['Plavix', P.turmeric, exclude],
    ['Plavix', P.vitaminE400, warnOrExclude],
    ['Plavix', P.fishOil, warnOrExclude],
    ['Zoloft', P.stJohnsWort, exclude],
    ['Zoloft', P.fiveHtp, exclude],
    ['Zoloft', P.same, exclude],
    ['Effexor XR', P.fiveHtp, exclude],
    ['Nardil', P.same, exclude],
    ['Imitrex', P.stJohnsWort, exclude],
    ['Imitrex', P.fiveHtp, exclude],
    ['Alesse', P.stJohnsWort, exclude],
    ['Prograf', P.stJohnsWort, exclude],
    ['Atripla', P.stJohnsWort, exclude],
    ['Lanoxin', P.stJohnsWort, exclude],
    ['Lipitor', P.redYeastRice, exclude],
    ['Lithium carbonate', P.psyllium, warnOrExclude],
    ['Tegretol', P.ginkgo, warnOrExclude],
    ['Januvia', 2504, warnOrExclude],
  ] as const)('%s with product %i: %j, naming the medication', (label, productId, actions) => {
    const check = checkPack([{ productId, am: 1, pm: 0 }], profileTaking(label), CATALOGUE);
    const interaction = check.violations.find((v) => v.kind === 'interaction');
    expect(actions).toContain(interaction?.action);
    expect(interaction?.message).toContain(label);
    expect(check.ok).toBe(interaction?.action !== 'exclude');
  });

  it('separates Synthroid from calcium in the morning, and is content with calcium at night', () => {
    const profile = profileTaking('Synthroid');
    const morning = checkPack([{ productId: P.calcium, am: 1, pm: 1 }], profile, CATALOGUE);
    expect(
      morning.violations.some(
        (v) => v.kind === 'timing' && v.action === 'separate' && v.message.includes('Synthroid'),
      ),
    ).toBe(true);
    const evening = checkPack([{ productId: P.calcium, am: 0, pm: 2 }], profile, CATALOGUE);
    expect(evening.violations.filter((v) => v.kind === 'timing')).toEqual([]);
  });
});

describe('the spec checker the tables rely on', () => {
  const coumadin = answersInput({ medication_list: ['Coumadin'] });
  const base = recommendationFor({ medication_list: ['Coumadin'] });
  const withTier3 = (extra: Recommendation['tiers'][3]) => ({
    ...base,
    tiers: { ...base.tiers, 3: [...base.tiers[3], ...extra] },
  });
  const item = (id: number, am: number, pm: number) => ({ id, name: `#${id}`, reason: 'r', am, pm });

  it.each([
    ['ginkgo next to Coumadin', withTier3([item(P.ginkgo, 1, 0)]), /Ginkgo/],
    ['magnesium in the morning', withTier3([item(P.magnesium, 1, 0)]), /Magnesium.*morning/],
    // The Coumadin profile's tier 1 already holds the women's multivitamin (20 mg of niacin).
    [
      'a B complex on top of a multivitamin (niacin 45 mg)',
      withTier3([item(P.bComplex, 1, 0)]),
      /niacin_mg 45 > 35/,
    ],
    ['a product without a reason', withTier3([{ ...item(P.vitaminC, 1, 0), reason: ' ' }]), /no reason/],
    ['tier 2 outside tier 3', { ...base, tiers: { ...base.tiers, 3: [] } }, /tier 2 is not inside tier 3/],
    [
      'a recommended product also excluded',
      { ...base, excluded: [{ id: P.d3, name: 'D', why: 'x' }] },
      /both recommended and excluded/,
    ],
  ])('catches %s', (_name, recommendation, problem) => {
    expect(specProblems(coumadin, recommendation, CATALOGUE).join('\n')).toMatch(problem);
  });

  it('catches prenatal, allergy, diet and levothyroxine problems', () => {
    const person = answersInput({
      pregnancy_status: 'Pregnant',
      allergies: ['Fish/Shellfish'],
      diet_type: 'Vegan',
      medication_list: ['Synthroid'],
    });
    const bad: Recommendation = {
      recommendedTier: 1,
      tiers: { 1: [], 2: [], 3: [item(P.ashwagandha, 1, 0), item(P.fishOil, 1, 0), item(P.calcium, 1, 1)] },
      excluded: [],
    };
    const problems = specProblems(person, bad, CATALOGUE).join('\n');
    expect(problems).toMatch(/Ashwagandha.*pregnant/);
    expect(problems).toMatch(/Fish Oil contains fish/);
    expect(problems).toMatch(/Fish Oil has gelatin/);
    expect(problems).toMatch(/Calcium.*levothyroxine/);
  });
});
