import { z } from 'zod';
import { allergenSchema } from '@maplepack/catalog';
import { moneyString } from './money';
import { safeString } from './safe-text';

/** The survey version this API accepts (spec §9). */
export const SURVEY_VERSION = '1.5';
/**
 * A submission's `value` may not exceed this many characters: a full answer set is ~2 kB, so this is
 * 16 times that, and its body (even with every character escaped) stays under the route's 256 KiB.
 */
export const SURVEY_VALUE_MAX_CHARS = 32_000;

export const SURVEY_MESSAGES = {
  badJson: 'value must be a JSON object of answers keyed by question ref.',
  badVersion: `Only survey version ${SURVEY_VERSION} is accepted.`,
  notFound: 'Survey not found.',
  conflict: 'This survey id is already in use.',
} as const;

// The same shape as survey-engine's walkValueSchema; written out here because the contract depends on
// no survey code (the API checks the answers themselves with the recommendation).
// Its strings are checked as the API checks a body's: the JSON inside `value` is input too.
const singleValue = z.union([z.boolean(), safeString(2000), z.array(safeString(2000)).max(1000)]);
const answerValueSchema = z.union([singleValue, z.strictObject({ each: z.array(singleValue).max(50) })]);

/** The answers inside `value`: the `survey walk` answers, keyed by question ref (CONTRACTS §1). */
export const surveyAnswersSchema = z.record(safeString(100).min(1), answerValueSchema);
export type SurveyAnswers = z.infer<typeof surveyAnswersSchema>;

/** POST /api/v1/survey (spec §7). `value` is a JSON string of all answers. */
export const surveySubmitRequestSchema = z.strictObject({
  id: z.uuid('id must be a UUID'),
  value: z.string().min(2).max(SURVEY_VALUE_MAX_CHARS),
  debug: z.boolean().default(false),
  version: z
    .string()
    .max(10)
    .refine((v) => v === SURVEY_VERSION, SURVEY_MESSAGES.badVersion),
});
export type SurveySubmitRequest = z.infer<typeof surveySubmitRequestSchema>;

export const surveyTierSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const surveyProductSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  price: moneyString,
  reason: z.string(),
  am: z.number().int().nonnegative(),
  pm: z.number().int().nonnegative(),
});
export type SurveyProduct = z.infer<typeof surveyProductSchema>;

export const surveyRecommendationSchema = z.object({
  /** Each tier lists all its products, the lower tiers' included. */
  tiers: z.object({
    '1': z.array(surveyProductSchema),
    '2': z.array(surveyProductSchema),
    '3': z.array(surveyProductSchema),
  }),
  /** The recommended tier. */
  selected: surveyTierSchema,
  /** What a safety rule removed, with the reason a person can read. */
  excluded: z.array(z.object({ id: z.number().int().positive(), name: z.string(), why: z.string() })),
});
export type SurveyRecommendation = z.infer<typeof surveyRecommendationSchema>;

export const surveySubmitResponseSchema = z.object({
  recommendation: surveyRecommendationSchema,
  /** Only when `debug` was asked: the tags read from the answers and every product priced. */
  debug: z
    .object({
      input: z.array(z.string()),
      products: z.array(z.object({ id: z.number().int().positive(), name: z.string(), price: moneyString })),
    })
    .optional(),
});
export type SurveySubmitResponse = z.infer<typeof surveySubmitResponseSchema>;

export const surveyParamsSchema = z.object({ survey_id: z.uuid('survey_id must be a UUID') });

/** GET /api/v1/survey/{survey_id}: the owner's submission, decrypted. */
export const surveyResponseSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  version: z.string(),
  submission: surveyAnswersSchema,
});
export type SurveyResponse = z.infer<typeof surveyResponseSchema>;

/**
 * GET /api/v1/survey/results: the caller's latest assessment as the results page shows it (a signed-in
 * customer's latest survey, else the newest one this browser made as a guest). No answers: only the
 * first name they gave, whether they chose split packs, and the recommendation with its reasons.
 */
export const surveyResultsResponseSchema = z.object({
  survey_id: z.string(),
  /** ISO time of the submission. */
  created_at: z.string(),
  /** The name answered in the assessment (else the account's); null when neither is known. */
  first_name: z.string().nullable(),
  /** The person chose split packs (morning and evening in separate pouches). */
  split_pack: z.boolean(),
  recommendation: surveyRecommendationSchema,
});
export type SurveyResultsResponse = z.infer<typeof surveyResultsResponseSchema>;

/**
 * GET /survey/profile: what the safety rules know of the caller from their last assessment (a
 * customer's latest survey, a guest's newest survey made in this browser), null when there is none.
 * The same shape as the recommendation lib's Profile, written out because the contract does not
 * depend on that lib. Only the caller's own; never cached (`cache-control: no-store`).
 */
export const surveyProfileSchema = z.object({
  age: z.number().int().nullable(),
  sex: z.enum(['female', 'male', 'other']).nullable(),
  pregnancy: z.enum(['none', 'trying', 'pregnant', 'breastfeeding']),
  allergies: z.array(allergenSchema),
  diet: z.enum(['omnivore', 'pescatarian', 'vegetarian', 'vegan']),
  medications: z.array(z.object({ label: z.string(), classes: z.array(z.string()) })),
  smoker: z.boolean(),
});
// Kept lean (no bounds the server never breaks): the api-client's copy is in /checkout's 150 KB budget.
export const surveyProfileResponseSchema = z.object({ profile: surveyProfileSchema.nullable() });
export type SurveyProfileResponse = z.infer<typeof surveyProfileResponseSchema>;
