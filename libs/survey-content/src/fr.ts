// The French of survey v1.5 for the screens, an entry of its own (`@maplepack/survey-content/fr`): the web
// app loads it only for a French page, so an English page ships none of it. The main entry keeps
// `surveyIn`, `welcomeScreensIn`, `surveyUiTexts` and `validationMessage` for the API and the command.
// Only re-exports: a bundler then splits the opening screen (welcome-in) from the rest of the French.
export { FRENCH_SURVEY_UI_TEXTS } from './definition/fr/ui-texts';
export { FRENCH_VALIDATION_MESSAGES, frenchValidationMessage } from './definition/fr/validation-messages';
export { frenchSurvey } from './definition/survey-in';
export { frenchWelcomeScreens } from './definition/welcome-in';
