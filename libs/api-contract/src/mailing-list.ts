import { z } from 'zod';
import { emailSchema } from './query-values';

/** The subscriber to update does not exist (spec §8). */
export const MAILING_USER_NOT_FOUND_MESSAGE = "User doesn't exist.";
/** Subscribing without an express opt-in is refused (CASL). */
export const MAILING_CONSENT_REQUIRED_MESSAGE = 'Consent is required to join the mailing list.';

/** Messages of the double opt-in and unsubscribe links, and of the mailing list's refusals. */
export const MAILING_MESSAGES = {
  /** Shown after a guest asks to subscribe: nothing is stored until the e-mailed link is followed. */
  confirmationSent: 'Please confirm your subscription with the link we just e-mailed you.',
  invalidLink: 'This link is not valid. Please check that you copied all of it.',
  expiredLink: 'This link has expired. Please subscribe again.',
  alreadyConfirmed: 'This subscription is already confirmed.',
  /** The provider refused the address or a value (e.g. an address Mailchimp calls fake). */
  rejected: 'The mailing list cannot accept this address.',
  unavailable: 'The mailing list is not available right now. Please try again later.',
  /** A name or consent text holding control characters or broken Unicode. */
  plainText: 'Please use letters, digits and punctuation only.',
} as const;

/** Error codes of the mailing list (besides request.invalid, auth.* and 429's rate-limited). */
export const MAILING_ERROR_CODES = {
  notFound: 'mailing.not-found',
  invalidLink: 'mailing.invalid-link',
  expiredLink: 'mailing.expired-link',
  alreadyConfirmed: 'mailing.already-confirmed',
  rejected: 'mailing.rejected',
  unavailable: 'mailing.unavailable',
} as const;

// C0/C1 control characters (NUL, line breaks, escapes) and UTF-16 halves without their partner;
// matching control characters is the point here.
/* eslint-disable no-control-regex */
const NOT_PLAIN =
  /[\u0000-\u001f\u007f-\u009f]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/* eslint-enable no-control-regex */

/** Whether `text` is one line of well-formed text: what a name or a consent sentence may hold. */
export function isPlainText(text: string): boolean {
  return !NOT_PLAIN.test(text);
}

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
 * and where (the newsletter form, the survey's consent question or the account page).
 */
export const consentSchema = z.strictObject(
  {
    given: z.literal(true, { error: MAILING_CONSENT_REQUIRED_MESSAGE }),
    text: z
      .string()
      .trim()
      .min(1, MAILING_CONSENT_REQUIRED_MESSAGE)
      .max(2000)
      .refine(isPlainText, MAILING_MESSAGES.plainText),
    /** The newsletter form, the survey's consent question, or the account page's marketing switch. */
    source: z.enum(['form', 'survey', 'account']),
  },
  { error: MAILING_CONSENT_REQUIRED_MESSAGE },
);
export type ConsentInput = z.infer<typeof consentSchema>;

const nameSchema = z.string().trim().max(100).refine(isPlainText, MAILING_MESSAGES.plainText);
/** Merge fields a client may write: NAME and SURVEYDATE (YYYY-MM-DD). */
const mergeFieldsSchema = z.strictObject({
  NAME: nameSchema.optional(),
  SURVEYDATE: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'SURVEYDATE must be a YYYY-MM-DD date')
    .optional(),
});

/** GET /api/v1/mailchimp?email=: a signed-in customer's own address only. */
export const mailingSearchQuerySchema = z.object({ email: emailSchema });

/**
 * A member as the search answers it: id, e-mail, status and the active '@survey/' tags (needed to
 * retire stale ones). No merge fields and no status tags.
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

/**
 * POST /api/v1/mailchimp: a new (or returning) subscriber; consent is required. From a guest it is a
 * request: the tags and fields wait with it until the e-mailed link is followed.
 */
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

/** The answer to POST and PUT /mailchimp: who, and the status now ('pending' for a guest's request). */
export const mailingSubscriberResponseSchema = z.object({
  id: subscriberIdSchema,
  email_address: z.string(),
  status: mailingStatusSchema,
});
export type MailingSubscriberResponse = z.infer<typeof mailingSubscriberResponseSchema>;

/** A token from a link the shop e-mailed: the confirmation (random) or the unsubscribe link (signed). */
export const mailingLinkRequestSchema = z.strictObject({
  token: z
    .string()
    .min(20, MAILING_MESSAGES.invalidLink)
    .max(200, MAILING_MESSAGES.invalidLink)
    .regex(/^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)?$/, MAILING_MESSAGES.invalidLink),
});
export type MailingLinkRequest = z.infer<typeof mailingLinkRequestSchema>;

/** POST /api/v1/mailchimp/confirm: the address is now subscribed. */
export const mailingConfirmResponseSchema = z.object({
  email_address: z.string(),
  status: z.literal('subscribed'),
});
export type MailingConfirmResponse = z.infer<typeof mailingConfirmResponseSchema>;

/** POST /api/v1/mailchimp/unsubscribe: the same answer whether or not the address was on the list. */
export const mailingUnsubscribeResponseSchema = z.object({ status: z.literal('unsubscribed') });
export type MailingUnsubscribeResponse = z.infer<typeof mailingUnsubscribeResponseSchema>;
