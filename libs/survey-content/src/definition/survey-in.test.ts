import { lintDefinition, loadDefinition, walkSurvey, type SurveyDefinition } from '@maplepack/survey-engine';
import { SURVEY_TAG_NAMES } from '../tags';
import { STABLE_REFS } from './stable-refs';
import { surveyIn } from './survey-in';
import { definitionTexts } from './survey-texts';
import { SURVEY_V1_5 } from './survey-v1-5';
import { welcomeScreensIn } from './welcome-in';

/** The definition with every text a person reads blanked: what must stay the same across languages. */
function withoutTexts(definition: SurveyDefinition): unknown {
  return JSON.parse(
    JSON.stringify(definition, (key, value: unknown) =>
      [
        'title',
        'auth_title',
        'description',
        'auth_description',
        'label',
        'disclaimer',
        'button_text',
        'placeholder',
      ].includes(key)
        ? '·'
        : value,
    ),
  );
}

describe('surveyIn', () => {
  const fr = surveyIn('fr');

  it('gives the English definition itself for en', () => {
    expect(surveyIn('en')).toBe(SURVEY_V1_5);
  });

  it('keeps refs, tags, values, logic and settings exactly as the English', () => {
    expect(withoutTexts(fr)).toEqual(withoutTexts(SURVEY_V1_5));
  });

  it('loads unchanged and lints clean, every stable ref present', () => {
    const loaded = loadDefinition(fr);
    expect(loaded).toEqual({ ok: true, definition: fr });
    expect(lintDefinition(fr, { knownTags: SURVEY_TAG_NAMES, stableRefs: STABLE_REFS })).toEqual([]);
  });

  it('reads in French', () => {
    const sex = fr.fields.find((field) => field.ref === 'sex');
    expect(sex?.title).toBe('Quel sexe vous a été assigné à la naissance?');
    expect(sex?.properties.choices?.map((choice) => choice.label)).toEqual(['Féminin', 'Masculin', 'Autre']);
    const consent = fr.fields.find((field) => field.ref === 'consent');
    expect(consent?.properties.choices?.map((choice) => [choice.label, choice.value])).toEqual([
      ['J’accepte', true],
      ['Je n’accepte pas', false],
    ]);
    const part = fr.fields.find((field) => field.ref === 'part_2');
    expect(part?.properties.part?.title).toBe('Alimentation et habitudes de vie');
    expect(fr.thankyou.find((screen) => screen.ref === 'exit_age')?.properties.button_text).toBe(
      'QUITTER LE QUESTIONNAIRE',
    );
    expect(fr.title).toBe('Questionnaire santé');
  });

  it('leaves almost no English: texts equal in both languages are words French shares', () => {
    const english = definitionTexts(SURVEY_V1_5);
    const french = definitionTexts(fr);
    const same = [...english].filter(([key, text]) => french.get(key) === text).map(([, text]) => text);
    expect([...new Set(same)].sort()).toEqual(['Constipation', 'Gluten', 'Normal']);
  });

  it('writes French typography: typographic apostrophes, a non-breaking space before a colon and inside « »', () => {
    for (const [key, text] of definitionTexts(fr)) {
      const prose = text.replace(/\]\([^)]*\)/g, ']');
      expect([key, /'/.test(prose)]).toEqual([key, false]);
      expect([key, /[^\u00a0]:/.test(prose)]).toEqual([key, false]);
      expect([key, /«[^\u00a0]|[^\u00a0]»/.test(prose)]).toEqual([key, false]);
      expect([key, / [?!;]/.test(prose)]).toEqual([key, false]);
    }
  });

  it('walks the same path with French labels as with English ones', () => {
    const answers = (labels: Record<string, string | string[] | boolean>) => ({
      today: '2026-11-21',
      loggedIn: false,
      answers: labels,
    });
    const english = walkSurvey(
      SURVEY_V1_5,
      answers({
        name: 'Ann',
        consent: 'I accept',
        email: 'ann@example.ca',
        birthday: '05141990',
        sex: 'Female',
        pregnancy_status: 'None of these',
        supplement_attitude: "I'm new to supplements",
        allergies: ['Soy'],
        chronic_conditions: ['None of these'],
      }),
    );
    const french = walkSurvey(
      fr,
      answers({
        name: 'Anne',
        consent: 'J’accepte',
        email: 'anne@exemple.ca',
        birthday: '05141990',
        sex: 'Féminin',
        pregnancy_status: 'aucune de ces situations',
        supplement_attitude: 'Les suppléments, c’est nouveau pour moi',
        allergies: ['Soya'],
        chronic_conditions: ['Aucune de ces maladies'],
      }),
    );
    expect(french).toEqual(english);
    expect(french.ok && french.walk.at).toBe('diet_type');
  });

  it('gives the welcome screen alone, the same as the whole definition holds', () => {
    expect(welcomeScreensIn('fr')).toEqual(fr.welcome);
    expect(welcomeScreensIn('en')).toEqual(SURVEY_V1_5.welcome);
    expect(welcomeScreensIn('fr')[0]?.properties.button_text).toBe('Commencer');
  });
});
