import { SURVEY_V1_5 } from '@maplepack/survey-content';
import { ENGLISH_SCREEN_WORDS, type SurveyWords } from './survey-words';

/** Survey v1.5 as written, with the engine's words: what an English page answers. */
export const ENGLISH_SURVEY_WORDS: SurveyWords = { ...ENGLISH_SCREEN_WORDS, definition: SURVEY_V1_5 };
