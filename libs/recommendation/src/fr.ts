// The French words of the recommendation, an entry of their own (`@maplepack/recommendation/fr`): the
// web app loads them only for a French page; the API and the `maplepack` command choose by language.
import { FRENCH_MESSAGES } from './fr/messages-fr';
import { ENGLISH_MESSAGES, type Messages, type RecommendationLanguage } from './messages';

export { FRENCH_MESSAGES } from './fr/messages-fr';

/** The sentences a person reads in `lang`: pass them as `messages` to `recommend`, `checkPack`, … */
export function recommendationMessages(lang: RecommendationLanguage): Messages {
  return lang === 'fr' ? FRENCH_MESSAGES : ENGLISH_MESSAGES;
}
