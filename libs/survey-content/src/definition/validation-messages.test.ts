import {
  validateDateText,
  validateEmail,
  validateMedications,
  validateSelection,
  validateSurveyName,
} from '@maplepack/survey-engine';
import { SURVEY_UI_TEXTS } from './survey-ui-texts';
import { VALIDATION_CODES, VALIDATION_MESSAGES, validationMessage } from './validation-messages';

function failure<T>(result: { ok: true; value: T } | { ok: false; code: string; message: string }) {
  if (result.ok) throw new Error('expected the check to fail');
  return result;
}

describe('validation messages (spec §5) by language', () => {
  const failures = [
    failure(validateSurveyName('  ')),
    failure(validateSurveyName('A')),
    failure(validateSurveyName('R2-D2')),
    failure(validateEmail('ann@')),
    failure(validateDateText('13/40/1990')),
    failure(validateSelection([])),
    failure(validateMedications([])),
  ];

  it('knows every code the engine fails with, and gives the engine’s own English', () => {
    expect(failures.map((f) => f.code).sort()).toEqual([...VALIDATION_CODES].sort());
    for (const f of failures) expect(validationMessage(f, 'en')).toBe(f.message);
  });

  it('gives the French for each, with the issue’s « Nom requis »', () => {
    expect(failures.map((f) => validationMessage(f, 'fr'))).toEqual([
      'Nom requis',
      'Le nom doit contenir au moins 2\u00a0lettres.',
      'Entrez un nom valide.',
      'Veuillez entrer une adresse courriel valide.',
      'Entrez une date valide. Veuillez respecter le format MM/JJ/AAAA.',
      'Choisissez au moins une option.',
      'Ajoutez au moins un médicament.',
    ]);
  });

  it('has no blank message in any language, and keeps the engine’s message for a code it does not know', () => {
    for (const messages of Object.values(VALIDATION_MESSAGES))
      for (const code of VALIDATION_CODES) expect(messages[code].trim()).not.toBe('');
    expect(validationMessage({ code: 'other', message: 'Other.' }, 'fr')).toBe('Other.');
  });
});

describe('the survey screens’ own words', () => {
  it('has every text in both languages', () => {
    const keys = Object.keys(SURVEY_UI_TEXTS.en).sort();
    expect(Object.keys(SURVEY_UI_TEXTS.fr).sort()).toEqual(keys);
    for (const texts of Object.values(SURVEY_UI_TEXTS))
      for (const value of Object.values(texts))
        if (typeof value === 'string') expect(value.trim()).not.toBe('');
  });

  it('says PART and the concern line in French, with French plurals', () => {
    const fr = SURVEY_UI_TEXTS.fr;
    expect(fr.partCover(3)).toBe('PARTIE 3');
    expect(fr.concernGreeting('Anne', 1)).toBe('Anne, penchons-nous sur votre préoccupation.');
    expect(fr.concernGreeting('Anne', 3)).toBe('Anne, penchons-nous sur vos 3\u00a0préoccupations.');
    expect(SURVEY_UI_TEXTS.en.concernGreeting('Ann', 3)).toBe("Ann, let's address your 3 concerns.");
  });
});
