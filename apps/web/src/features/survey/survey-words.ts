import { ENGLISH_SURVEY_UI_TEXTS, type SurveyUiTexts } from '@maplepack/survey-content';
import { type SurveyDefinition } from '@maplepack/survey-engine';
import { createContext, useContext } from 'react';

/**
 * The survey's words in one language, around its definition: the screens' own words (buttons, 'PART
 * {n}', the medication search, the concern line) and the validation messages of spec §5 by the engine's
 * failure code. They come from `@maplepack/survey-content` (its `/fr` entry for French), not from the
 * Lingui catalogue: the survey is data keyed by refs (docs/decisions.md).
 */
export interface SurveyScreenWords {
  ui: SurveyUiTexts;
  /** The message a person reads for a failed check (`{ ok: false, code, message }` of the engine). */
  validation: (failure: { code: string; message: string }) => string;
}

/** The definition a person answers (the same refs, tags and logic in every language) and its words. */
export interface SurveyWords extends SurveyScreenWords {
  definition: SurveyDefinition;
}

/** English: the engine's own constants and messages (the spec's exact strings). */
export const ENGLISH_SCREEN_WORDS: SurveyScreenWords = {
  ui: ENGLISH_SURVEY_UI_TEXTS,
  validation: (failure) => failure.message,
};

/** The screens' words, English unless the session provides another language (a field alone reads English). */
export const SurveyWordsContext = createContext<SurveyScreenWords>(ENGLISH_SCREEN_WORDS);

export function useSurveyWords(): SurveyScreenWords {
  return useContext(SurveyWordsContext);
}
