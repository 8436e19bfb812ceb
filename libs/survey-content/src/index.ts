export { ADULT_AGE, MAX_PLAUSIBLE_AGE, SENIOR_CAUTION_AGE } from './definition/age-gate';
export { SPLIT_PACK_CHOICE_REF } from './definition/part-4-final';
export { shownDisclaimer } from './definition/shown-disclaimer';
export { STABLE_REFS, type StableRef } from './definition/stable-refs';
export { SURVEY_V1_5_FR } from './definition/fr/survey-fr';
export { SURVEY_V1_5_TRANSLATIONS, surveyIn } from './definition/survey-in';
export {
  SURVEY_LANGUAGES,
  definitionTexts,
  translateDefinition,
  translatedTexts,
  type ChoiceTexts,
  type FieldTexts,
  type SurveyLanguage,
  type SurveyTexts,
} from './definition/survey-texts';
export {
  ENGLISH_SURVEY_UI_TEXTS,
  SURVEY_UI_TEXTS,
  surveyUiTexts,
  type SurveyUiTexts,
} from './definition/survey-ui-texts';
export { SURVEY_V1_5, SURVEY_VERSION } from './definition/survey-v1-5';
export { answersWithChoiceRefs } from './definition/translated-labels';
export {
  lintTranslation,
  type TranslationFinding,
  type TranslationLintCode,
} from './definition/translation-lint';
export {
  VALIDATION_CODES,
  VALIDATION_MESSAGES,
  validationMessage,
  type ValidationCode,
} from './definition/validation-messages';
export { WELCOME_SCREENS } from './definition/welcome';
export { welcomeScreensIn } from './definition/welcome-in';
export { SURVEY_TAGS, SURVEY_TAG_NAMES, surveyTagSchema, type SurveyTag } from './tags';
export {
  INTERACTION_CLASSES,
  INTERACTION_CLASS_DESCRIPTIONS,
  interactionClassSchema,
  type InteractionClass,
} from './medications/interaction-class';
export { MEDICATION_REF_NAMESPACE, medicationSchema, type Medication } from './medications/medication';
export { classesOf, type MedicationReference } from './medications/medication-classes';
export {
  MEDICATIONS,
  medicationAliases,
  medicationByLabel,
  medicationByRef,
  resolveMedication,
} from './medications/medication-list';
export {
  DEFAULT_MEDICATION_SEARCH_LIMIT,
  searchMedicationMatches,
  searchMedications,
  type MedicationMatch,
} from './medications/medication-search';
export { foldMedicationText } from './medications/medication-text';
