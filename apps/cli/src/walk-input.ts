import { z } from 'zod';
import { walkInputSchema, type SurveyDefinition, type WalkInput } from '@maplepack/survey-engine';
import { answersWithChoiceRefs, SURVEY_LANGUAGES, SURVEY_V1_5 } from '@maplepack/survey-content';
import { parseInput } from './io';

/**
 * The input of `survey walk` and `recommend` (CONTRACTS §1), with one addition: `lang`, the language
 * of recommend's reasons ('en', the default, or 'fr'). `survey walk` reads the same object, so one
 * input serves both commands; its output has only refs and does not change with `lang`.
 */
export const cliWalkInputSchema = walkInputSchema.extend({
  lang: z.enum(SURVEY_LANGUAGES).default('en'),
});

/**
 * Parses a walk input strictly and gives each choice answered by its French label its ref, so a
 * choice may be named by its ref, its English label or its French label (any case).
 */
export function parseWalkInput(
  value: unknown,
  definition: SurveyDefinition = SURVEY_V1_5,
): { input: WalkInput; lang: (typeof SURVEY_LANGUAGES)[number] } {
  const { lang, ...input } = parseInput(cliWalkInputSchema, value);
  return { input: { ...input, answers: answersWithChoiceRefs(input.answers, definition) }, lang };
}
