import { SURVEY_V1_5_FR } from './fr/survey-fr';
import { SURVEY_V1_5 } from './survey-v1-5';
import { definitionTexts, translatedTexts, type FieldTexts, type SurveyTexts } from './survey-texts';
import { lintTranslation } from './translation-lint';

/** SURVEY_V1_5_FR with `edit` applied to a copy of one ref's texts. */
function editRef(ref: string, edit: (texts: Record<string, unknown>) => void): SurveyTexts {
  const copy = structuredClone(SURVEY_V1_5_FR.refs[ref]) as unknown as Record<string, unknown>;
  edit(copy);
  return { ...SURVEY_V1_5_FR, refs: { ...SURVEY_V1_5_FR.refs, [ref]: copy as unknown as FieldTexts } };
}

/** SURVEY_V1_5_FR without the text under the flat key `key` (`sex.title`, `sex.choices.sex_male.label`). */
function withoutKey(key: string): SurveyTexts {
  const [ref = '', ...rest] = key.split('.');
  if (key === 'title') return { ...SURVEY_V1_5_FR, title: '' };
  return editRef(ref, (texts) => {
    if (rest[0] !== 'choices') {
      delete texts[rest[0] ?? ''];
      return;
    }
    const choiceRef = rest[1] ?? '';
    if (typeof texts['choices'] === 'string') {
      // A standard pair: write it out, then drop the one choice.
      const pair = translatedTexts(SURVEY_V1_5_FR);
      const choices: Record<string, { label: string }> = {};
      for (const [flat, text] of pair) {
        const match = new RegExp(`^${ref}\\.choices\\.([^.]+)\\.label$`).exec(flat);
        if (match?.[1] !== undefined) choices[match[1]] = { label: text };
      }
      texts['choices'] = choices;
    }
    const choices = texts['choices'] as Record<string, Record<string, string>>;
    delete choices[choiceRef]?.[rest[2] ?? ''];
  });
}

describe('lintTranslation: survey v1.5 in French', () => {
  const englishKeys = [...definitionTexts(SURVEY_V1_5).keys()];

  it('finds nothing: every text has a French one and no French text is left over', () => {
    expect(lintTranslation(SURVEY_V1_5, SURVEY_V1_5_FR, 'fr')).toEqual([]);
  });

  it('covers every kind of text a person reads (titles, descriptions, choices, buttons, placeholders)', () => {
    expect(englishKeys.length).toBeGreaterThan(300);
    for (const key of [
      'title',
      'welcome.button_text',
      'exit_under_19.description',
      'consent.auth_title',
      'intro.auth_description',
      'name.placeholder',
      'pack_format.choices.pack_format_split.disclaimer',
      'smoking.choices.smoking_yes.label',
      'consent.choices.consent_decline.label',
      'final_consent.choices.$$ABORT$$.label',
    ])
      expect(englishKeys).toContain(key);
  });

  it('fails when any one French text is removed (each of them, in turn)', () => {
    for (const key of englishKeys) {
      const findings = lintTranslation(SURVEY_V1_5, withoutKey(key), 'fr');
      const expected = key === 'title' ? 'lint.empty_translation' : 'lint.missing_translation';
      expect(findings).toEqual([expect.objectContaining({ code: expected, ref: key })]);
    }
  });

  it('fails on the sex question without its French title', () => {
    expect(lintTranslation(SURVEY_V1_5, withoutKey('sex.title'), 'fr')).toEqual([
      { code: 'lint.missing_translation', ref: 'sex.title', message: expect.stringContaining("'sex.title'") },
    ]);
  });

  it('fails on a blank French text', () => {
    const texts = editRef('name', (t) => {
      t['placeholder'] = '  ';
    });
    expect(lintTranslation(SURVEY_V1_5, texts, 'fr')).toEqual([
      expect.objectContaining({ code: 'lint.empty_translation', ref: 'name.placeholder' }),
    ]);
  });

  it('fails on a French text whose question or choice no longer exists', () => {
    const texts: SurveyTexts = {
      ...SURVEY_V1_5_FR,
      refs: { ...SURVEY_V1_5_FR.refs, old_question: { title: 'Ancienne question' } },
    };
    const staleChoice = editRef('sex', (t) => {
      (t['choices'] as Record<string, unknown>)['sex_unknown'] = { label: 'Inconnu' };
    });
    expect(lintTranslation(SURVEY_V1_5, texts, 'fr')).toEqual([
      expect.objectContaining({ code: 'lint.stale_translation', ref: 'old_question.title' }),
    ]);
    expect(lintTranslation(SURVEY_V1_5, staleChoice, 'fr')).toEqual([
      expect.objectContaining({ code: 'lint.stale_translation', ref: 'sex.choices.sex_unknown.label' }),
    ]);
  });

  it('fails when a French text drops a link or points it elsewhere', () => {
    const texts = editRef('consent', (t) => {
      t['description'] = 'Vos réponses restent confidentielles. Voir nos [conditions](/faq).';
    });
    expect(lintTranslation(SURVEY_V1_5, texts, 'fr')).toEqual([
      expect.objectContaining({ code: 'lint.untranslated_link', ref: 'consent.description' }),
    ]);
  });

  it('fails on a French text for a question added to the definition without one', () => {
    const name = SURVEY_V1_5.fields.find((field) => field.ref === 'name');
    if (name === undefined) throw new Error('survey v1.5 has a name question');
    const grown = { ...SURVEY_V1_5, fields: [...SURVEY_V1_5.fields, { ...name, id: 'new_q', ref: 'new_q' }] };
    expect(lintTranslation(grown, SURVEY_V1_5_FR, 'fr').map((f) => f.ref)).toContain('new_q.title');
  });
});
