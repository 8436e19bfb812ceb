import {
  DATE_INVALID_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  MEDICATIONS_EMPTY_MESSAGE,
  NAME_INVALID_MESSAGE,
  NAME_REQUIRED_MESSAGE,
  NAME_TOO_SHORT_MESSAGE,
  SELECTION_EMPTY_MESSAGE,
} from '@maplepack/survey-engine';
import { FRENCH_VALIDATION_MESSAGES } from './fr/validation-messages';
import { type SurveyLanguage } from './survey-texts';

/** The codes of the engine's answer checks (validateSurveyName, validateEmail, …). */
export const VALIDATION_CODES = [
  'name.required',
  'name.too_short',
  'name.invalid',
  'email.invalid',
  'date.invalid',
  'selection.empty',
  'medications.empty',
] as const;
export type ValidationCode = (typeof VALIDATION_CODES)[number];

/**
 * What a person reads when a survey answer does not pass its check (spec §5), by language and by the
 * engine's failure code. The English are the engine's (the spec's exact strings); 'Nom requis' is
 * the French.
 */
export const VALIDATION_MESSAGES: Readonly<Record<SurveyLanguage, Readonly<Record<ValidationCode, string>>>> =
  {
    en: {
      'name.required': NAME_REQUIRED_MESSAGE,
      'name.too_short': NAME_TOO_SHORT_MESSAGE,
      'name.invalid': NAME_INVALID_MESSAGE,
      'email.invalid': EMAIL_INVALID_MESSAGE,
      'date.invalid': DATE_INVALID_MESSAGE,
      'selection.empty': SELECTION_EMPTY_MESSAGE,
      'medications.empty': MEDICATIONS_EMPTY_MESSAGE,
    },
    fr: FRENCH_VALIDATION_MESSAGES,
  };

/**
 * The message for a failed check in `lang`: pass the `code` of the engine's `{ ok: false, code,
 * message }`. A code this table does not know keeps the engine's (English) message.
 */
export function validationMessage(failure: { code: string; message: string }, lang: SurveyLanguage): string {
  const messages: Readonly<Record<string, string>> = VALIDATION_MESSAGES[lang];
  return messages[failure.code] ?? failure.message;
}
