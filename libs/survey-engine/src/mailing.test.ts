import { mailingCallsOnEmail, mailingCallsOnSubmit } from './mailing';

const person = { email: 'ann@example.ca', name: 'Ann', mailingConsent: true };

describe('mailingCallsOnEmail', () => {
  it('subscribes, then tags Survey Started active and Survey Completed inactive', () => {
    expect(mailingCallsOnEmail(person)).toEqual([
      { kind: 'subscribe', email: 'ann@example.ca', name: 'Ann' },
      {
        kind: 'tags',
        email: 'ann@example.ca',
        tags: [
          { name: 'Survey Started', status: 'active' },
          { name: 'Survey Completed', status: 'inactive' },
        ],
      },
    ]);
  });

  it('leaves the name out when there is none', () => {
    expect(mailingCallsOnEmail({ email: 'ann@example.ca', mailingConsent: true })[0]).toEqual({
      kind: 'subscribe',
      email: 'ann@example.ca',
    });
  });

  it('makes no calls without mailing consent or without an email', () => {
    expect(mailingCallsOnEmail({ ...person, mailingConsent: false })).toEqual([]);
    expect(mailingCallsOnEmail({ ...person, email: ' ' })).toEqual([]);
  });
});

describe('mailingCallsOnSubmit', () => {
  const submit = { ...person, answerTags: ['BComplex', 'Pregnant', 'BComplex'], today: '2026-11-21' };

  it('by default sends only the status tags, deactivating old survey tags, then SURVEYDATE', () => {
    expect(
      mailingCallsOnSubmit({ ...submit, existingTags: ['@survey/Migraine', 'Newsletter', 'Survey Started'] }),
    ).toEqual([
      { kind: 'subscribe', email: 'ann@example.ca', name: 'Ann' },
      {
        kind: 'tags',
        email: 'ann@example.ca',
        tags: [
          { name: 'Survey Started', status: 'inactive' },
          { name: '@survey/Migraine', status: 'inactive' },
          { name: 'Survey Completed', status: 'active' },
        ],
      },
      { kind: 'fields', email: 'ann@example.ca', fields: { SURVEYDATE: '2026-11-21' } },
    ]);
  });

  it('adds allowed answer tags once each, prefixed @survey/, and keeps a re-sent tag active', () => {
    const calls = mailingCallsOnSubmit({
      ...submit,
      allowedSurveyTags: ['BComplex'],
      existingTags: ['@survey/BComplex'],
    });
    expect(calls[1]).toEqual({
      kind: 'tags',
      email: 'ann@example.ca',
      tags: [
        { name: 'Survey Started', status: 'inactive' },
        { name: 'Survey Completed', status: 'active' },
        { name: '@survey/BComplex', status: 'active' },
      ],
    });
  });

  it('never puts answers or health tags outside the allow-list into any call', () => {
    const text = JSON.stringify(mailingCallsOnSubmit({ ...submit, allowedSurveyTags: ['BComplex'] }));
    expect(text).not.toContain('Pregnant');
  });

  it('makes no calls without mailing consent', () => {
    expect(mailingCallsOnSubmit({ ...submit, mailingConsent: false })).toEqual([]);
  });

  it('throws on a today that is not YYYY-MM-DD', () => {
    expect(() => mailingCallsOnSubmit({ ...submit, today: '11/21/2026' })).toThrow(RangeError);
  });
});
