import { CATALOGUE, INGREDIENT_KEYS } from '@maplepack/catalog-data';
import { INTERACTION_CLASSES } from '@maplepack/survey-content';
import { INTERACTION_RULES } from './interaction-rules';
import { PREGNANCY_RULES } from './pregnancy-rules';
import { checkPack } from './safety-check';
import { testProfile } from './testing';

const product = (id: number) => {
  const found = CATALOGUE.find((p) => p.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};
const VITEX = 2516;
const GLUCOSAMINE = 2607;
const COQ10 = 2608;
const ST_JOHNS = 2519;

function actionsFor(productId: number, classes: string[]): string[] {
  const check = checkPack(
    [{ productId, am: 1, pm: 0 }],
    testProfile({ medications: [{ label: 'Medicine', classes }] }),
    CATALOGUE,
  );
  return check.violations.filter((v) => v.kind === 'interaction').map((v) => `${v.ruleId}:${v.action}`);
}

describe('product-label cautions as interaction rules', () => {
  it('excludes vitex with hormonal birth control, as its own label says', () => {
    expect(product(VITEX).description).toMatch(/not for use with hormonal birth control/);
    expect(actionsFor(VITEX, ['oral-contraceptive'])).toEqual(['hormonal-contraceptive-vitex:exclude']);
  });

  it('excludes glucosamine with warfarin but only warns with an antiplatelet', () => {
    expect(actionsFor(GLUCOSAMINE, ['anticoagulant'])).toContain('anticoagulant-glucosamine:exclude');
    expect(actionsFor(GLUCOSAMINE, ['antiplatelet'])).toEqual(['antiplatelet-glucosamine:warn']);
  });

  it('excludes CoQ10 with warfarin and warns with blood-pressure medicine', () => {
    expect(actionsFor(COQ10, ['anticoagulant'])).toEqual(['anticoagulant-coq10:exclude']);
    expect(actionsFor(COQ10, ['antihypertensive'])).toEqual(['blood-pressure-coq10:warn']);
  });

  it("excludes St John's wort with every cardiovascular medicine the monograph names", () => {
    for (const cls of ['statin', 'antihypertensive', 'digoxin', 'anticoagulant'])
      expect(actionsFor(ST_JOHNS, [cls])).toContain('st-johns-wort-inducer:exclude');
  });
});

describe('pregnancy rules from the monographs', () => {
  it.each(['trying', 'pregnant', 'breastfeeding'] as const)(
    'excludes CoQ10 and glucosamine when %s',
    (pregnancy) => {
      for (const id of [COQ10, GLUCOSAMINE]) {
        const check = checkPack([{ productId: id, am: 1, pm: 0 }], testProfile({ pregnancy }), CATALOGUE);
        expect(check.violations.map((v) => `${v.kind}:${v.action}`)).toContain('pregnancy:exclude');
      }
    },
  );

  it('gives every pregnancy rule a rationale and a source', () => {
    for (const rule of PREGNANCY_RULES) {
      expect(rule.rationale).not.toBe('');
      expect(rule.sources.length).toBeGreaterThan(0);
      for (const ingredient of rule.ingredients) expect(INGREDIENT_KEYS).toContain(ingredient);
    }
  });
});

describe('the interaction rule data', () => {
  it.each(INTERACTION_RULES.map((rule) => [rule.id, rule] as const))(
    '%s names known classes and ingredients, says why, and cites a source',
    (_id, rule) => {
      for (const cls of rule.classes) expect(INTERACTION_CLASSES).toContain(cls);
      for (const ingredient of rule.ingredients) expect(INGREDIENT_KEYS).toContain(ingredient);
      expect(rule.why.length).toBeGreaterThan(10);
      expect(rule.rationale).toMatch(rule.action === 'exclude' ? /^Exclude/ : /^(Warn|Separate)/);
      expect(rule.sources.length).toBeGreaterThan(0);
      for (const source of rule.sources) {
        expect(source.citation).not.toBe('');
        expect(source.statement).not.toBe('');
      }
    },
  );

  it('has unique ids', () => {
    const ids = INTERACTION_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
