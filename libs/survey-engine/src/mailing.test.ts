import fc from 'fast-check';
import { completedSurveyTags, mailingCallsOnEmail, mailingCallsOnSubmit, mailingTagUpdate } from './mailing';

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

describe('completedSurveyTags', () => {
  it('is Survey Completed plus each allowed answer tag once, prefixed @survey/', () => {
    expect(completedSurveyTags(['SplitPack', 'Pregnant', 'SplitPack'], ['SplitPack', 'FewerPills'])).toEqual([
      'Survey Completed',
      '@survey/SplitPack',
    ]);
    expect(completedSurveyTags(['Pregnant'], [])).toEqual(['Survey Completed']);
  });
});

describe('mailingTagUpdate', () => {
  it('retires Survey Started and the earlier survey tags when the survey is completed', () => {
    expect(
      mailingTagUpdate(['Survey Completed', '@survey/SplitPack'], ['Survey Started', '@survey/FewerPills']),
    ).toEqual([
      { name: 'Survey Started', status: 'inactive' },
      { name: '@survey/FewerPills', status: 'inactive' },
      { name: 'Survey Completed', status: 'active' },
      { name: '@survey/SplitPack', status: 'active' },
    ]);
  });

  it('retires Survey Completed when a survey starts, and touches nothing for a plain sign-up', () => {
    expect(mailingTagUpdate(['Survey Started'], ['@survey/SplitPack'])).toEqual([
      { name: 'Survey Completed', status: 'inactive' },
      { name: 'Survey Started', status: 'active' },
    ]);
    expect(mailingTagUpdate([], ['Survey Completed'])).toEqual([]);
  });

  describe('properties', () => {
    const tag = fc.constantFrom(
      'Survey Started',
      'Survey Completed',
      '@survey/SplitPack',
      '@survey/FewerPills',
      '@survey/SupplementNewcomer',
    );
    const tags = fc.array(tag, { maxLength: 6 });

    it('leaves every wanted tag active, never both status tags, and names each tag once', () => {
      fc.assert(
        fc.property(tags, tags, (active, existing) => {
          const update = mailingTagUpdate(active, existing);
          const names = update.map((entry) => entry.name);
          expect(new Set(names).size).toBe(names.length);
          for (const name of active) expect(update).toContainEqual({ name, status: 'active' });
          const activeNames = update.filter((entry) => entry.status === 'active').map((entry) => entry.name);
          if (!(activeNames.includes('Survey Started') && activeNames.includes('Survey Completed'))) return;
          // Both active only when the caller asked for both.
          expect(active).toEqual(expect.arrayContaining(['Survey Started', 'Survey Completed']));
        }),
      );
    });
  });
});
