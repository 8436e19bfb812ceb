import {
  errorBodySchema,
  mailingSearchResponseSchema,
  mailingSubscriberResponseSchema,
} from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import { FakeMailer } from '../src/adapters/mail/fake';
import { subscriberHash } from '../src/adapters/mailing-list/subscriber-hash';
import {
  mailingConfirmations,
  newsletterConsents,
  newsletterFields,
  newsletterSubscribers,
  newsletterTags,
} from '../src/db/schema/newsletter';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';
import { signedInCustomer } from './support/payment-customers';

const mailer = new FakeMailer();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ mailer });
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

function call(
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) {
  return t.app.inject({
    method,
    url,
    headers: { 'x-forwarded-for': freshIp(), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** A signed-in customer of this address, already subscribed (directly: it is their own address). */
async function subscribedCustomer(email: string, extra: Record<string, unknown> = {}) {
  const { headers } = await signedInCustomer(t, email);
  const response = await call(
    'POST',
    '/api/v1/mailchimp',
    { email, merge_fields: { NAME: 'Ann' }, consent: CONSENT, ...extra },
    headers,
  );
  expect(response.statusCode).toBe(200);
  return { headers, ...mailingSubscriberResponseSchema.parse(response.json()) };
}

async function rowOf(email: string) {
  const [row] = await t.database.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  if (row === undefined) throw new Error(`no subscriber ${email}`);
  return row;
}

const consentsOf = async (email: string) =>
  t.database.db
    .select()
    .from(newsletterConsents)
    .where(eq(newsletterConsents.subscriberId, (await rowOf(email)).id))
    .orderBy(newsletterConsents.id);

const confirmationsOf = (email: string) =>
  t.database.db.select().from(mailingConfirmations).where(eq(mailingConfirmations.email, email));

describe('POST /api/v1/mailchimp from a guest (double opt-in)', () => {
  it('stores a request and e-mails the link; following it subscribes, with the tags and fields asked for', async () => {
    const asked = await call('POST', '/api/v1/mailchimp', {
      email: 'Ann.Subscriber@Example.ca',
      merge_fields: { NAME: 'Ann' },
      tags: [
        { name: 'Survey Started', status: 'active' },
        { name: '@survey/SplitPack', status: 'active' },
      ],
      consent: CONSENT,
    });
    expect(asked.statusCode).toBe(202);
    expect(mailingSubscriberResponseSchema.parse(asked.json())).toEqual({
      id: subscriberHash('ann.subscriber@example.ca'),
      email_address: 'ann.subscriber@example.ca',
      status: 'pending',
    });
    expect(
      await t.database.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, 'ann.subscriber@example.ca')),
    ).toEqual([]);

    const link = /\/mailing-list\/confirm\?token=([\w-]+)/.exec(
      mailer.lastTo('ann.subscriber@example.ca')?.text ?? '',
    );
    const confirmed = await call('POST', '/api/v1/mailchimp/confirm', { token: link?.[1] });
    expect(confirmed.statusCode).toBe(200);
    const row = await rowOf('ann.subscriber@example.ca');
    expect(row.status).toBe('subscribed');
    expect(await consentsOf('ann.subscriber@example.ca')).toEqual([
      expect.objectContaining({
        kind: 'express',
        givenAt: TEST_NOW,
        method: 'survey',
        consentText: CONSENT.text,
        source: 'POST /api/v1/mailchimp, confirmed by e-mail link',
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
    expect(Object.fromEntries(tags.map((tag) => [tag.name, tag.status]))).toEqual({
      'Survey Started': 'active',
      'Survey Completed': 'inactive',
      '@survey/SplitPack': 'active',
    });
  });

  it.each([
    ['no consent block', {}],
    ['consent not given', { consent: { ...CONSENT, given: false } }],
    ['consent without its text', { consent: { ...CONSENT, text: '  ' } }],
  ])('refuses %s with 400 and stores no request', async (_name, patch) => {
    const email = `noconsent${nextIp}@example.ca`;
    const body: Record<string, unknown> = { email, consent: CONSENT, ...patch };
    if (!('consent' in patch)) delete body['consent'];
    const response = await call('POST', '/api/v1/mailchimp', body);
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.message).toBe(
      'Consent is required to join the mailing list.',
    );
    expect(await confirmationsOf(email)).toEqual([]);
    expect(mailer.lastTo(email)).toBeUndefined();
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
    [
      'a name with a control character',
      { merge_fields: { NAME: 'Ann\u0007' } },
      'Please use letters, digits and punctuation only.',
    ],
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
});

describe('POST /api/v1/mailchimp from a signed-in customer', () => {
  it('subscribes their own address at once, with the consent recorded: when, how, the exact text and the address', async () => {
    const { id } = await subscribedCustomer('own@example.ca', {
      tags: [{ name: 'Survey Started', status: 'active' }],
    });
    expect(id).toBe(subscriberHash('own@example.ca'));
    expect((await rowOf('own@example.ca')).status).toBe('subscribed');
    expect(await consentsOf('own@example.ca')).toEqual([
      expect.objectContaining({
        kind: 'express',
        givenAt: TEST_NOW,
        method: 'survey',
        consentText: CONSENT.text,
        source: 'POST /api/v1/mailchimp',
        ip: expect.stringMatching(/^198\.51\.100\.\d+$/),
      }),
    ]);
  });

  it('subscribing again appends a second consent and keeps one subscriber', async () => {
    const { headers } = await subscribedCustomer('twice@example.ca');
    const again = await call(
      'POST',
      '/api/v1/mailchimp',
      { email: 'twice@example.ca', status: 'pending', consent: CONSENT },
      headers,
    );
    expect(again.statusCode).toBe(200);
    expect((await rowOf('twice@example.ca')).status).toBe('pending');
    expect(await consentsOf('twice@example.ca')).toHaveLength(2);
  });
});

describe('GET /api/v1/mailchimp?email=', () => {
  it("answers the customer's own id, status and active @survey/ tags only, never merge fields", async () => {
    const { id, headers } = await subscribedCustomer('search@example.ca', {
      merge_fields: { NAME: 'Secret Name', SURVEYDATE: '2026-11-21' },
      tags: [
        { name: 'Survey Completed', status: 'active' },
        { name: '@survey/SplitPack', status: 'active' },
        { name: '@survey/FewerPills', status: 'inactive' },
      ],
    });
    const response = await call('GET', '/api/v1/mailchimp?email=Search@Example.ca', undefined, headers);
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

  it('answers an empty list when the customer is not on the list', async () => {
    const { headers } = await signedInCustomer(t, 'not-listed@example.ca');
    const response = await call('GET', '/api/v1/mailchimp?email=not-listed@example.ca', undefined, headers);
    expect(mailingSearchResponseSchema.parse(response.json())).toEqual({ exact_matches: { members: [] } });
  });

  it('answers 400 without a valid e-mail and 401 to a guest', async () => {
    const { headers } = await signedInCustomer(t, 'asker@example.ca');
    for (const url of ['/api/v1/mailchimp', '/api/v1/mailchimp?email=nope']) {
      const response = await call('GET', url, undefined, headers);
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('request.invalid');
    }
    expect((await call('GET', '/api/v1/mailchimp?email=asker@example.ca')).statusCode).toBe(401);
  });
});

describe('PUT /api/v1/mailchimp/{id}', () => {
  it('unsubscribes and records the withdrawal with its source and address', async () => {
    const { id, headers } = await subscribedCustomer('leaving@example.ca');
    const response = await call('PUT', `/api/v1/mailchimp/${id}`, { status: 'unsubscribed' }, headers);
    expect(response.statusCode).toBe(200);
    expect(mailingSubscriberResponseSchema.parse(response.json()).status).toBe('unsubscribed');
    expect((await rowOf('leaving@example.ca')).status).toBe('unsubscribed');
    expect((await consentsOf('leaving@example.ca')).map(({ kind, source }) => ({ kind, source }))).toEqual([
      { kind: 'express', source: 'POST /api/v1/mailchimp' },
      { kind: 'withdrawn', source: 'PUT /api/v1/mailchimp/:id' },
    ]);
  });

  it('re-subscribing needs consent again', async () => {
    const { id, headers } = await subscribedCustomer('back@example.ca');
    await call('PUT', `/api/v1/mailchimp/${id}`, { status: 'unsubscribed' }, headers);
    const refused = await call('PUT', `/api/v1/mailchimp/${id}`, { status: 'subscribed' }, headers);
    expect(refused.statusCode).toBe(400);
    expect(errorBodySchema.parse(refused.json()).error.message).toBe(
      'Consent is required to join the mailing list.',
    );
    const accepted = await call(
      'PUT',
      `/api/v1/mailchimp/${id}`,
      { status: 'subscribed', consent: { ...CONSENT, source: 'form' } },
      headers,
    );
    expect(mailingSubscriberResponseSchema.parse(accepted.json()).status).toBe('subscribed');
    expect((await consentsOf('back@example.ca')).map((consent) => [consent.kind, consent.method])).toEqual([
      ['express', 'survey'],
      ['withdrawn', 'unsubscribe'],
      ['express', 'form'],
    ]);
  });

  it("answers 404 'User doesn't exist.' when the customer is not on the list", async () => {
    const { headers } = await signedInCustomer(t, 'ghost@example.ca');
    const response = await call(
      'PUT',
      `/api/v1/mailchimp/${subscriberHash('ghost@example.ca')}`,
      { status: 'unsubscribed' },
      headers,
    );
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json())).toEqual({
      error: { code: 'mailing.not-found', message: "User doesn't exist." },
    });
  });

  it('answers 400 for an id that is not a subscriber hash', async () => {
    const { headers } = await signedInCustomer(t, 'bad-id@example.ca');
    const response = await call('PUT', '/api/v1/mailchimp/1', { status: 'unsubscribed' }, headers);
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/v1/mailchimp/tags/{id} and PUT /api/v1/mailchimp/fields/{id}', () => {
  it('sets tags (Survey Started inactive, Survey Completed active) and SURVEYDATE', async () => {
    const { id, headers } = await subscribedCustomer('done@example.ca', {
      tags: [{ name: 'Survey Started', status: 'active' }],
    });
    const tags = await call(
      'POST',
      `/api/v1/mailchimp/tags/${id}`,
      {
        tags: [
          { name: 'Survey Started', status: 'inactive' },
          { name: 'Survey Completed', status: 'active' },
          { name: '@survey/SupplementNewcomer', status: 'active' },
        ],
      },
      headers,
    );
    expect(tags.statusCode).toBe(204);
    const fields = await call(
      'PUT',
      `/api/v1/mailchimp/fields/${id}`,
      { merge_fields: { SURVEYDATE: '2026-11-21' } },
      headers,
    );
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
    const { id, headers } = await subscribedCustomer('health@example.ca');
    const response = await call(
      'POST',
      `/api/v1/mailchimp/tags/${id}`,
      {
        tags: [
          { name: 'Survey Completed', status: 'active' },
          { name: '@survey/Pregnant', status: 'active' },
        ],
      },
      headers,
    );
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
    "answers 404 'User doesn't exist.' when setting %s of a customer not on the list",
    async (name, method, path, body) => {
      const email = `nobody-here-${name}@example.ca`;
      const { headers } = await signedInCustomer(t, email);
      const response = await call(method, `${path}${subscriberHash(email)}`, body, headers);
      expect(response.statusCode).toBe(404);
      expect(errorBodySchema.parse(response.json()).error.message).toBe("User doesn't exist.");
    },
  );

  it('answers 400 for an empty tag list, a bad tag status or a field outside the list', async () => {
    const { id, headers } = await subscribedCustomer('strict@example.ca');
    for (const [method, url, body] of [
      ['POST', `/api/v1/mailchimp/tags/${id}`, { tags: [] }],
      ['POST', `/api/v1/mailchimp/tags/${id}`, { tags: [{ name: 'Survey Completed', status: 'on' }] }],
      ['PUT', `/api/v1/mailchimp/fields/${id}`, { merge_fields: { BIRTHDAY: '05141990' } }],
    ] as const) {
      const response = await call(method, url, body, headers);
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('request.invalid');
    }
  });
});

describe('abuse protection', () => {
  it('limits one address to 60 mailing-list requests per 15 minutes, with Retry-After', async () => {
    const ip = { 'x-forwarded-for': '192.0.2.77' };
    const link = { token: 'A'.repeat(43) };
    for (let i = 0; i < 60; i += 1) {
      expect((await call('POST', '/api/v1/mailchimp/confirm', link, ip)).statusCode).toBe(400);
    }
    const refused = await call('POST', '/api/v1/mailchimp/confirm', link, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(errorBodySchema.parse(refused.json()).error.code).toBe('auth.rate-limited');
    // Another address is not affected.
    expect((await call('POST', '/api/v1/mailchimp/confirm', link)).statusCode).toBe(400);
  });
});
