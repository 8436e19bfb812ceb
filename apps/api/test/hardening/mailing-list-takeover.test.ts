import { randomUUID } from 'node:crypto';
import { errorBodySchema } from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import { FakeMailer } from '../../src/adapters/mail/fake';
import { subscriberHash } from '../../src/adapters/mailing-list/subscriber-hash';
import {
  mailingConfirmations,
  newsletterConsents,
  newsletterFields,
  newsletterSubscribers,
  newsletterTags,
} from '../../src/db/schema/newsletter';
import { buildTestApp, TEST_NOW, type TestApp } from '../support/build-test-app';
import { signedInCustomer } from '../support/payment-customers';

/*
 * Issue 11, "the mailing list cannot be used to change other people's membership": the
 * mailing-list routes needed no sign-in, so anyone who knew an address could unsubscribe that
 * person, resubscribe them with a forged consent record, rename or tag them. Now a guest can only
 * ask to subscribe (double opt-in: nothing is written until the e-mailed link is followed) and
 * leave through the signed link in every mailing e-mail; a signed-in customer changes only their
 * own membership.
 */

const mailer = new FakeMailer();
let clock = TEST_NOW;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ mailer, now: () => clock });
});
afterAll(() => t.close());
afterEach(() => {
  clock = TEST_NOW;
});

let nextIp = 1;
const freshIp = () => `198.18.2.${nextIp++}`;
const CONSENT = {
  given: true,
  text: 'Yes, Maplepack may e-mail me news. I can unsubscribe at any time.',
  source: 'survey',
};

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { 'x-forwarded-for': freshIp(), ...headers },
    ...(payload === undefined ? {} : { payload }),
  });
}
const codeOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json()).error.code;

const guestSubscribe = (email: string, extra: Record<string, unknown> = {}, headers = {}) =>
  call('POST', '/api/v1/mailchimp', { email, consent: CONSENT, ...extra }, headers);

/** The token of the last link of `kind` e-mailed to `email`. */
function linkToken(email: string, kind: 'confirm' | 'unsubscribe'): string {
  const text = mailer.lastTo(email)?.text ?? '';
  const match = new RegExp(`/mailing-list/${kind}\\?token=([A-Za-z0-9_.-]+)`).exec(text);
  if (match?.[1] === undefined) throw new Error(`no ${kind} link e-mailed to ${email}`);
  return match[1];
}

const confirm = (token: string, headers = {}) =>
  call('POST', '/api/v1/mailchimp/confirm', { token }, headers);
const unsubscribe = (token: string) => call('POST', '/api/v1/mailchimp/unsubscribe', { token });

/** A confirmed member: asked as a guest, link followed. */
async function member(email: string, extra: Record<string, unknown> = {}) {
  expect((await guestSubscribe(email, { merge_fields: { NAME: 'Victor' }, ...extra })).statusCode).toBe(202);
  expect((await confirm(linkToken(email, 'confirm'))).statusCode).toBe(200);
  return subscriberHash(email);
}

async function stateOf(email: string) {
  const db = t.database.db;
  const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
  if (row === undefined) return null;
  const fields = await db.select().from(newsletterFields).where(eq(newsletterFields.subscriberId, row.id));
  const tags = await db.select().from(newsletterTags).where(eq(newsletterTags.subscriberId, row.id));
  const consents = await db
    .select()
    .from(newsletterConsents)
    .where(eq(newsletterConsents.subscriberId, row.id))
    .orderBy(newsletterConsents.id);
  return {
    status: row.status,
    fields: Object.fromEntries(fields.map((field) => [field.name, field.value])),
    tags: Object.fromEntries(tags.map((tag) => [tag.name, tag.status])),
    consents,
  };
}

