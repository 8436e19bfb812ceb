import type { Product } from '@maplepack/catalog';
import { CATALOGUE } from '@maplepack/catalog-data';
import type { SurveyDefinition, WalkInput } from '@maplepack/survey-engine';
import { SURVEY_V1_5 } from '@maplepack/survey-content';
import { assessAnswers } from './assessment';
import type { NeedRule } from './need-rule';
import { recommendFromSignals, type Recommendation } from './recommend';
import { recommendedTierFor } from './recommended-tier';
import { SURVEY_V1_5_RULES } from './rules';

/** Below this age nothing is recommended (spec §1: the assessment is for adults aged 19 to 65). */
export const ADULT_AGE = 19;

export interface RecommendOptions {
  definition?: SurveyDefinition;
  catalogue?: readonly Product[];
  rules?: readonly NeedRule[];
}

export type RecommendResult =
  | { ok: true; recommendation: Recommendation }
  | { ok: false; code: 'answers.invalid'; message: string };

/**
 * `maplepack recommend` and `POST /api/v1/survey`: the answers of a survey (as `survey walk` takes
 * them) to three tiers with reasons, the suggested tier, and what the safety rules left out. The
 * same input always gives the same output.
 */
export function recommend(input: WalkInput, options: RecommendOptions = {}): RecommendResult {
  const assessed = assessAnswers(options.definition ?? SURVEY_V1_5, input);
  if (!assessed.ok) return assessed;
  const { profile, signals } = assessed.assessment;
  if (profile.age !== null && profile.age < ADULT_AGE) {
    // The assessment is for adults: no adult pack is ever built for a child or teenager.
    return { ok: true, recommendation: { recommendedTier: 1, tiers: { 1: [], 2: [], 3: [] }, excluded: [] } };
  }
  const recommendation = recommendFromSignals(
    profile,
    signals,
    options.catalogue ?? CATALOGUE,
    options.rules ?? SURVEY_V1_5_RULES,
    (added) => recommendedTierFor(signals, added),
  );
  return { ok: true, recommendation };
}
