import { t } from '@lingui/core/macro';
import { type ApiClient } from '@maplepack/api-client';
import { mailingCallsOnEmail, type MailingTag } from '@maplepack/survey-engine';

/**
 * The express consent the e-mail step asks for (CASL): unticked until the person ticks it; the
 * exact text is recorded with the subscription. Who sends, what, and how to stop are all said.
 */
export const MAILING_OPT_IN_TEXT =
  'Yes, Maplepack may e-mail me news, tips and offers. I can unsubscribe at any time.';

/**
 * The consent in the page's language (MAILING_OPT_IN_TEXT in English): the words the person ticked
 * are the words recorded.
 */
export function mailingOptInText(): string {
  return t`Yes, Maplepack may e-mail me news, tips and offers. I can unsubscribe at any time.`;
}

/**
 * The e-mail step's mailing calls (spec §4: subscribe, then 'Survey Started') as one request: the
 * API keeps the tags with a pending subscription, applied when the person follows the link it
 * e-mails them (double opt-in); the browser can change nobody's membership. The completion tags
 * are the server's job when the survey is stored. Failures are logged and swallowed (spec §8):
 * they never stop the assessment.
 */
export async function requestMailingFromSurvey(
  api: Pick<ApiClient, 'mailingList'>,
  person: { email: string; name?: string; consentText?: string },
): Promise<void> {
  const { consentText = MAILING_OPT_IN_TEXT, ...who } = person;
  const calls = mailingCallsOnEmail({ ...who, mailingConsent: true });
  const subscribe = calls.find((call) => call.kind === 'subscribe');
  if (subscribe === undefined) return;
  const tags = calls.flatMap((call): MailingTag[] => (call.kind === 'tags' ? call.tags : []));
  try {
    await api.mailingList.subscribe(
      {
        email: subscribe.email,
        merge_fields: subscribe.name === undefined ? {} : { NAME: subscribe.name },
        tags,
        consent: { given: true, text: consentText, source: 'survey' },
      },
      { background: true },
    );
  } catch (error) {
    console.warn('Mailing list request failed', error);
  }
}
