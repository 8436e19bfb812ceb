import { type Screen } from '@maplepack/survey-engine';
import { type Locale } from '../../lib/i18n/locale';
import { type SurveyWords } from './survey-words';

let frenchWords: Promise<SurveyWords> | undefined;
let frenchWelcome: Promise<Screen[]> | undefined;

/**
 * The survey's definition and words for a French page, loaded once; null for English, which the session
 * takes from its own chunk (survey-words-en.ts). English pages never load the French.
 */
export function loadSurveyWords(locale: Locale): Promise<SurveyWords | null> {
  if (locale !== 'fr') return Promise.resolve(null);
  frenchWords ??= import('./survey-words-fr').then(
    (module) => module.frenchSurveyWords(),
    (error: unknown) => {
      frenchWords = undefined;
      throw error;
    },
  );
  return frenchWords;
}

/** The French opening screen, without the rest of the survey (the page's first screen). */
export function loadFrenchWelcome(): Promise<Screen[]> {
  frenchWelcome ??= import('./survey-welcome-fr').then(
    (module) => module.frenchWelcomeScreens(),
    (error: unknown) => {
      frenchWelcome = undefined;
      throw error;
    },
  );
  return frenchWelcome;
}
