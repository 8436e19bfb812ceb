import { type ApiClient } from '@maplepack/api-client';
import { type MailingCall } from '@maplepack/survey-engine';

/**
 * The express consent the e-mail step asks for (CASL): unticked until the person ticks it; the
 * exact text is recorded with the subscription. Who sends, what, and how to stop are all said.
 */
export const MAILING_OPT_IN_TEXT =
  'Yes, Maplepack may e-mail me news, tips and offers. I can unsubscribe at any time.';

/**
 * Runs the survey engine's mailing calls (data) through the API for a person who ticked the opt-in.
 * The subscriber id comes from the subscribe call, or from a search by e-mail. Mailing failures are
 * logged and swallowed (spec §8): they never stop the assessment.
 */
export async function runMailingCalls(
  api: Pick<ApiClient, 'mailingList'>,
  calls: readonly MailingCall[],
): Promise<void> {
  let id: string | undefined;
  try {
    for (const call of calls) {
      if (call.kind === 'subscribe') {
        const subscriber = await api.mailingList.subscribe(
          {
            email: call.email,
            merge_fields: call.name === undefined ? {} : { NAME: call.name },
            consent: { given: true, text: MAILING_OPT_IN_TEXT, source: 'survey' },
          },
          { background: true },
        );
        id = subscriber.id;
        continue;
      }
      id ??= (await api.mailingList.search(call.email, { background: true })).exact_matches.members[0]?.id;
      if (id === undefined) return;
      if (call.kind === 'tags') await api.mailingList.setTags(id, { tags: call.tags }, { background: true });
      else await api.mailingList.setFields(id, { merge_fields: call.fields }, { background: true });
    }
  } catch (error) {
    console.warn('Mailing list update failed', error);
  }
}
