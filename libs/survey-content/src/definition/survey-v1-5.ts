import {
  CONCERN_FALLBACK_THRESHOLD,
  COVER_TIMEOUT_MS,
  INTRO_TIMEOUT_MS,
  SURVEY_VERSION,
  type SurveyDefinition,
} from '@maplepack/survey-engine';
import { PART_1_FIELDS, PART_1_LOGIC } from './part-1-intake';
import { PART_2_FIELDS, PART_2_LOGIC } from './part-2-lifestyle';
import { PART_3_FIELDS, PART_3_LOGIC } from './part-3-concerns';
import { PART_4_FIELDS, PART_4_LOGIC } from './part-4-final';
import { INTRO_FIELD, THANK_YOU_SCREENS } from './screens';
import { WELCOME_SCREENS } from './welcome';

/** The version sent with every submission (spec §9); the engine owns the constant. */
export { SURVEY_VERSION };

/**
 * The health assessment, version 1.5, as data for the survey engine. Typed as the parsed definition
 * (defaults written out) so that consumers need not run it through `loadDefinition` first; a test
 * checks that it loads unchanged.
 */
export const SURVEY_V1_5: SurveyDefinition = {
  id: 'maplepack-health-assessment',
  title: 'Health Assessment',
  version: SURVEY_VERSION,
  welcome: WELCOME_SCREENS,
  thankyou: THANK_YOU_SCREENS,
  fields: [INTRO_FIELD, ...PART_1_FIELDS, ...PART_2_FIELDS, ...PART_3_FIELDS, ...PART_4_FIELDS],
  logic: [...PART_1_LOGIC, ...PART_2_LOGIC, ...PART_3_LOGIC, ...PART_4_LOGIC],
  settings: {
    cover_timeout: COVER_TIMEOUT_MS,
    intro_timeout: INTRO_TIMEOUT_MS,
    concern_fallback_threshold: CONCERN_FALLBACK_THRESHOLD,
  },
};
