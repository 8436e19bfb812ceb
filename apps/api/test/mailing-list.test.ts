import {
  errorBodySchema,
  mailingSearchResponseSchema,
  mailingSubscriberResponseSchema,
} from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import { subscriberHash } from '../src/adapters/mailing-list/subscriber-hash';
import {
  newsletterConsents,
  newsletterFields,
  newsletterSubscribers,
  newsletterTags,
} from '../src/db/schema/newsletter';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let nextIp = 1;
/** Each request comes from its own address unless a test says otherwise, so limits stay apart. */
const freshIp = () => `198.51.100.${nextIp++}`;

const CONSENT = {
  given: true,
  text: 'Yes, send me news and offers from Maplepack. I can unsubscribe at any time.',
  source: 'survey',
};

function call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, ip = freshIp()) {
  return t.app.inject({
    method,
    url,
    headers: { 'x-forwarded-for': ip },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function subscribe(email: string, extra: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/v1/mailchimp', {
    email,
    merge_fields: { NAME: 'Ann' },
    consent: CONSENT,
    ...extra,
  });
  expect(response.statusCode).toBe(200);
  return mailingSubscriberResponseSchema.parse(response.json());
}

async function rowOf(email: string) {
  const [row] = await t.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  if (row === undefined) throw new Error(`no subscriber ${email}`);
  return row;
}

describe('POST /api/v1/mailchimp', () => {
  it('subscribes with the consent recorded: when, how, the exact text and the address', async () => {
    const answer = await subscribe('Ann.Subscriber@Example.ca', {
      tags: [{ name: 'Survey Started', status: 'active' }],
    });
    expect(answer).toEqual({
      id: subscriberHash('ann.subscriber@example.ca'),
      email_address: 'ann.subscriber@example.ca',
      status: 'subscribed',
    });

    const row = await rowOf('ann.subscriber@example.ca');
    const consents = await t.database.db
      .select()
      .from(newsletterConsents)
      .where(eq(newsletterConsents.subscriberId, row.id));
    expect(consents).toEqual([
      expect.objectContaining({
        kind: 'express',
        givenAt: TEST_NOW,
        method: 'survey',
        consentText: CONSENT.text,
        source: 'POST /api/v1/mailchimp',
        ip: expect.stringMatching(/^198\.51\.100\.\d+$/),
      }),
    ]);
    const fields = await t.database.db
      .select()
      .from(newsletterFields)
      .where(eq(newsletterFields.subscriberId, row.id));
    expect(fields).toEqual([expect.objectContaining({ name: 'NAME', value: 'Ann' })]);
    const tags = await t.database.db
      .select()
      .from(newsletterTags)
      .where(eq(newsletterTags.subscriberId, row.id));
    expect(tags).toEqual([expect.objectContaining({ name: 'Survey Started', status: 'active' })]);
  });

  it('subscribing again appends a second consent and keeps one subscriber', async () => {
    await subscribe('twice@example.ca');
    await subscribe('twice@example.ca', { status: 'pending' });
    const row = await rowOf('twice@example.ca');
    expect(row.status).toBe('pending');
    const consents = await t.database.db
      .select()
      .from(newsletterConsents)
      .where(eq(newsletterConsents.subscriberId, row.id));
    expect(consents).toHaveLength(2);
  });

  it.each([
    ['no consent block', {}],
    ['consent not given', { consent: { ...CONSENT, given: false } }],
    ['consent without its text', { consent: { ...CONSENT, text: '  ' } }],
  ])('refuses %s with 400 and subscribes nobody', async (_name, patch) => {
    const email = `noconsent${nextIp}@example.ca`;
    const body: Record<string, unknown> = { email, consent: CONSENT, ...patch };
    if (!('consent' in patch)) delete body['consent'];
    const response = await call('POST', '/api/v1/mailchimp', body);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.message).toBe(
      'Consent is required to join the mailing list.',
    );
    expect(
      await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)),
    ).toEqual([]);
  });

  it.each([
    ['a bad e-mail', { email: 'ann@' }, 'Please enter a valid email.'],
    ['an unknown status', { status: 'cleaned' }, undefined],
    ['an unknown field', { admin: true }, undefined],
    [
      'a health tag',
      { tags: [{ name: '@survey/Pregnant', status: 'active' }] },
      'This tag may not be sent to the mailing list.',
    ],
    [
      'a tag outside the allow-list',
      { tags: [{ name: 'Anxious', status: 'active' }] },
      'This tag may not be sent to the mailing list.',
    ],
    ['a bad SURVEYDATE', { merge_fields: { SURVEYDATE: '21/11/2026' } }, undefined],
  ])('answers 400 for %s', async (_name, patch, message) => {
    const response = await call('POST', '/api/v1/mailchimp', {
      email: 'bad-input@example.ca',
      consent: CONSENT,
      ...patch,
    });
    expect(response.statusCode).toBe(400);
    const error = errorBodySchema.parse(response.json()).error;
    expect(error.code).toBe('request.invalid');
    if (message !== undefined) expect(error.message).toBe(message);
  });

  it('accepts an allowed @survey/ tag', async () => {
    const { id } = await subscribe('split@example.ca', {
      tags: [{ name: '@survey/SplitPack', status: 'active' }],
    });
    const row = await rowOf('split@example.ca');
    expect(id).toBe(subscriberHash('split@example.ca'));
    const tags = await t.database.db
      .select()
      .from(newsletterTags)
      .where(eq(newsletterTags.subscriberId, row.id));
    expect(tags.map((tag) => tag.name)).toEqual(['@survey/SplitPack']);
  });
});

