import { ApiError } from '@maplepack/api-client';
import { mailingCallsOnEmail, mailingCallsOnSubmit } from '@maplepack/survey-engine';
import { MAILING_OPT_IN_TEXT, runMailingCalls } from './mailing-opt-in';

function fakeMailingList(found: string | undefined = 'hash-1') {
  return {
    search: jest.fn(async () => ({
      exact_matches: {
        members:
          found === undefined
            ? []
            : [{ id: found, email_address: 'ann@example.ca', status: 'subscribed' as const, tags: [] }],
      },
    })),
    subscribe: jest.fn(async () => ({
      id: 'hash-1',
      email_address: 'ann@example.ca',
      status: 'subscribed' as const,
    })),
    update: jest.fn(),
    setTags: jest.fn(async () => undefined),
    setFields: jest.fn(async () => undefined),
  };
}

describe('runMailingCalls', () => {
  it('subscribes with the exact consent text, then tags the subscriber it created', async () => {
    const mailingList = fakeMailingList();
    await runMailingCalls(
      { mailingList } as never,
      mailingCallsOnEmail({ email: 'ann@example.ca', name: 'Ann', mailingConsent: true }),
    );
    expect(mailingList.subscribe).toHaveBeenCalledWith(
      {
        email: 'ann@example.ca',
        merge_fields: { NAME: 'Ann' },
        consent: { given: true, text: MAILING_OPT_IN_TEXT, source: 'survey' },
      },
      { background: true },
    );
    expect(mailingList.setTags).toHaveBeenCalledWith(
      'hash-1',
      {
        tags: [
          { name: 'Survey Started', status: 'active' },
          { name: 'Survey Completed', status: 'inactive' },
        ],
      },
      { background: true },
    );
  });

  it('on submit sends only status tags and the survey date, never a health tag', async () => {
    const mailingList = fakeMailingList();
    const calls = mailingCallsOnSubmit({
      email: 'ann@example.ca',
      mailingConsent: true,
      answerTags: ['Pregnant', 'PoorSleep'],
      today: '2026-11-21',
    });
    await runMailingCalls({ mailingList } as never, calls);
    const sent = JSON.stringify([...mailingList.setTags.mock.calls, ...mailingList.setFields.mock.calls]);
    expect(sent).toContain('Survey Completed');
    expect(sent).toContain('2026-11-21');
    expect(sent).not.toMatch(/Pregnant|PoorSleep/);
  });

  it('finds an existing subscriber by e-mail when the calls start without a subscribe', async () => {
    const mailingList = fakeMailingList('hash-9');
    await runMailingCalls({ mailingList } as never, [
      { kind: 'fields', email: 'ann@example.ca', fields: { SURVEYDATE: '2026-11-21' } },
    ]);
    expect(mailingList.setFields).toHaveBeenCalledWith(
      'hash-9',
      { merge_fields: { SURVEYDATE: '2026-11-21' } },
      { background: true },
    );
  });

  it('never lets a mailing failure reach the assessment (spec §8)', async () => {
    const mailingList = fakeMailingList();
    mailingList.subscribe.mockRejectedValueOnce(
      new ApiError(503, 'mailing.unavailable', 'The mailing list is unavailable.'),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      runMailingCalls(
        { mailingList } as never,
        mailingCallsOnEmail({ email: 'ann@example.ca', mailingConsent: true }),
      ),
    ).resolves.toBeUndefined();
    expect(mailingList.setTags).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });
});
