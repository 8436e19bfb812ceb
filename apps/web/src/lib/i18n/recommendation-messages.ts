import { ENGLISH_MESSAGES, type RecommendationMessages } from '@maplepack/recommendation';
import { i18n } from './i18n';

let french: Promise<RecommendationMessages> | undefined;

/**
 * The safety and recommendation sentences in the page's language. The French ones are a chunk of their
 * own (`@maplepack/recommendation/fr`), loaded the first time a French page needs them; an English page
 * never loads them.
 */
export function recommendationMessages(): Promise<RecommendationMessages> {
  if (i18n.locale !== 'fr') return Promise.resolve(ENGLISH_MESSAGES);
  french ??= import('./recommendation-fr').then((module) => module.FRENCH_MESSAGES);
  return french;
}
