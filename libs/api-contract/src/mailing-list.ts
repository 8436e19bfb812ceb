import { z } from 'zod';
import { emailSchema } from './query-values';

/** The subscriber to update does not exist (spec §8). */
export const MAILING_USER_NOT_FOUND_MESSAGE = "User doesn't exist.";
/** Subscribing without an express opt-in is refused (CASL). */
export const MAILING_CONSENT_REQUIRED_MESSAGE = 'Consent is required to join the mailing list.';

/** Tags that say where a person is in the survey; they describe no answer. */
export const MAILING_STATUS_TAGS = ['Survey Started', 'Survey Completed'] as const;
/** Prefix of the survey tags the client may send (survey-engine's SURVEY_TAG_PREFIX). */
export const MAILING_SURVEY_TAG_PREFIX = '@survey/';
/**
 * Survey answer tags that may reach the mailing list as '@survey/<tag>': preferences, never health
 * (no concern, pregnancy, allergy or medication tag). Pass it as survey-engine's allowedSurveyTags.
 */
export const MAILING_ALLOWED_SURVEY_TAGS = [
  'SplitPack',
  'FewerPills',
  'SupplementNewcomer',
  'SupplementRegular',
] as const;

/** Whether a tag may be stored on a subscriber: a status tag or an allowed '@survey/' tag. */
export function isAllowedMailingTag(name: string): boolean {
  if ((MAILING_STATUS_TAGS as readonly string[]).includes(name)) return true;
  if (!name.startsWith(MAILING_SURVEY_TAG_PREFIX)) return false;
  return (MAILING_ALLOWED_SURVEY_TAGS as readonly string[]).includes(
    name.slice(MAILING_SURVEY_TAG_PREFIX.length),
  );
}

/** A subscriber id: Mailchimp's subscriber hash, the MD5 of the lower-cased e-mail (32 hex digits). */
export const subscriberIdSchema = z
  .string()
  .regex(/^[0-9a-f]{32}$/, 'expected a subscriber id (32 hex digits)');
export const subscriberParamsSchema = z.object({ id: subscriberIdSchema });

export const mailingStatusSchema = z.enum(['subscribed', 'unsubscribed', 'pending', 'cleaned']);
export type MailingStatus = z.infer<typeof mailingStatusSchema>;

const tagSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .refine(isAllowedMailingTag, 'This tag may not be sent to the mailing list.'),
  status: z.enum(['active', 'inactive']),
});
export type MailingTagInput = z.infer<typeof tagSchema>;

/**
 * The express consent CASL asks for: given (must be true), the exact text the person agreed to,
 * and where (the newsletter form or the survey's consent question).
 */
export const consentSchema = z.strictObject(
  {
    given: z.literal(true, { error: MAILING_CONSENT_REQUIRED_MESSAGE }),
    text: z.string().trim().min(1, MAILING_CONSENT_REQUIRED_MESSAGE).max(2000),
    source: z.enum(['form', 'survey']),
  },
  { error: MAILING_CONSENT_REQUIRED_MESSAGE },
);
export type ConsentInput = z.infer<typeof consentSchema>;

const nameSchema = z.string().trim().max(100);
/** Merge fields a client may write: NAME and SURVEYDATE (YYYY-MM-DD). */
const mergeFieldsSchema = z.strictObject({
  NAME: nameSchema.optional(),
  SURVEYDATE: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'SURVEYDATE must be a YYYY-MM-DD date')
    .optional(),
});

/** GET /api/v1/mailchimp?email= */
export const mailingSearchQuerySchema = z.object({ email: emailSchema });

/**
 * A member as the search answers it: id, e-mail, status and the active '@survey/' tags (needed to
 * retire stale ones). No merge fields and no status tags: anyone who knows an address may ask.
 */
export const mailingMemberSchema = z.object({
  id: subscriberIdSchema,
  email_address: z.string(),
  status: mailingStatusSchema,
  tags: z.array(z.object({ name: z.string() })),
});
export type MailingMember = z.infer<typeof mailingMemberSchema>;

export const mailingSearchResponseSchema = z.object({
  exact_matches: z.object({ members: z.array(mailingMemberSchema) }),
});
export type MailingSearchResponse = z.infer<typeof mailingSearchResponseSchema>;

/** POST /api/v1/mailchimp: a new (or returning) subscriber; consent is required. */
export const mailingSubscribeRequestSchema = z.strictObject({
  email: emailSchema,
  merge_fields: mergeFieldsSchema.default({}),
  status: z.enum(['subscribed', 'pending']).default('subscribed'),
  tags: z.array(tagSchema).max(20).default([]),
  consent: consentSchema,
});
export type MailingSubscribeRequest = z.infer<typeof mailingSubscribeRequestSchema>;

/** PUT /api/v1/mailchimp/{id}: status and merge fields; (re)subscribing needs consent again. */
export const mailingUpdateRequestSchema = z
  .strictObject({
    status: mailingStatusSchema.optional(),
    merge_fields: mergeFieldsSchema.optional(),
    consent: consentSchema.optional(),
  })
  .refine(
    (body) => !(body.status === 'subscribed' || body.status === 'pending') || body.consent !== undefined,
    {
      message: MAILING_CONSENT_REQUIRED_MESSAGE,
      path: ['consent'],
    },
  );
export type MailingUpdateRequest = z.infer<typeof mailingUpdateRequestSchema>;

/** POST /api/v1/mailchimp/tags/{id} */
export const mailingTagsRequestSchema = z.strictObject({ tags: z.array(tagSchema).min(1).max(20) });
export type MailingTagsRequest = z.infer<typeof mailingTagsRequestSchema>;

/** PUT /api/v1/mailchimp/fields/{id} */
export const mailingFieldsRequestSchema = z.strictObject({ merge_fields: mergeFieldsSchema });
export type MailingFieldsRequest = z.infer<typeof mailingFieldsRequestSchema>;

/** The answer to POST and PUT /mailchimp: who, and the status now. */
export const mailingSubscriberResponseSchema = z.object({
  id: subscriberIdSchema,
  email_address: z.string(),
  status: mailingStatusSchema,
});
export type MailingSubscriberResponse = z.infer<typeof mailingSubscriberResponseSchema>;