describe('GET /api/v1/mailchimp?email=', () => {
  it('answers id, status and the active @survey/ tags only, never merge fields', async () => {
    const { id } = await subscribe('search@example.ca', {
      merge_fields: { NAME: 'Secret Name', SURVEYDATE: '2026-11-21' },
      tags: [
        { name: 'Survey Completed', status: 'active' },
        { name: '@survey/SplitPack', status: 'active' },
        { name: '@survey/FewerPills', status: 'inactive' },
      ],
    });
    const response = await call('GET', '/api/v1/mailchimp?email=Search@Example.ca');
    expect(response.statusCode).toBe(200);
    expect(mailingSearchResponseSchema.parse(response.json())).toEqual({
      exact_matches: {
        members: [
          {
            id,
            email_address: 'search@example.ca',
            status: 'subscribed',
            tags: [{ name: '@survey/SplitPack' }],
          },
        ],
      },
    });
    expect(response.body).not.toContain('Secret Name');
  });

  it('answers an empty list for an unknown address', async () => {
    const response = await call('GET', '/api/v1/mailchimp?email=nobody@example.ca');
    expect(mailingSearchResponseSchema.parse(response.json())).toEqual({ exact_matches: { members: [] } });
  });

  it('answers 400 without a valid e-mail', async () => {
    for (const url of ['/api/v1/mailchimp', '/api/v1/mailchimp?email=nope']) {
      const response = await call('GET', url);
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('request.invalid');
    }
  });
});