describe('a guest', () => {
  it("cannot unsubscribe, rename, tag or resubscribe someone else's membership", async () => {
    const id = await member('victim@example.ca', { tags: [{ name: 'Survey Started', status: 'active' }] });
    const before = await stateOf('victim@example.ca');
    for (const [method, url, body] of [
      ['PUT', `/api/v1/mailchimp/${id}`, { status: 'unsubscribed' }],
      ['PUT', `/api/v1/mailchimp/${id}`, { merge_fields: { NAME: 'Renamed' } }],
      ['PUT', `/api/v1/mailchimp/${id}`, { status: 'subscribed', consent: { ...CONSENT, text: 'forged' } }],
      ['POST', `/api/v1/mailchimp/tags/${id}`, { tags: [{ name: 'Survey Started', status: 'inactive' }] }],
      ['PUT', `/api/v1/mailchimp/fields/${id}`, { merge_fields: { SURVEYDATE: '2020-01-01' } }],
    ] as const) {
      const response = await call(method, url, body);
      expect(response.statusCode).toBe(401);
      expect(codeOf(response)).toBe('auth.required');
    }
    expect(await stateOf('victim@example.ca')).toEqual(before);
    expect(before).toMatchObject({ status: 'subscribed', fields: { NAME: 'Victor' } });
  });

  it('cannot ask whether an address is on the list', async () => {
    await member('listed@example.ca');
    const response = await call('GET', '/api/v1/mailchimp?email=listed@example.ca');
    expect(response.statusCode).toBe(401);
    expect(response.body).not.toContain(subscriberHash('listed@example.ca'));
  });

  it('subscribes only by double opt-in: nothing is written until the link is followed, then the consent', async () => {
    const ip = freshIp();
    const asked = await guestSubscribe(
      'new@example.ca',
      {
        merge_fields: { NAME: 'Visit cheap-pills.example now' },
        tags: [{ name: 'Survey Started', status: 'active' }],
      },
      { 'x-forwarded-for': ip },
    );
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({
      id: subscriberHash('new@example.ca'),
      email_address: 'new@example.ca',
      status: 'pending',
    });
    expect(await stateOf('new@example.ca')).toBeNull();
    const mail = mailer.lastTo('new@example.ca');
    expect(mail?.subject).toBe('Confirm your subscription to the Maplepack mailing list');
    // Nothing the requester typed reaches the mailbox: the name field is where form spam goes.
    expect(`${mail?.text} ${mail?.html}`).not.toContain('cheap-pills');
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/mailing-list\/unsubscribe\?token=/,
    );

    clock = new Date(TEST_NOW.getTime() + 3_600_000);
    const confirmed = await confirm(linkToken('new@example.ca', 'confirm'), {
      'x-forwarded-for': '198.18.9.9',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email_address: 'new@example.ca', status: 'subscribed' });
    const state = await stateOf('new@example.ca');
    expect(state).toMatchObject({
      status: 'subscribed',
      fields: { NAME: 'Visit cheap-pills.example now' },
      tags: { 'Survey Started': 'active', 'Survey Completed': 'inactive' },
    });
    expect(state?.consents).toEqual([
      expect.objectContaining({
        kind: 'express',
        givenAt: clock,
        method: 'survey',
        consentText: CONSENT.text,
        source: 'POST /api/v1/mailchimp, confirmed by e-mail link',
        ip: '198.18.9.9',
      }),
    ]);
    // The request itself, with its own address and time, stays as evidence.
    const [request] = await t.database.db
      .select()
      .from(mailingConfirmations)
      .where(eq(mailingConfirmations.email, 'new@example.ca'));
    expect(request).toMatchObject({ requestedAt: TEST_NOW, confirmedAt: clock, consent: { ip } });
  });

  it('confirms with a link once', async () => {
    await guestSubscribe('once@example.ca');
    const token = linkToken('once@example.ca', 'confirm');
    expect((await confirm(token)).statusCode).toBe(200);
    const again = await confirm(token);
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('mailing.already-confirmed');
    expect((await stateOf('once@example.ca'))?.consents).toHaveLength(1);
  });

  it('cannot confirm with an expired or a forged link', async () => {
    await guestSubscribe('late@example.ca');
    const token = linkToken('late@example.ca', 'confirm');
    clock = new Date(TEST_NOW.getTime() + 48 * 3_600_000);
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(410);
    expect(codeOf(expired)).toBe('mailing.expired-link');

    for (const forged of [
      `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`,
      'x'.repeat(43),
      'short',
      'has spaces in it, not a token at all',
    ]) {
      const response = await confirm(forged);
      expect(response.statusCode).toBe(400);
      expect(codeOf(response)).toMatch(/^mailing\.invalid-link$|^request\.invalid$/);
    }
    expect(await stateOf('late@example.ca')).toBeNull();
  });

  it('leaves with the signed link from the e-mail; a forged one changes nothing', async () => {
    const id = await member('leaving@example.ca');
    const token = linkToken('leaving@example.ca', 'unsubscribe');
    expect(token.startsWith(`${id}.`)).toBe(true);
    for (const forged of [
      `${id}.${'A'.repeat(43)}`,
      `${subscriberHash('someone@example.ca')}.${token.split('.')[1]}`,
      `${id}`.padEnd(40, 'x'),
    ]) {
      const refused = await unsubscribe(forged);
      expect(refused.statusCode).toBe(400);
    }
    expect((await stateOf('leaving@example.ca'))?.status).toBe('subscribed');

    const left = await unsubscribe(token);
    expect(left.statusCode).toBe(200);
    expect(left.json()).toEqual({ status: 'unsubscribed' });
    const state = await stateOf('leaving@example.ca');
    expect(state?.status).toBe('unsubscribed');
    expect(state?.consents.map((consent) => [consent.kind, consent.source])).toEqual([
      ['express', 'POST /api/v1/mailchimp, confirmed by e-mail link'],
      ['withdrawn', 'POST /api/v1/mailchimp/unsubscribe (e-mail link)'],
    ]);
    expect(state?.consents[1]?.ip).toMatch(/^198\.18\.2\./);
    // Following it again is harmless and writes nothing more.
    expect((await unsubscribe(token)).statusCode).toBe(200);
    expect((await stateOf('leaving@example.ca'))?.consents).toHaveLength(2);
  });

  it("cannot bring an unsubscribed person back without that person's confirmation", async () => {
    await member('gone@example.ca');
    await unsubscribe(linkToken('gone@example.ca', 'unsubscribe'));
    expect((await guestSubscribe('gone@example.ca')).statusCode).toBe(202);
    expect((await stateOf('gone@example.ca'))?.status).toBe('unsubscribed');
  });

  it("ends pending requests with the confirmation e-mail's unsubscribe link", async () => {
    await guestSubscribe('never@example.ca');
    const confirmToken = linkToken('never@example.ca', 'confirm');
    expect((await unsubscribe(linkToken('never@example.ca', 'unsubscribe'))).statusCode).toBe(200);
    const response = await confirm(confirmToken);
    expect(response.statusCode).toBe(410);
    expect(await stateOf('never@example.ca')).toBeNull();
  });

  it('cannot turn the form into a spam cannon: 3 e-mails per address a day, 10 per client an hour', async () => {
    for (let i = 0; i < 3; i += 1) expect((await guestSubscribe('flooded@example.ca')).statusCode).toBe(202);
    const refused = await guestSubscribe('flooded@example.ca');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(24 * 3600));
    expect(mailer.sent.filter((mail) => mail.to === 'flooded@example.ca')).toHaveLength(3);

    const ip = { 'x-forwarded-for': '198.18.3.1' };
    for (let i = 0; i < 10; i += 1)
      expect((await guestSubscribe(`bulk${i}@example.ca`, {}, ip)).statusCode).toBe(202);
    expect((await guestSubscribe('bulk10@example.ca', {}, ip)).statusCode).toBe(429);
    expect(mailer.lastTo('bulk10@example.ca')).toBeUndefined();
  });

  it('gets a 4xx, never 503, for a value the list cannot store', async () => {
    for (const name of ['Ann\u0000', 'Ann\ud800']) {
      const response = await guestSubscribe('nul@example.ca', { merge_fields: { NAME: name } });
      expect(response.statusCode).toBe(400);
    }
    const newsletter = await call('POST', '/api/v3/newsletter', {
      name: 'Ann',
      email: 'nul@example.ca',
      consent: { ...CONSENT, text: 'I agree\u0000' },
    });
    expect(newsletter.statusCode).toBe(400);
  });

  it('a value the database refuses is mailing.rejected, not mailing.unavailable, even past the contract', async () => {
    const origin = { ip: '198.18.4.1', endpoint: 'test', now: TEST_NOW };
    const result = await t.app.mailing.list.subscribe(
      {
        email: 'past-contract@example.ca',
        merge_fields: { NAME: 'Ann\u0000' },
        status: 'subscribed',
        tags: [],
        consent: { given: true, text: 'Yes', source: 'form' },
      },
      origin,
    );
    expect(result).toMatchObject({ ok: false, code: 'mailing.rejected' });
    // All or nothing: no subscriber without its consent record.
    expect(await stateOf('past-contract@example.ca')).toBeNull();
    const asked = await t.app.mailing.confirmations.request(
      {
        email: 'past-contract@example.ca',
        mergeFields: {},
        tags: [],
        consent: { given: true, text: 'Yes\u0000', source: 'form' },
      },
      origin,
    );
    expect(asked).toMatchObject({ ok: false, code: 'mailing.rejected' });
  });
});

