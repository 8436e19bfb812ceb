import { errorBodySchema, newsletterResponseSchema } from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import { coupons } from '../src/db/schema/coupons';
import { newsletterConsents, newsletterFields, newsletterSubscribers } from '../src/db/schema/newsletter';
import { buildTestApp, type TestApp } from './support/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
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

describe('POST /api/v3/newsletter', () => {
  it("subscribes with consent, answers the spec's thank-you and the 10% welcome code, and records it", async () => {
    const response = await signUp({ name: 'Ann', email: 'Modal@Example.ca', consent: CONSENT });
    expect(response.statusCode).toBe(200);
    expect(newsletterResponseSchema.parse(response.json())).toEqual({
      message: "Thank you, we'll be in touch soon!",
      coupon: { code: 'welcome10', percent: 10 },
    });
    const row = await subscriberRow('modal@example.ca');
    expect(row?.status).toBe('subscribed');
    const fields = await t.database.db
      .select()
      .from(newsletterFields)
      .where(eq(newsletterFields.subscriberId, row?.id ?? -1));
    expect(Object.fromEntries(fields.map((field) => [field.name, field.value]))).toEqual({
      NAME: 'Ann',
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
        source: 'POST /api/v3/newsletter',
      }),
    ]);
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
  ])('answers 400 for %s, with no code and no subscriber', async (_name, payload, message) => {
    const response = await signUp(payload);
    expect(response.statusCode).toBe(400);
    expect(response.body).not.toContain('welcome10');
    const error = errorBodySchema.parse(response.json()).error;
    if (message !== undefined) expect(error.message).toContain(message);
    expect(await subscriberRow('noconsent@example.ca')).toBeUndefined();
  });

  it('limits one address to 10 sign-ups an hour', async () => {
    const ip = '192.0.2.10';
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await signUp({ name: 'Bot', email: `bot${i}@example.ca`, consent: CONSENT }, ip)).statusCode,
      ).toBe(200);
    }
    const refused = await signUp({ name: 'Bot', email: 'bot10@example.ca', consent: CONSENT }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await subscriberRow('bot10@example.ca')).toBeUndefined();
  });

  it('still subscribes, without a code, when the welcome coupon has expired', async () => {
    await t.database.db
      .update(coupons)
      .set({ dateExpires: new Date('2020-01-01T00:00:00Z') })
      .where(eq(coupons.code, 'welcome10'));
    const response = await signUp({ name: 'Late', email: 'late@example.ca', consent: CONSENT });
    expect(newsletterResponseSchema.parse(response.json()).coupon).toBeNull();
    expect((await subscriberRow('late@example.ca'))?.status).toBe('subscribed');
  });
});
