import {
  COMPLETE_BUTTON_TEXT,
  CONCERN_BUTTON_TEXT,
  CONTINUE_BUTTON_TEXT,
  FIRST_NAME_PLACEHOLDER,
  MEDICATION_NO_RESULTS,
  MEDICATION_NOTE,
  MEDICATION_PLACEHOLDER,
  concernGreeting,
  partCoverText,
} from '@maplepack/survey-engine';
import { FRENCH_SURVEY_UI_TEXTS } from './fr/ui-texts';
import { type SurveyLanguage } from './survey-texts';

/**
 * The words the survey screens add around a definition's own texts (spec §2): buttons, the
 * medication search, the part cover's 'PART {n}' and the concern screen's line.
 */
export interface SurveyUiTexts {
  completeButton: string;
  concernButton: string;
  continueButton: string;
  firstNamePlaceholder: string;
  medicationPlaceholder: string;
  medicationNote: string;
  medicationNoResults: string;
  partCover: (partNumber: number) => string;
  concernGreeting: (greeting: string, count: number) => string;
}

/** The screens' own words in English: the engine's (the spec's exact strings). */
export const ENGLISH_SURVEY_UI_TEXTS: SurveyUiTexts = {
  completeButton: COMPLETE_BUTTON_TEXT,
  concernButton: CONCERN_BUTTON_TEXT,
  continueButton: CONTINUE_BUTTON_TEXT,
  firstNamePlaceholder: FIRST_NAME_PLACEHOLDER,
  medicationPlaceholder: MEDICATION_PLACEHOLDER,
  medicationNote: MEDICATION_NOTE,
  medicationNoResults: MEDICATION_NO_RESULTS,
  partCover: partCoverText,
  concernGreeting,
};

export const SURVEY_UI_TEXTS: Readonly<Record<SurveyLanguage, SurveyUiTexts>> = {
  en: ENGLISH_SURVEY_UI_TEXTS,
  fr: FRENCH_SURVEY_UI_TEXTS,
};

/** The survey screens' own words in `lang`. */
export function surveyUiTexts(lang: SurveyLanguage): SurveyUiTexts {
  return SURVEY_UI_TEXTS[lang];
}
