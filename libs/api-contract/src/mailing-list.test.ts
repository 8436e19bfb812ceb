import {
  isAllowedMailingTag,
  isPlainText,
  mailingLinkRequestSchema,
  mailingSubscribeRequestSchema,
  mailingUpdateRequestSchema,
} from './mailing-list';
import { newsletterRequestSchema } from './newsletter';
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

describe('mailing-list text and links', () => {
  it.each([
    ['Ann Lee', true],
    ["Zoë O'Brien-Côté", true],
    ['emoji 🍁 fine', true],
    ['Ann\u0000', false],
    ['two\nlines', false],
    ['bell\u0007', false],
    ['C1 \u0085', false],
    ['lone \ud800 half', false],
    ['other \udc00 half', false],
  ])('accepts %j as plain text: %s', (text, plain) => {
    expect(isPlainText(text)).toBe(plain);
  });

  it('refuses a name or consent text with control characters, with a message for people', () => {
    const name = newsletterRequestSchema.safeParse({ name: 'Ann\u0000', email: 'a@example.ca', consent });
    expect(name.success ? '' : name.error.issues[0]?.message).toBe(
      'Please use letters, digits and punctuation only.',
    );
    expect(
      mailingSubscribeRequestSchema.safeParse({
        email: 'a@example.ca',
        consent: { ...consent, text: 'Yes\u0000' },
      }).success,
    ).toBe(false);
  });

  it('takes a link token of base64url characters, with at most one dot', () => {
    expect(mailingLinkRequestSchema.safeParse({ token: 'A'.repeat(43) }).success).toBe(true);
    expect(mailingLinkRequestSchema.safeParse({ token: `${'a'.repeat(32)}.${'B'.repeat(43)}` }).success).toBe(
      true,
    );
    for (const token of ['short', 'A'.repeat(201), `${'a'.repeat(30)}..b`, `${'A'.repeat(30)} x`]) {
      expect(mailingLinkRequestSchema.safeParse({ token }).success).toBe(false);
    }
  });
});

describe('survey contract', () => {
  const request = { id: '7d444840-9dc0-11d1-b245-5ffdce74fad2', value: '{}', version: '1.5' };
  it('defaults debug to false and accepts only version 1.5', () => {
    expect(surveySubmitRequestSchema.parse(request).debug).toBe(false);
    expect(surveySubmitRequestSchema.safeParse({ ...request, version: '1.4' }).success).toBe(false);
  });
});
