import {
  isAllowedMailingTag,
  mailingSubscribeRequestSchema,
  mailingUpdateRequestSchema,
} from './mailing-list';
import { surveySubmitRequestSchema } from './survey';

const consent = { given: true, text: 'Yes, email me.', source: 'form' };

describe('mailing-list contract', () => {
  it.each([
    ['Survey Started', true],
    ['Survey Completed', true],
    ['@survey/SplitPack', true],
    ['@survey/Pregnant', false],
    ['@survey/', false],
    ['Pregnant', false],
    ['survey completed', false],
  ])('allows the tag %s: %s', (name, allowed) => {
    expect(isAllowedMailingTag(name)).toBe(allowed);
  });

  it('requires consent to subscribe, and lower-cases the e-mail', () => {
    expect(mailingSubscribeRequestSchema.safeParse({ email: 'a@example.ca' }).success).toBe(false);
    expect(mailingSubscribeRequestSchema.parse({ email: ' A@Example.ca ', consent })).toMatchObject({
      email: 'a@example.ca',
      status: 'subscribed',
      tags: [],
    });
  });

  it('requires consent to (re)subscribe through an update, not to unsubscribe', () => {
    expect(mailingUpdateRequestSchema.safeParse({ status: 'subscribed' }).success).toBe(false);
    expect(mailingUpdateRequestSchema.safeParse({ status: 'pending' }).success).toBe(false);
    expect(mailingUpdateRequestSchema.safeParse({ status: 'subscribed', consent }).success).toBe(true);
    expect(mailingUpdateRequestSchema.safeParse({ status: 'unsubscribed' }).success).toBe(true);
  });
});

describe('survey contract', () => {
  const request = { id: '7d444840-9dc0-11d1-b245-5ffdce74fad2', value: '{}', version: '1.5' };
  it('defaults debug to false and accepts only version 1.5', () => {
    expect(surveySubmitRequestSchema.parse(request).debug).toBe(false);
    expect(surveySubmitRequestSchema.safeParse({ ...request, version: '1.4' }).success).toBe(false);
  });
});
