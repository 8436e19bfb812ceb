// The French opening screen alone, a small chunk the assessment's first screen waits for on a French page
// while the rest of the French survey (survey-words-fr.ts) loads behind it.
export { frenchWelcomeScreens } from '@maplepack/survey-content/fr';