describe('PUT /api/v1/mailchimp/{id}', () => {
  it('unsubscribes and records the withdrawal', async () => {
    const { id } = await subscribe('leaving@example.ca');
    const response = await call('PUT', `/api/v1/mailchimp/${id}`, { status: 'unsubscribed' });
    expect(response.statusCode).toBe(200);
    expect(mailingSubscriberResponseSchema.parse(response.json()).status).toBe('unsubscribed');
    const row = await rowOf('leaving@example.ca');
    expect(row.status).toBe('unsubscribed');
    const consents = await t.database.db
      .select()
      .from(newsletterConsents)
      .where(eq(newsletterConsents.subscriberId, row.id));
    expect(consents.map((consent) => consent.kind)).toEqual(['express', 'withdrawn']);
  });

  it('re-subscribing needs consent again', async () => {
    const { id } = await subscribe('back@example.ca');
    await call('PUT', `/api/v1/mailchimp/${id}`, { status: 'unsubscribed' });
    const refused = await call('PUT', `/api/v1/mailchimp/${id}`, { status: 'subscribed' });
    expect(refused.statusCode).toBe(400);
    expect(errorBodySchema.parse(refused.json()).error.message).toBe(
      'Consent is required to join the mailing list.',
    );
    const accepted = await call('PUT', `/api/v1/mailchimp/${id}`, {
      status: 'subscribed',
      consent: { ...CONSENT, source: 'form' },
    });
    expect(mailingSubscriberResponseSchema.parse(accepted.json()).status).toBe('subscribed');
    const row = await rowOf('back@example.ca');
    const consents = await t.database.db
      .select()
      .from(newsletterConsents)
      .where(eq(newsletterConsents.subscriberId, row.id));
    expect(consents.map((consent) => [consent.kind, consent.method])).toEqual([
      ['express', 'survey'],
      ['withdrawn', 'unsubscribe'],
      ['express', 'form'],
    ]);
  });

  it("answers 404 'User doesn't exist.' for an unknown subscriber", async () => {
    const response = await call('PUT', `/api/v1/mailchimp/${subscriberHash('ghost@example.ca')}`, {
      status: 'unsubscribed',
    });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json())).toEqual({
      error: { code: 'mailing.not-found', message: "User doesn't exist." },
    });
  });

  it('answers 400 for an id that is not a subscriber hash', async () => {
    const response = await call('PUT', '/api/v1/mailchimp/1', { status: 'unsubscribed' });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/v1/mailchimp/tags/{id} and PUT /api/v1/mailchimp/fields/{id}', () => {
  it('sets tags (Survey Started inactive, Survey Completed active) and SURVEYDATE', async () => {
    const { id } = await subscribe('done@example.ca', {
      tags: [{ name: 'Survey Started', status: 'active' }],
    });
    const tags = await call('POST', `/api/v1/mailchimp/tags/${id}`, {
      tags: [
        { name: 'Survey Started', status: 'inactive' },
        { name: 'Survey Completed', status: 'active' },
        { name: '@survey/SupplementNewcomer', status: 'active' },
      ],
    });
    expect(tags.statusCode).toBe(204);
    const fields = await call('PUT', `/api/v1/mailchimp/fields/${id}`, {
      merge_fields: { SURVEYDATE: '2026-11-21' },
    });
    expect(fields.statusCode).toBe(204);

    const row = await rowOf('done@example.ca');
    const stored = await t.database.db
      .select()
      .from(newsletterTags)
      .where(eq(newsletterTags.subscriberId, row.id));
    expect(Object.fromEntries(stored.map((tag) => [tag.name, tag.status]))).toEqual({
      'Survey Started': 'inactive',
      'Survey Completed': 'active',
      '@survey/SupplementNewcomer': 'active',
    });
    const storedFields = await t.database.db
      .select()
      .from(newsletterFields)
      .where(eq(newsletterFields.subscriberId, row.id));
    expect(Object.fromEntries(storedFields.map((field) => [field.name, field.value]))).toEqual({
      NAME: 'Ann',
      SURVEYDATE: '2026-11-21',
    });
  });

  it('refuses a health tag and stores nothing of that request', async () => {
    const { id } = await subscribe('health@example.ca');
    const response = await call('POST', `/api/v1/mailchimp/tags/${id}`, {
      tags: [
        { name: 'Survey Completed', status: 'active' },
        { name: '@survey/Pregnant', status: 'active' },
      ],
    });
    expect(response.statusCode).toBe(400);
    const row = await rowOf('health@example.ca');
    expect(
      await t.database.db.select().from(newsletterTags).where(eq(newsletterTags.subscriberId, row.id)),
    ).toEqual([]);
  });

  it.each([
    ['tags', 'POST', '/api/v1/mailchimp/tags/', { tags: [{ name: 'Survey Completed', status: 'active' }] }],
    ['fields', 'PUT', '/api/v1/mailchimp/fields/', { merge_fields: { SURVEYDATE: '2026-11-21' } }],
  ] as const)(
    "answers 404 'User doesn't exist.' when setting %s of an unknown subscriber",
    async (_name, method, path, body) => {
      const response = await call(method, `${path}${subscriberHash('nobody-here@example.ca')}`, body);
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).error.message).toBe("User doesn't exist.");
    },
  );

  it('answers 400 for an empty tag list, a bad tag status or a field outside the list', async () => {
    const { id } = await subscribe('strict@example.ca');
    for (const [method, url, body] of [
      ['POST', `/api/v1/mailchimp/tags/${id}`, { tags: [] }],
      ['POST', `/api/v1/mailchimp/tags/${id}`, { tags: [{ name: 'Survey Completed', status: 'on' }] }],
      ['PUT', `/api/v1/mailchimp/fields/${id}`, { merge_fields: { BIRTHDAY: '05141990' } }],
    ] as const) {
      const response = await call(method, url, body);
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('request.invalid');
    }
  });
});

describe('abuse protection', () => {
  it('limits one address to 60 mailing-list requests per 15 minutes, with Retry-After', async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 60; i += 1) {
      expect((await call('GET', '/api/v1/mailchimp?email=nobody@example.ca', undefined, ip)).statusCode).toBe(
        200,
      );
    }
    const refused = await call('GET', '/api/v1/mailchimp?email=nobody@example.ca', undefined, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(errorBodySchema.parse(refused.json()).error.code).toBe('auth.rate-limited');
    // Another address is not affected.
    expect((await call('GET', '/api/v1/mailchimp?email=nobody@example.ca')).statusCode).toBe(200);
  });
});
