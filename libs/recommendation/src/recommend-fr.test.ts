import { productById } from '@maplepack/catalog-data';
import fc from 'fast-check';
import { FRENCH_MESSAGES, recommendationMessages } from './fr';
import { labelCautions } from './label-cautions';
import { ENGLISH_MESSAGES } from './messages';
import { recommend } from './recommend-answers';
import { checkPack } from './safety-check';
import { answersInput, arbCompleteAnswers, birthdayForAge, testProfile } from './testing';

function ok(result: ReturnType<typeof recommend>) {
  if (!result.ok) throw new Error(result.message);
  return result.recommendation;
}

/** The recommendation without its words: what must not depend on the language. */
function shape(recommendation: ReturnType<typeof ok>) {
  const strip = <T extends { reason?: string; why?: string }>(item: T) => ({ ...item, reason: '', why: '' });
  return {
    recommendedTier: recommendation.recommendedTier,
    tiers: Object.fromEntries(
      Object.entries(recommendation.tiers).map(([tier, list]) => [tier, list.map(strip)]),
    ),
    excluded: recommendation.excluded.map(strip),
  };
}

/** Words only an English sentence has: a French reason holding one has an English part left in it. */
const ENGLISH_WORDS = /\b(you|your|the|and|with|for|which|told|helps?|left out)\b/i;

const byId = (id: number) => {
  const product = productById(id);
  if (product === undefined) throw new Error(`no product ${id}`);
  return product;
};

