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

/**
 * The concern line in French: « votre préoccupation » for one (French says no "1" there), « vos N
 * préoccupations » from two, « vos préoccupations » for none.
 */
function concernGreetingFr(greeting: string, count: number): string {
  if (count === 1) return `${greeting}, penchons-nous sur votre préoccupation.`;
  if (count === 0) return `${greeting}, penchons-nous sur vos préoccupations.`;
  return `${greeting}, penchons-nous sur vos ${count}\u00a0préoccupations.`;
}

export const SURVEY_UI_TEXTS: Readonly<Record<SurveyLanguage, SurveyUiTexts>> = {
  en: {
    completeButton: COMPLETE_BUTTON_TEXT,
    concernButton: CONCERN_BUTTON_TEXT,
    continueButton: CONTINUE_BUTTON_TEXT,
    firstNamePlaceholder: FIRST_NAME_PLACEHOLDER,
    medicationPlaceholder: MEDICATION_PLACEHOLDER,
    medicationNote: MEDICATION_NOTE,
    medicationNoResults: MEDICATION_NO_RESULTS,
    partCover: partCoverText,
    concernGreeting,
  },
  fr: {
    completeButton: 'Terminer le questionnaire',
    concernButton: 'C’est parti!',
    continueButton: 'Continuer',
    firstNamePlaceholder: 'Prénom',
    medicationPlaceholder: 'Entrez le nom de votre médicament',
    medicationNote:
      'Note\u00a0: Vous pouvez entrer le nom de marque ou le nom du médicament dans la barre de recherche.',
    medicationNoResults: 'Aucun résultat. Vous pouvez continuer.',
    partCover: (partNumber) => `PARTIE ${partNumber}`,
    concernGreeting: concernGreetingFr,
  },
};

/** The survey screens' own words in `lang`. */
export function surveyUiTexts(lang: SurveyLanguage): SurveyUiTexts {
  return SURVEY_UI_TEXTS[lang];
}