describe('a signed-in customer', () => {
  it('reads and changes only their own membership', async () => {
    const victimId = await member('other-member@example.ca');
    const before = await stateOf('other-member@example.ca');
    const me = await signedInCustomer(t, 'me@example.ca');
    const ownId = await member('me@example.ca');
    for (const [method, url, body] of [
      ['GET', '/api/v1/mailchimp?email=other-member@example.ca', undefined],
      ['POST', '/api/v1/mailchimp', { email: 'other-member@example.ca', consent: CONSENT }],
      ['PUT', `/api/v1/mailchimp/${victimId}`, { status: 'unsubscribed' }],
      [
        'POST',
        `/api/v1/mailchimp/tags/${victimId}`,
        { tags: [{ name: 'Survey Completed', status: 'active' }] },
      ],
      ['PUT', `/api/v1/mailchimp/fields/${victimId}`, { merge_fields: { NAME: 'Renamed' } }],
    ] as const) {
      const response = await call(method, url, body, me.headers);
      expect(response.statusCode).toBe(403);
      expect(codeOf(response)).toBe('auth.forbidden');
    }
    expect(await stateOf('other-member@example.ca')).toEqual(before);

    const own = await call('GET', '/api/v1/mailchimp?email=me@example.ca', undefined, me.headers);
    expect(own.json()).toMatchObject({ exact_matches: { members: [{ id: ownId, status: 'subscribed' }] } });
    const left = await call('PUT', `/api/v1/mailchimp/${ownId}`, { status: 'unsubscribed' }, me.headers);
    expect(left.statusCode).toBe(200);
    const state = await stateOf('me@example.ca');
    expect(state?.consents.at(-1)).toMatchObject({
      kind: 'withdrawn',
      source: 'PUT /api/v1/mailchimp/:id',
      ip: expect.stringMatching(/^198\.18\.2\./),
    });
  });
});

