import { type SurveyDefinition } from '@maplepack/survey-engine';
import { SURVEY_V1_5_FR } from './fr/survey-fr';
import { SURVEY_V1_5 } from './survey-v1-5';
import { translateDefinition, type SurveyLanguage, type SurveyTexts } from './survey-texts';

/** Each language's words for survey v1.5 other than English, which is the definition itself. */
export const SURVEY_V1_5_TRANSLATIONS: Readonly<Record<Exclude<SurveyLanguage, 'en'>, SurveyTexts>> = {
  fr: SURVEY_V1_5_FR,
};

const translated = new Map<SurveyLanguage, SurveyDefinition>([['en', SURVEY_V1_5]]);

/**
 * Survey v1.5 as a person reading `lang` sees it: the same refs, tags, logic and settings, every
 * title, description, choice label, disclaimer, button and placeholder in that language. Pure; the
 * translated definition is built once and the same object returned after.
 */
export function surveyIn(lang: SurveyLanguage): SurveyDefinition {
  const known = translated.get(lang);
  if (known !== undefined) return known;
  const definition = translateDefinition(SURVEY_V1_5, SURVEY_V1_5_TRANSLATIONS[lang as 'fr']);
  translated.set(lang, definition);
  return definition;
}

/** Survey v1.5 in French: `surveyIn('fr')`, the same refs, tags and logic as the English. */
export function frenchSurvey(): SurveyDefinition {
  return surveyIn('fr');
}