describe('recommend in French (messages: FRENCH_MESSAGES)', () => {
  it('picks the same products, doses and exclusions as in English, every reason in French', () => {
    fc.assert(
      fc.property(arbCompleteAnswers(), (input) => {
        const english = ok(recommend(input));
        const french = ok(recommend(input, { messages: FRENCH_MESSAGES }));
        expect(shape(french)).toEqual(shape(english));
        // Medication names stay as they are ('Tylenol with Codeine'), so they are left out of the check.
        const medications = input.answers['medication_list'];
        const names = Array.isArray(medications) ? medications : [];
        for (const item of [...french.tiers[3], ...french.excluded]) {
          const text = 'reason' in item ? item.reason : item.why;
          expect(text.trim()).not.toBe('');
          const words = names.reduce((rest, name) => rest.replaceAll(name, ''), text);
          expect([text, ENGLISH_WORDS.test(words)]).toEqual([text, false]);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('reads French choice labels as well as refs and English labels', () => {
    const english = answersInput({
      diet_type: 'Vegan',
      vegan_supplements: 'No',
      concerns: ['Sleep'],
      sleep_trouble: ['Falling asleep'],
      sleep_hours: 'Fewer than 6',
      sleep_screens: true,
    });
    const french = answersInput({
      diet_type: 'Végétalienne',
      vegan_supplements: 'Non',
      concerns: ['Sommeil'],
      sleep_trouble: ['La difficulté à m’endormir'],
      sleep_hours: 'Moins de 6',
      sleep_screens: 'Oui',
    });
    expect(ok(recommend(french))).toEqual(ok(recommend(english)));
    expect(ok(recommend(french, { messages: FRENCH_MESSAGES }))).toEqual(
      ok(recommend(english, { messages: FRENCH_MESSAGES })),
    );
  });

  it('is English when no language is given, and when it is en', () => {
    const input = answersInput({ sleep_quality: 'Poor, I often wake up tired' });
    expect(ok(recommend(input, { messages: recommendationMessages('en') }))).toEqual(ok(recommend(input)));
    expect(ok(recommend(input)).tiers[2].map((p) => p.reason)).toContain(
      'You told us you sleep poorly. Magnesium bisglycinate, taken in the evening, helps your body relax and settle.',
    );
  });

  it('cites what the person told us, with « que » before each answer', () => {
    const input = answersInput({ sleep_quality: 'Poor, I often wake up tired' });
    const magnesium = ok(recommend(input, { messages: FRENCH_MESSAGES })).tiers[2].find((p) => p.id === 2301);
    expect(magnesium?.reason).toBe(
      'Vous nous avez dit que vous dormez mal. Le bisglycinate de magnésium, pris le soir, aide votre corps à se détendre et à trouver le calme.',
    );
    const several = answersInput({
      concerns: ['Sleep'],
      sleep_trouble: ['Staying asleep', 'Waking too early'],
      sleep_hours: '6 to 7',
      sleep_screens: false,
    });
    const reason = ok(recommend(several, { messages: FRENCH_MESSAGES })).tiers[2].find(
      (p) => p.id === 2301,
    )?.reason;
    expect(reason).toMatch(
      /^Vous nous avez dit que le sommeil vous préoccupe, que .+ et que .+\. Le bisglycinate/,
    );
  });

  it('explains in French why warfarin leaves out ginkgo, naming the medication as given', () => {
    const input = answersInput({
      birthday: birthdayForAge(40),
      concerns: ['Cognition & Brain Health'],
      cognition_concerns: ['Forgetfulness'],
      cognition_family_history: true,
      medication_list: ['Coumadin'],
    });
    const excluded = ok(recommend(input, { messages: FRENCH_MESSAGES })).excluded.find((p) => p.id === 2520);
    expect(excluded?.why).toBe(
      'Avec Coumadin\u00a0: cette plante éclaircit aussi le sang, ce qui augmente le risque de saignement.',
    );
  });

  it('puts the metformin reason in French with the medication named', () => {
    const input = answersInput({ medication_list: ['Glucophage'] });
    const b12 = ok(recommend(input, { messages: FRENCH_MESSAGES })).tiers[1].find((p) =>
      p.reason.includes('metformine'),
    );
    expect(b12?.reason).toMatch(/^Vous prenez Glucophage\u00a0: avec les années, la metformine/);
  });
});

describe('the safety messages in French', () => {
  it('checkPack: allergy, diet, pregnancy, upper limit and timing messages', () => {
    const profile = testProfile({
      allergies: ['fish'],
      diet: 'vegan',
      pregnancy: 'pregnant',
      age: 30,
      sex: 'female',
    });
    const pack = [
      { productId: 2401, am: 1, pm: 0 },
      { productId: 2501, am: 1, pm: 0 },
      { productId: 2301, am: 1, pm: 0 },
      { productId: 2211, am: 3, pm: 0 },
    ];
    const english = checkPack(pack, profile, [byId(2401), byId(2501), byId(2301), byId(2211)]);
    const french = checkPack(
      pack,
      profile,
      [byId(2401), byId(2501), byId(2301), byId(2211)],
      FRENCH_MESSAGES,
    );
    expect(french.ok).toBe(english.ok);
    expect(french.violations.map((v) => [v.productId, v.kind, v.ruleId])).toEqual(
      english.violations.map((v) => [v.productId, v.kind, v.ruleId]),
    );
    const messages = french.violations.map((v) => v.message);
    expect(messages).toContain(
      'Contient un ingrédient auquel vous nous avez dit être allergique\u00a0: poisson.',
    );
    const both = checkPack(
      pack,
      { ...profile, allergies: ['fish', 'gelatin'] },
      [byId(2401)],
      FRENCH_MESSAGES,
    );
    expect(both.violations.map((v) => v.message)).toContain(
      'Contient des ingrédients auxquels vous nous avez dit être allergique\u00a0: poisson et gélatine.',
    );
    expect(messages).toContainEqual(expect.stringMatching(/^Ce produit n’est pas végétalien/));
    expect(messages).toContainEqual(expect.stringMatching(/^Pas pour vous en ce moment\u00a0: /));
    expect(messages).toContainEqual(expect.stringMatching(/^À prendre le soir\u00a0: /));
    expect(messages).toContain(
      'Avec vos sachets, votre apport quotidien en vitamine A (rétinol) est de 4\u00a0500\u00a0µg EAR, au-delà de l’apport maximal tolérable de 3\u00a0000\u00a0µg EAR pour les adultes.',
    );
    for (const message of messages) expect([message, ENGLISH_WORDS.test(message)]).toEqual([message, false]);
  });

  it('labelCautions: the label in French for a person without an assessment', () => {
    expect(labelCautions(byId(2207), 1, FRENCH_MESSAGES)).toContainEqual(
      expect.stringMatching(
        /^Si vous prenez des anticoagulants \(warfarine.*\u00a0: la vitamine K contrecarre/,
      ),
    );
    expect(labelCautions(byId(2519), 1, FRENCH_MESSAGES)).toContain(
      'Ne pas utiliser si vous essayez de tomber enceinte, êtes enceinte ou allaitez.',
    );
    expect(labelCautions(byId(2207), 1)).toEqual(labelCautions(byId(2207), 1, ENGLISH_MESSAGES));
  });
});
