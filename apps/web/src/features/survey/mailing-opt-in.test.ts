import { ApiError } from '@maplepack/api-client';
import { MAILING_OPT_IN_TEXT, requestMailingFromSurvey } from './mailing-opt-in';

function fakeMailingList() {
  return {
    search: jest.fn(),
    subscribe: jest.fn(async () => ({
      id: 'a'.repeat(32),
      email_address: 'ann@example.ca',
      status: 'pending' as const,
    })),
    update: jest.fn(),
    setTags: jest.fn(),
    setFields: jest.fn(),
    confirm: jest.fn(),
    unsubscribe: jest.fn(),
  };
}

describe('requestMailingFromSurvey', () => {
  it("asks once, with the exact consent text and the 'Survey Started' tags to apply on confirmation", async () => {
    const mailingList = fakeMailingList();
    await requestMailingFromSurvey({ mailingList } as never, { email: 'ann@example.ca', name: 'Ann' });
    expect(mailingList.subscribe).toHaveBeenCalledTimes(1);
    expect(mailingList.subscribe).toHaveBeenCalledWith(
      {
        email: 'ann@example.ca',
        merge_fields: { NAME: 'Ann' },
        tags: [
          { name: 'Survey Started', status: 'active' },
          { name: 'Survey Completed', status: 'inactive' },
        ],
        consent: { given: true, text: MAILING_OPT_IN_TEXT, source: 'survey' },
      },
      { background: true },
    );
    // Nothing else: the browser never tags or edits a member itself.
    for (const call of [mailingList.search, mailingList.setTags, mailingList.setFields, mailingList.update])
      expect(call).not.toHaveBeenCalled();
  });

  it('leaves the name out when there is none, and sends nothing without an e-mail', async () => {
    const mailingList = fakeMailingList();
    await requestMailingFromSurvey({ mailingList } as never, { email: 'ann@example.ca' });
    expect(mailingList.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ merge_fields: {} }),
      expect.anything(),
    );
    mailingList.subscribe.mockClear();
    await requestMailingFromSurvey({ mailingList } as never, { email: '  ' });
    expect(mailingList.subscribe).not.toHaveBeenCalled();
  });

  it('never lets a mailing failure reach the assessment (spec §8)', async () => {
    const mailingList = fakeMailingList();
    mailingList.subscribe.mockRejectedValueOnce(
      new ApiError(429, 'auth.rate-limited', 'Too many attempts. Please wait a few minutes and try again.'),
    );
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      requestMailingFromSurvey({ mailingList } as never, { email: 'ann@example.ca' }),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