describe('the survey', () => {
  const answers = (email: string) => ({
    name: 'Ann',
    consent: true,
    email,
    birthday: '05141990',
    sex: 'Female',
    pregnancy_status: 'None of these',
    supplement_attitude: "I'm new to supplements",
    concerns: ['Sleep', 'Gut Health'],
    concerns_fallback: { each: ["Let's see recommendations"] },
    pack_format: 'Split packs, morning and evening',
  });
  const submitSurvey = (email: string, headers: Record<string, string> = {}) =>
    call(
      'POST',
      '/api/v1/survey',
      { id: randomUUID(), value: JSON.stringify(answers(email)), debug: false, version: '1.5' },
      headers,
    );
  const ticketOf = (response: { headers: Record<string, unknown> }): string => {
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/api\/v1\/survey/);
    return cookie.split(';')[0] ?? '';
  };

  it('marks completion on the request this browser made, applied when the link is followed', async () => {
    const asked = await guestSubscribe('taker@example.ca', {
      tags: [
        { name: 'Survey Started', status: 'active' },
        { name: 'Survey Completed', status: 'inactive' },
      ],
    });
    const ticket = ticketOf(asked);
    expect((await submitSurvey('Taker@Example.ca', { cookie: ticket })).statusCode).toBe(200);
    expect(await stateOf('taker@example.ca')).toBeNull();

    expect((await confirm(linkToken('taker@example.ca', 'confirm'))).statusCode).toBe(200);
    const state = await stateOf('taker@example.ca');
    expect(state).toMatchObject({
      status: 'subscribed',
      fields: { SURVEYDATE: '2026-11-21' },
      tags: {
        'Survey Started': 'inactive',
        'Survey Completed': 'active',
        '@survey/SplitPack': 'active',
        '@survey/SupplementNewcomer': 'active',
      },
    });
    // Health answers (sleep, gut) never reach the list.
    expect(JSON.stringify(state)).not.toMatch(/Sleep|Gut/);
  });

  it("cannot tag someone else's membership by answering with their e-mail", async () => {
    await member('tagged@example.ca');
    const before = await stateOf('tagged@example.ca');
    // Without a ticket, and with a ticket made for another address.
    const mine = ticketOf(await guestSubscribe('attacker@example.ca'));
    expect((await submitSurvey('tagged@example.ca')).statusCode).toBe(200);
    expect((await submitSurvey('tagged@example.ca', { cookie: mine })).statusCode).toBe(200);
    expect(await stateOf('tagged@example.ca')).toEqual(before);
  });

  it("marks a signed-in customer's own subscribed membership completed", async () => {
    const me = await signedInCustomer(t, 'surveyed@example.ca');
    await member('surveyed@example.ca', { tags: [{ name: 'Survey Started', status: 'active' }] });
    expect((await submitSurvey('someone-else@example.ca', me.headers)).statusCode).toBe(200);
    expect((await stateOf('surveyed@example.ca'))?.tags).toMatchObject({
      'Survey Started': 'inactive',
      'Survey Completed': 'active',
    });
  });
});
