import { walkSurvey } from '@maplepack/survey-engine';
import { SURVEY_PROFILES } from '../testing';
import { surveyIn } from './survey-in';
import { SURVEY_V1_5 } from './survey-v1-5';
import { answersWithChoiceRefs } from './translated-labels';

const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’']/g, "'").replace(/œ/gi, 'oe').toLowerCase();

describe('answersWithChoiceRefs: French choice labels as well as refs and English labels', () => {
  it('gives each French label of a question to one choice only, and never to another choice’s English label', () => {
    const fr = surveyIn('fr');
    for (const field of SURVEY_V1_5.fields) {
      const english = field.properties.choices ?? [];
      const french = fr.fields.find((f) => f.ref === field.ref)?.properties.choices ?? [];
      const owners = new Map<string, string>();
      for (const choice of english) owners.set(choice.label.toLowerCase(), choice.ref);
      for (const choice of french) {
        const owner = owners.get(fold(choice.label));
        expect([field.ref, choice.label, owner ?? choice.ref]).toEqual([field.ref, choice.label, choice.ref]);
        owners.set(fold(choice.label), choice.ref);
      }
    }
  });

  it('turns French labels into refs, ignoring case, accents and the apostrophe’s style', () => {
    expect(
      answersWithChoiceRefs({
        consent: 'J’accepte',
        sex: 'feminin',
        pregnancy_status: "j'allaite ou je viens d’accoucher",
        allergies: ['Soya', 'ŒUFS'],
        smoking: 'Non',
        concerns_fallback: {
          each: ['Attendez! Je veux aborder d’autres préoccupations', 'Voir mes recommandations'],
        },
        final_consent: 'J’accepte',
      }),
    ).toEqual({
      consent: 'consent_accept',
      sex: 'sex_female',
      pregnancy_status: 'pregnancy_breastfeeding',
      allergies: ['allergy_soy', 'allergy_egg'],
      smoking: 'smoking_no',
      concerns_fallback: { each: ['fallback_more_concerns', 'fallback_see_recommendations'] },
      final_consent: '$$SUBMIT$$',
    });
  });

  it('leaves refs, English labels, booleans, text, dates, medications and unknown labels as they are', () => {
    const answers = {
      name: 'Oui',
      consent: true,
      sex: 'Female',
      birthday: '05141990',
      pregnancy_status: 'pregnancy_none',
      allergies: ['Soy', 'allergy_egg'],
      medication_list: ['Coumadin'],
      diet_type: 'Végane',
      no_such_question: 'Oui',
    };
    expect(answersWithChoiceRefs(answers)).toEqual(answers);
  });

  it('walks every typical person the same with the French labels as with the English ones', () => {
    const fr = surveyIn('fr');
    let translated = 0;
    for (const profile of Object.values(SURVEY_PROFILES)) {
      const input = { loggedIn: false, ...profile };
      const english = walkSurvey(SURVEY_V1_5, input);
      // The same answers, each choice given by its French label.
      const answers = Object.fromEntries(
        Object.entries(input.answers).map(([ref, value]) => {
          const choices = fr.fields.find((f) => f.ref === ref)?.properties.choices ?? [];
          const englishChoices = SURVEY_V1_5.fields.find((f) => f.ref === ref)?.properties.choices ?? [];
          const toFrench = (text: string) => {
            const at = englishChoices.findIndex((c) => c.label.toLowerCase() === text.toLowerCase());
            return at < 0 ? text : (choices[at]?.label ?? text);
          };
          const map = (v: unknown): unknown =>
            typeof v === 'string' ? toFrench(v) : Array.isArray(v) ? v.map(map) : v;
          const raw: unknown = value;
          const each = typeof raw === 'object' && raw !== null && 'each' in raw ? raw.each : undefined;
          const mapped = Array.isArray(each) ? { each: each.map(map) } : map(value);
          return [ref, mapped];
        }),
      ) as typeof input.answers;
      if (JSON.stringify(answers) !== JSON.stringify(input.answers)) translated += 1;
      const french = walkSurvey(SURVEY_V1_5, { ...input, answers: answersWithChoiceRefs(answers) });
      expect(french).toEqual(english);
    }
    expect(translated).toBeGreaterThan(3);
  });

  it('gives the French survey the English labels as refs, and leaves its own French labels', () => {
    expect(
      answersWithChoiceRefs({ sex: 'Female', smoking: 'No', allergies: ['Soy', 'Œufs'] }, surveyIn('fr')),
    ).toEqual({
      sex: 'sex_female',
      smoking: 'smoking_no',
      allergies: ['allergy_soy', 'Œufs'],
    });
  });

  it('only gives refs the definition has: another definition keeps what it does not know', () => {
    const other = {
      ...SURVEY_V1_5,
      fields: SURVEY_V1_5.fields.map((field) =>
        field.ref === 'sex'
          ? { ...field, properties: { ...field.properties, choices: field.properties.choices?.slice(1) } }
          : field,
      ),
    };
    expect(answersWithChoiceRefs({ sex: 'Féminin' }, other)).toEqual({ sex: 'Féminin' });
    expect(answersWithChoiceRefs({ sex: 'Masculin' }, other)).toEqual({ sex: 'sex_male' });
  });
});
