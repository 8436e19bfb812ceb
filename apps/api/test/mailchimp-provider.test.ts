import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';
import {
  errorBodySchema,
  mailingSearchResponseSchema,
  mailingSubscriberResponseSchema,
  newsletterResponseSchema,
} from '@maplepack/api-contract';
import { type FastifyInstance } from 'fastify';
import { FakeMailer } from '../src/adapters/mail/fake';
import { subscriberHash } from '../src/adapters/mailing-list/subscriber-hash';
import { buildApp } from '../src/app';
import { newsletterSubscribers } from '../src/db/schema/newsletter';
import { buildTestApp, TEST_DATA_KEY, TEST_NOW, type TestApp } from './support/build-test-app';
import { signedInCustomer } from './support/payment-customers';

const API_KEY = `${'0123456789abcdef'.repeat(2)}-us21`;
const LIST_ID = 'a1b2c3d4e5';

interface Member {
  id: string;
  email_address: string;
  status: string;
  merge_fields: Record<string, string>;
  tags: { id: number; name: string }[];
}
interface Seen {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  authorization: string | undefined;
}

/** Just the Mailchimp Marketing v3 member endpoints the adapter calls, kept in memory. */
const members = new Map<string, Member>();
const seen: Seen[] = [];
let failing = false;
/** Mailchimp's answer to an address it will not take ('Invalid Resource': "looks fake or invalid"). */
let rejecting = false;

async function readBody(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return text === '' ? null : (JSON.parse(text) as Record<string, unknown>);
}

const stub: Server = createServer((request, response) => {
  void (async () => {
    const body = await readBody(request);
    const path = (request.url ?? '').split('?')[0] ?? '';
    seen.push({ method: request.method ?? '', path, body, authorization: request.headers.authorization });
    const send = (status: number, payload?: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(payload === undefined ? '' : JSON.stringify(payload));
    };
    if (failing) return send(500, { title: 'Internal Server Error', status: 500 });
    if (rejecting && request.method === 'PUT')
      return send(400, { title: 'Invalid Resource', status: 400, detail: 'looks fake or invalid' });
    const match = new RegExp(`^/3\\.0/lists/${LIST_ID}/members/([0-9a-f]{32})(/tags|/notes)?$`).exec(path);
    if (match === null) return send(404, { title: 'Resource Not Found', status: 404 });
    const [, hash = '', sub] = match;
    const member = members.get(hash);
    if (sub === '/notes')
      return member === undefined ? send(404, { status: 404 }) : send(200, { id: 1, note: body?.['note'] });
    if (sub === '/tags') {
      if (member === undefined) return send(404, { status: 404 });
      for (const tag of (body?.['tags'] ?? []) as { name: string; status: string }[]) {
        member.tags = member.tags.filter((existing) => existing.name !== tag.name);
        if (tag.status === 'active') member.tags.push({ id: member.tags.length + 1, name: tag.name });
      }
      return send(204);
    }
    if (request.method === 'GET')
      return member === undefined
        ? send(404, { title: 'Resource Not Found', status: 404 })
        : send(200, member);
    if (request.method === 'PUT') {
      const next: Member = member ?? {
        id: hash,
        email_address: String(body?.['email_address']),
        status: String(body?.['status_if_new']),
        merge_fields: {},
        tags: [],
      };
      next.status = String(body?.['status'] ?? next.status);
      Object.assign(next.merge_fields, body?.['merge_fields'] ?? {});
      members.set(hash, next);
      return send(200, next);
    }
    if (request.method === 'PATCH') {
      if (member === undefined) return send(404, { title: 'Resource Not Found', status: 404 });
      if (typeof body?.['status'] === 'string') member.status = body['status'];
      Object.assign(member.merge_fields, body?.['merge_fields'] ?? {});
      return send(200, member);
    }
    return send(405, { status: 405 });
  })();
});

