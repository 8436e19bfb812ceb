import { type SurveyUiTexts } from '../survey-ui-texts';

/**
 * The concern line in French: « votre préoccupation » for one (French says no "1" there), « vos N
 * préoccupations » from two, « vos préoccupations » for none.
 */
function concernGreetingFr(greeting: string, count: number): string {
  if (count === 1) return `${greeting}, penchons-nous sur votre préoccupation.`;
  if (count === 0) return `${greeting}, penchons-nous sur vos préoccupations.`;
  return `${greeting}, penchons-nous sur vos ${count}\u00a0préoccupations.`;
}

/** The screens' own words in French (buttons, the medication search, 'PARTIE {n}', the concern line). */
export const FRENCH_SURVEY_UI_TEXTS: SurveyUiTexts = {
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
};
