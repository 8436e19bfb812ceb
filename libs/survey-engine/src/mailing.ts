import { parseIsoDate } from './age';

export const SURVEY_STARTED_TAG = 'Survey Started';
export const SURVEY_COMPLETED_TAG = 'Survey Completed';
/** Prefix of the survey-category tags sent to the mailing list. */
export const SURVEY_TAG_PREFIX = '@survey/';
/** Merge field holding the date of the last completed survey (YYYY-MM-DD). */
export const SURVEY_DATE_FIELD = 'SURVEYDATE';

export type MailingTagStatus = 'active' | 'inactive';
export interface MailingTag {
  name: string;
  status: MailingTagStatus;
}

/** One call to make to the mailing-list adapter, as data; the caller does the IO, in order. */
export type MailingCall =
  | { kind: 'subscribe'; email: string; name?: string }
  | { kind: 'tags'; email: string; tags: MailingTag[] }
  | { kind: 'fields'; email: string; fields: Record<string, string> };

export interface MailingPerson {
  email: string;
  name?: string;
  /** Whether the person agreed to the mailing list; without it nothing is sent. */
  mailingConsent: boolean;
}

function subscribe(person: MailingPerson): MailingCall {
  return person.name === undefined || person.name === ''
    ? { kind: 'subscribe', email: person.email }
    : { kind: 'subscribe', email: person.email, name: person.name };
}

function mayContact(person: MailingPerson): boolean {
  return person.mailingConsent && person.email.trim() !== '';
}

/**
 * Calls to make when the email question is answered: subscribe (email and optional name), then
 * tag 'Survey Started' active and 'Survey Completed' inactive. No calls without mailing consent.
 */
export function mailingCallsOnEmail(person: MailingPerson): MailingCall[] {
  if (!mayContact(person)) return [];
  return [
    subscribe(person),
    {
      kind: 'tags',
      email: person.email,
      tags: [
        { name: SURVEY_STARTED_TAG, status: 'active' },
        { name: SURVEY_COMPLETED_TAG, status: 'inactive' },
      ],
    },
  ];
}

export interface SubmitMailingInput extends MailingPerson {
  /** Tags collected from the answers (recommendation tags such as 'BComplex'). */
  answerTags: readonly string[];
  /**
   * Answer tags that may leave the shop as '@survey/<tag>' tags. Default none: answer tags
   * describe health (pregnancy, medications, concerns), and the mailing provider has no need for
   * them, so only the survey status tags are sent unless the shop opts a tag in.
   */
  allowedSurveyTags?: readonly string[];
  /** Tags the subscriber has now; their old '@survey/…' tags are set inactive. */
  existingTags?: readonly string[];
  /** The submit day, YYYY-MM-DD, written to SURVEYDATE. */
  today: string;
}

/**
 * Calls to make on submit: subscribe; one tag update setting 'Survey Started' and old
 * '@survey/…' tags inactive and 'Survey Completed' plus the allowed '@survey/<tag>' tags active;
 * then SURVEYDATE = today. Answers themselves never appear, only tags. No calls without consent.
 * @throws RangeError when `today` is not a YYYY-MM-DD date.
 */
export function mailingCallsOnSubmit(input: SubmitMailingInput): MailingCall[] {
  if (parseIsoDate(input.today) === undefined)
    throw new RangeError(`Not a YYYY-MM-DD date: '${input.today}'`);
  if (!mayContact(input)) return [];
  return [
    subscribe(input),
    {
      kind: 'tags',
      email: input.email,
      tags: mailingTagUpdate(
        completedSurveyTags(input.answerTags, input.allowedSurveyTags ?? []),
        input.existingTags ?? [],
      ),
    },
    { kind: 'fields', email: input.email, fields: { [SURVEY_DATE_FIELD]: input.today } },
  ];
}

/**
 * The tags a completed survey leaves active: 'Survey Completed' and, once each, '@survey/<tag>' for
 * the answer tags in `allowedSurveyTags` (never any other: answer tags describe health).
 */
export function completedSurveyTags(
  answerTags: readonly string[],
  allowedSurveyTags: readonly string[],
): string[] {
  const allowed = new Set(allowedSurveyTags);
  const surveyTags = [...new Set(answerTags.filter((tag) => allowed.has(tag)))];
  return [SURVEY_COMPLETED_TAG, ...surveyTags.map((tag) => `${SURVEY_TAG_PREFIX}${tag}`)];
}

/**
 * The one tag update that leaves `active` active on a subscriber whose active tags are `existing`:
 * inactive first, then active. Only one of 'Survey Started' and 'Survey Completed' stays active
 * (spec §4), and with 'Survey Completed' the '@survey/…' tags of an earlier survey go inactive.
 */
export function mailingTagUpdate(active: readonly string[], existing: readonly string[] = []): MailingTag[] {
  const wanted = [...new Set(active)];
  const kept = new Set(wanted);
  const retired = kept.has(SURVEY_COMPLETED_TAG)
    ? [SURVEY_STARTED_TAG, ...existing.filter((tag) => tag.startsWith(SURVEY_TAG_PREFIX))]
    : kept.has(SURVEY_STARTED_TAG)
      ? [SURVEY_COMPLETED_TAG]
      : [];
  return [
    ...[...new Set(retired)]
      .filter((name) => !kept.has(name))
      .map((name): MailingTag => ({ name, status: 'inactive' })),
    ...wanted.map((name): MailingTag => ({ name, status: 'active' })),
  ];
}
