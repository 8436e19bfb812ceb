import { errorBodySchema, newsletterResponseSchema } from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import { FakeMailer } from '../src/adapters/mail/fake';
import { coupons } from '../src/db/schema/coupons';
import {
  mailingConfirmations,
  newsletterConsents,
  newsletterFields,
  newsletterSubscribers,
} from '../src/db/schema/newsletter';
import { buildTestApp, type TestApp } from './support/build-test-app';

const mailer = new FakeMailer();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ mailer });
});
afterAll(() => t.close());

let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;
const CONSENT = {
  given: true,
  text: 'Send me 10% off and Maplepack news. I can unsubscribe at any time.',
  source: 'form',
};

const signUp = (payload: Record<string, unknown>, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/v3/newsletter', payload, headers: { 'x-forwarded-for': ip } });

async function subscriberRow(email: string) {
  const [row] = await t.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  return row;
}

/** Follows the confirmation link e-mailed to `email`. */
async function confirmFromMail(email: string) {
  const token = /\/mailing-list\/confirm\?token=([\w-]+)/.exec(mailer.lastTo(email)?.text ?? '')?.[1];
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/mailchimp/confirm',
    payload: { token },
    headers: { 'x-forwarded-for': freshIp() },
  });
}

describe('POST /api/v3/newsletter', () => {
  it("answers the spec's thank-you and e-mails a confirmation link; no code and no subscriber yet", async () => {
    const response = await signUp({ name: 'Ann', email: 'Modal@Example.ca', consent: CONSENT });
    expect(response.statusCode).toBe(202);
    expect(newsletterResponseSchema.parse(response.json())).toEqual({
      message: "Thank you, we'll be in touch soon!",
      status: 'pending',
    });
    expect(response.body).not.toContain('welcome10');
    expect(await subscriberRow('modal@example.ca')).toBeUndefined();
    const mail = mailer.lastTo('modal@example.ca');
    expect(mail?.text).toMatch(/http:\/\/localhost:3000\/mailing-list\/confirm\?token=[\w-]{43}\n/);
    expect(mail?.text).not.toContain('welcome10');
  });

  it('subscribes when the link is followed, records the consent, and e-mails the 10% welcome code', async () => {
    await signUp({ name: 'Bea', email: 'bea@example.ca', consent: CONSENT });
    const confirmed = await confirmFromMail('bea@example.ca');
    expect(confirmed.statusCode).toBe(200);
    const row = await subscriberRow('bea@example.ca');
    expect(row?.status).toBe('subscribed');
    const fields = await t.database.db
      .select()
      .from(newsletterFields)
      .where(eq(newsletterFields.subscriberId, row?.id ?? -1));
    expect(Object.fromEntries(fields.map((field) => [field.name, field.value]))).toEqual({
      NAME: 'Bea',
      COUPON: 'welcome10',
    });
    const consents = await t.database.db
      .select()
      .from(newsletterConsents)
      .where(eq(newsletterConsents.subscriberId, row?.id ?? -1));
    expect(consents).toEqual([
      expect.objectContaining({
        kind: 'express',
        method: 'form',
        consentText: CONSENT.text,
        source: 'POST /api/v3/newsletter, confirmed by e-mail link',
      }),
    ]);
    const welcome = mailer.lastTo('bea@example.ca');
    expect(welcome?.subject).toBe('Welcome to the Maplepack mailing list');
    expect(welcome?.text).toContain('Your code for 10% off your first pack: welcome10');
    expect(welcome?.text).toMatch(/\/mailing-list\/unsubscribe\?token=[0-9a-f]{32}\.[\w-]{43}/);
  });

  it.each([
    [
      'no consent',
      { name: 'Ann', email: 'noconsent@example.ca' },
      'Consent is required to join the mailing list.',
    ],
    [
      'consent refused',
      { name: 'Ann', email: 'noconsent@example.ca', consent: { ...CONSENT, given: false } },
      'Consent is required to join the mailing list.',
    ],
    ['no name', { email: 'noconsent@example.ca', consent: CONSENT }, undefined],
    ['a blank name', { name: ' ', email: 'noconsent@example.ca', consent: CONSENT }, 'Name is required'],
    ['a bad e-mail', { name: 'Ann', email: 'ann@', consent: CONSENT }, 'Please enter a valid email.'],
    [
      'a tab in the name',
      { name: 'Ann\tLee', email: 'noconsent@example.ca', consent: CONSENT },
      'Please use letters, digits and punctuation only.',
    ],
    [
      'a NUL byte in the name',
      { name: 'Ann\u0000', email: 'noconsent@example.ca', consent: CONSENT },
      // The input guard refuses it for every route before the contract's own character rule runs.
      'contains a NUL character',
    ],
  ])('answers 400 for %s, with no request stored and no e-mail', async (_name, payload, message) => {
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    const error = errorBodySchema.parse(response.json()).error;
    if (message !== undefined) expect(error.message).toContain(message);
    expect(
      await t.database.db
        .select()
        .from(mailingConfirmations)
        .where(eq(mailingConfirmations.email, 'noconsent@example.ca')),
    ).toEqual([]);
    expect(mailer.lastTo('noconsent@example.ca')).toBeUndefined();
  });

  it('limits one address to 10 sign-ups an hour', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await signUp({ name: 'Bot', email: `bot${i}@example.ca`, consent: CONSENT }, ip)).statusCode,
      ).toBe(202);
    }
    const refused = await signUp({ name: 'Bot', email: 'bot10@example.ca', consent: CONSENT }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(mailer.lastTo('bot10@example.ca')).toBeUndefined();
  });

  it('still subscribes, and welcomes without a code, when the welcome coupon has expired', async () => {
    await t.database.db
      .update(coupons)
      .set({ dateExpires: new Date('2020-01-01T00:00:00Z') })
      .where(eq(coupons.code, 'welcome10'));
    await signUp({ name: 'Late', email: 'late@example.ca', consent: CONSENT });
    expect((await confirmFromMail('late@example.ca')).statusCode).toBe(200);
    expect((await subscriberRow('late@example.ca'))?.status).toBe('subscribed');
    const welcome = mailer.lastTo('late@example.ca');
    expect(welcome?.subject).toBe('Welcome to the Maplepack mailing list');
    expect(welcome?.text).not.toContain('welcome10');
  });
});
