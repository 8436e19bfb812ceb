// The survey in French as a chunk of its own, loaded by the assessment for a French page only (an
// English page never loads it), like lib/i18n/recommendation-fr.ts for the recommendation's sentences.
import { FRENCH_SURVEY_UI_TEXTS, frenchSurvey, frenchValidationMessage } from '@maplepack/survey-content/fr';
import { type SurveyWords } from './survey-words';

/** Survey v1.5 in French (`surveyIn('fr')`) with the screens' French words. */
export function frenchSurveyWords(): SurveyWords {
  return { definition: frenchSurvey(), ui: FRENCH_SURVEY_UI_TEXTS, validation: frenchValidationMessage };
}
