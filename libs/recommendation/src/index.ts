export {
  answersOnPath,
  assessAnswers,
  assessWalk,
  type Assessment,
  type AssessmentResult,
  type WalkAssessmentResult,
  type WalkEnd,
} from './assessment';
export {
  INTERACTION_RULES,
  B12_SUGGESTED_FOR,
  type InteractionAction,
  type InteractionRule,
} from './interaction-rules';
export type { NeedRule, Signals, Tier } from './need-rule';
export {
  dailyPills,
  nutrientTotals,
  packItemSchema,
  productLookup,
  type PackItem,
  type ProductLookup,
} from './pack';
export { labelCautions, PREGNANCY_CAUTION } from './label-cautions';
export {
  ENGLISH_MESSAGES,
  type LimitWords,
  type Messages as RecommendationMessages,
  type RecommendationLanguage,
} from './messages';
export { PRENATAL_EXCLUDED_INGREDIENTS, PRENATAL_FOLIC_ACID_UG } from './pregnancy-rules';
export { PREGNANCY_RULES, type PregnancyRule } from './pregnancy-rules';
export { productViolations, SMOKER_BETA_CAROTENE_RULE } from './product-rules';
export { MONOGRAPHS, REFERENCES, type Evidence, type RuleSource } from './rule-sources';
export { safetyRulesDocument, UNASKED_CAUTIONS } from './safety-rules-doc';
export {
  EMPTY_PROFILE,
  isPrenatal,
  profileMedicationSchema,
  profileSchema,
  type Profile,
  type ProfileMedication,
} from './profile';
export {
  recommendFromSignals,
  type ExcludedProduct,
  type Recommendation,
  type RecommendedProduct,
} from './recommend';
export {
  recommend,
  type NoRecommendation,
  type RecommendOptions,
  type RecommendResult,
} from './recommend-answers';
export { relatedForPerson, SEX_SPECIFIC_PRODUCTS, type RelatedContext } from './related-for-person';
export { recommendedTierFor } from './recommended-tier';
export { SURVEY_V1_5_RULES } from './rules';
export { checkPack, type PackCheck } from './safety-check';
export { scheduleDoses, timingNeed, type DayHalf, type TimingNeed } from './schedule';
export { upperLimitExcesses, upperLimitsFor, type UpperLimit, type UpperLimitExcess } from './upper-limits';
export type { Violation, ViolationKind } from './violation';
