// The French of survey v1.5 for the screens, an entry of its own (`@maplepack/survey-content/fr`): the web
// app loads it only for a French page, so an English page ships none of it. The main entry keeps
// `surveyIn`, `welcomeScreensIn`, `surveyUiTexts` and `validationMessage` for the API and the command.
import { type Screen, type SurveyDefinition } from '@maplepack/survey-engine';
import { surveyIn } from './definition/survey-in';
import { welcomeScreensIn } from './definition/welcome-in';

export { FRENCH_SURVEY_UI_TEXTS } from './definition/fr/ui-texts';
export { FRENCH_VALIDATION_MESSAGES, frenchValidationMessage } from './definition/fr/validation-messages';

/** Survey v1.5 in French: `surveyIn('fr')`, the same refs, tags and logic as the English. */
export function frenchSurvey(): SurveyDefinition {
  return surveyIn('fr');
}

/** The opening screen in French alone (`welcomeScreensIn('fr')`), for a page's first screen. */
export function frenchWelcomeScreens(): Screen[] {
  return welcomeScreensIn('fr');
}