let t: TestApp;
let app: FastifyInstance;
const mailer = new FakeMailer();
beforeAll(async () => {
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const { port } = stub.address() as AddressInfo;
  t = await buildTestApp();
  app = await buildApp({
    database: t.database,
    dataKey: TEST_DATA_KEY,
    now: () => TEST_NOW,
    mailer,
    mailingList: {
      kind: 'mailchimp',
      apiKey: API_KEY,
      listId: LIST_ID,
      baseUrl: `http://127.0.0.1:${port}/3.0`,
    },
    // As in buildTestApp: a proxy on loopback, so X-Forwarded-For names the subscriber's address.
    trustedProxies: ['loopback'],
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
  await new Promise<void>((resolve) => stub.close(() => resolve()));
});
beforeEach(() => {
  seen.length = 0;
  failing = false;
  rejecting = false;
});

let nextIp = 1;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) =>
  app.inject({
    method,
    url,
    headers: { 'x-forwarded-for': `198.51.100.${nextIp++}`, ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

const CONSENT = { given: true, text: 'Yes, email me.', source: 'survey' };

/** The token of the last link of `kind` e-mailed to `email`. */
const linkToken = (email: string, kind: 'confirm' | 'unsubscribe') =>
  new RegExp(`/mailing-list/${kind}\\?token=([\\w.-]+)`).exec(mailer.lastTo(email)?.text ?? '')?.[1];

describe('the Mailchimp provider (against a local stub of the API)', () => {
  it('touches Mailchimp only once the link is followed: PUT members/{hash} (signup IP and time), a consent note, fields and tags', async () => {
    const asked = await call('POST', '/api/v1/mailchimp', {
      email: 'Chimp@Example.ca',
      merge_fields: { NAME: 'Chimp', SURVEYDATE: '2026-11-21' },
      tags: [{ name: 'Survey Started', status: 'active' }],
      consent: CONSENT,
    });
    expect(asked.statusCode).toBe(202);
    expect(seen).toEqual([]);

    const response = await call('POST', '/api/v1/mailchimp/confirm', {
      token: linkToken('chimp@example.ca', 'confirm'),
    });
    expect(response.statusCode).toBe(200);
    const hash = subscriberHash('chimp@example.ca');
    const base = `/3.0/lists/${LIST_ID}/members/${hash}`;
    expect(seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      `GET ${base}`,
      `PUT ${base}`,
      `POST ${base}/notes`,
      `PATCH ${base}`,
      `POST ${base}/tags`,
    ]);
    expect(seen[1]?.body).toMatchObject({
      email_address: 'chimp@example.ca',
      status_if_new: 'subscribed',
      status: 'subscribed',
      merge_fields: { NAME: 'Chimp' },
      ip_signup: expect.stringMatching(/^198\.51\.100\./),
      timestamp_signup: TEST_NOW.toISOString(),
    });
    expect(String(seen[2]?.body?.['note'])).toContain('"Yes, email me."');
    expect(String(seen[2]?.body?.['note'])).toContain('confirmed by e-mail link');
    expect(seen[3]?.body).toEqual({ merge_fields: { SURVEYDATE: '2026-11-21' } });
    expect(seen[4]?.body).toEqual({
      tags: [
        { name: 'Survey Completed', status: 'inactive' },
        { name: 'Survey Started', status: 'active' },
      ],
    });
    // HTTP Basic with the API key, as Mailchimp asks.
    expect(Buffer.from((seen[1]?.authorization ?? '').replace(/^Basic /, ''), 'base64').toString()).toBe(
      `user:${API_KEY}`,
    );
    // The local tables stay empty: Mailchimp holds the list.
    expect(await t.database.db.select().from(newsletterSubscribers)).toEqual([]);
  });

  it("searches a customer's own member with GET members/{hash}, answering only id, status and @survey/ tags", async () => {
    const { headers } = await signedInCustomer(t, 'found@example.ca');
    const hash = subscriberHash('found@example.ca');
    members.set(hash, {
      id: hash,
      email_address: 'found@example.ca',
      status: 'subscribed',
      merge_fields: { NAME: 'Hidden' },
      tags: [
        { id: 1, name: 'Survey Completed' },
        { id: 2, name: '@survey/SplitPack' },
      ],
    });
    const found = mailingSearchResponseSchema.parse(
      (await call('GET', '/api/v1/mailchimp?email=found@example.ca', undefined, headers)).json(),
    );
    expect(found.exact_matches.members).toEqual([
      {
        id: hash,
        email_address: 'found@example.ca',
        status: 'subscribed',
        tags: [{ name: '@survey/SplitPack' }],
      },
    ]);
    const { headers: absent } = await signedInCustomer(t, 'absent@example.ca');
    const none = mailingSearchResponseSchema.parse(
      (await call('GET', '/api/v1/mailchimp?email=absent@example.ca', undefined, absent)).json(),
    );
    expect(none.exact_matches.members).toEqual([]);
  });

  it("updates with PATCH, and answers 'User doesn't exist.' when Mailchimp has no such member", async () => {
    const { headers } = await signedInCustomer(t, 'patched@example.ca');
    const hash = subscriberHash('patched@example.ca');
    members.set(hash, {
      id: hash,
      email_address: 'patched@example.ca',
      status: 'subscribed',
      merge_fields: {},
      tags: [],
    });
    const updated = await call('PUT', `/api/v1/mailchimp/${hash}`, { status: 'unsubscribed' }, headers);
    expect(mailingSubscriberResponseSchema.parse(updated.json()).status).toBe('unsubscribed');
    expect(seen.at(-1)).toMatchObject({ method: 'PATCH', body: { status: 'unsubscribed' } });

    const { headers: ghost } = await signedInCustomer(t, 'ghost@example.ca');
    const missing = await call(
      'PUT',
      `/api/v1/mailchimp/${subscriberHash('ghost@example.ca')}`,
      { status: 'unsubscribed' },
      ghost,
    );
    expect(missing.statusCode).toBe(404);
    expect(errorBodySchema.parse(missing.json()).error.message).toBe("User doesn't exist.");
  });

  it('sends tags with POST members/{hash}/tags', async () => {
    const { headers } = await signedInCustomer(t, 'tagged@example.ca');
    const hash = subscriberHash('tagged@example.ca');
    members.set(hash, {
      id: hash,
      email_address: 'tagged@example.ca',
      status: 'subscribed',
      merge_fields: {},
      tags: [],
    });
    const response = await call(
      'POST',
      `/api/v1/mailchimp/tags/${hash}`,
      {
        tags: [
          { name: 'Survey Completed', status: 'inactive' },
          { name: '@survey/FewerPills', status: 'active' },
        ],
      },
      headers,
    );
    expect(response.statusCode).toBe(204);
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      path: `/3.0/lists/${LIST_ID}/members/${hash}/tags`,
      body: {
        tags: [
          { name: 'Survey Completed', status: 'inactive' },
          { name: '@survey/FewerPills', status: 'active' },
        ],
      },
    });
  });

  it('unsubscribes through the signed link with PATCH status unsubscribed', async () => {
    const hash = subscriberHash('leaver@example.ca');
    members.set(hash, {
      id: hash,
      email_address: 'leaver@example.ca',
      status: 'subscribed',
      merge_fields: {},
      tags: [],
    });
    await call('POST', '/api/v1/mailchimp', { email: 'leaver@example.ca', consent: CONSENT });
    const left = await call('POST', '/api/v1/mailchimp/unsubscribe', {
      token: linkToken('leaver@example.ca', 'unsubscribe'),
    });
    expect(left.statusCode).toBe(200);
    expect(seen.at(-1)).toMatchObject({ method: 'PATCH', path: `/3.0/lists/${LIST_ID}/members/${hash}` });
    expect(members.get(hash)?.status).toBe('unsubscribed');
  });

  it('records the welcome code given by the newsletter form as COUPON on the member, once confirmed', async () => {
    const response = await call('POST', '/api/v3/newsletter', {
      name: 'Modal',
      email: 'modal@example.ca',
      consent: { ...CONSENT, source: 'form' },
    });
    expect(newsletterResponseSchema.parse(response.json()).status).toBe('pending');
    await call('POST', '/api/v1/mailchimp/confirm', { token: linkToken('modal@example.ca', 'confirm') });
    expect(members.get(subscriberHash('modal@example.ca'))?.merge_fields).toEqual({
      NAME: 'Modal',
      COUPON: 'welcome10',
    });
    expect(mailer.lastTo('modal@example.ca')?.text).toContain('welcome10');
  });

  it('answers 503 mailing.unavailable, without detail, when Mailchimp fails; the link works once it is back', async () => {
    await call('POST', '/api/v3/newsletter', { name: 'Down', email: 'down@example.ca', consent: CONSENT });
    const token = linkToken('down@example.ca', 'confirm');
    failing = true;
    const response = await call('POST', '/api/v1/mailchimp/confirm', { token });
    expect(response.statusCode).toBe(503);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('mailing.unavailable');
    expect(response.body).not.toContain('welcome10');
    failing = false;
    expect((await call('POST', '/api/v1/mailchimp/confirm', { token })).statusCode).toBe(200);
  });

  it('answers 400 mailing.rejected, not 503, when Mailchimp refuses the address', async () => {
    await call('POST', '/api/v1/mailchimp', { email: 'fake-looking@example.ca', consent: CONSENT });
    rejecting = true;
    const response = await call('POST', '/api/v1/mailchimp/confirm', {
      token: linkToken('fake-looking@example.ca', 'confirm'),
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error).toEqual({
      code: 'mailing.rejected',
      message: 'The mailing list cannot accept this address.',
    });
  });
});
