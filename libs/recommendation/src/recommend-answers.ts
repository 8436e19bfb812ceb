import type { Product } from '@maplepack/catalog';
import { CATALOGUE } from '@maplepack/catalog-data';
import type { SurveyDefinition, WalkInput } from '@maplepack/survey-engine';
import { ADULT_AGE, answersWithChoiceRefs, SURVEY_V1_5 } from '@maplepack/survey-content';
import { assessWalk, type WalkEnd } from './assessment';
import type { Messages } from './messages';
import type { NeedRule } from './need-rule';
import { recommendFromSignals, type Recommendation } from './recommend';
import { recommendedTierFor } from './recommended-tier';
import { SURVEY_V1_5_RULES } from './rules';

export interface RecommendOptions {
  definition?: SurveyDefinition;
  catalogue?: readonly Product[];
  rules?: readonly NeedRule[];
  /**
   * The words of reasons and exclusions: English by default, `FRENCH_MESSAGES` or
   * `recommendationMessages(lang)` from `@maplepack/recommendation/fr`.
   */
  messages?: Messages;
}

/** What nobody reaching a recommendation is given: no tier, no product. */
export interface NoRecommendation extends Omit<Recommendation, 'recommendedTier'> {
  recommendedTier: null;
}

export type RecommendResult =
  | { ok: true; walk: WalkEnd; recommendation: Recommendation | NoRecommendation }
  | { ok: false; code: 'answers.invalid'; message: string };

/**
 * `maplepack recommend` and `POST /api/v1/survey`: the answers of a survey (as `survey walk` takes
 * them) to three tiers with reasons, the suggested tier, and what the safety rules left out. It
 * follows the walk (CONTRACTS §1): only answers on the walked path count, and a walk that ends in an
 * exit recommends nothing (`recommendedTier` null, every tier empty). The same input always gives
 * the same output. A choice may be given by its ref, its English label or its French one; `messages`
 * says the language of the reasons.
 */
export function recommend(input: WalkInput, options: RecommendOptions = {}): RecommendResult {
  const definition = options.definition ?? SURVEY_V1_5;
  const assessed = assessWalk(definition, {
    ...input,
    answers: answersWithChoiceRefs(input.answers, definition),
  });
  if (!assessed.ok) return assessed;
  const { walk } = assessed;
  const { profile, signals } = assessed.assessment;
  if (walk.end === 'exit' || (profile.age !== null && profile.age < ADULT_AGE)) {
    // Nobody who leaves the survey reaches a recommendation, and no adult pack is ever built for a
    // child or teenager (the walk exits for them; the age check also covers an account's birthday).
    return { ok: true, walk, recommendation: NOTHING };
  }
  const recommendation = recommendFromSignals(
    profile,
    signals,
    options.catalogue ?? CATALOGUE,
    options.rules ?? SURVEY_V1_5_RULES,
    (added) => recommendedTierFor(signals, added),
    options.messages,
  );
  return { ok: true, walk, recommendation };
}

const NOTHING: NoRecommendation = { recommendedTier: null, tiers: { 1: [], 2: [], 3: [] }, excluded: [] };
