import { Writable } from 'node:stream';
import { type FastifyInstance } from 'fastify';
import { FakeMailer } from '../../src/adapters/mail/fake';
import { type OutgoingMail } from '../../src/adapters/mail/interface';
import { buildApp } from '../../src/app';
import { customers } from '../../src/db/schema/customers';
import { loggerOptions } from '../../src/logger';
import { buildTestApp, TEST_DATA_KEY, TEST_NOW, type TestApp } from '../support/build-test-app';
import { signedInCustomer } from '../support/payment-customers';

/*
 * Issue 11: error logs contained e-mails, phones and addresses. Request logs were redacted, but an
 * error was logged whole — a PostgreSQL error's detail ("Key (email)=(…) already exists."), Drizzle's
 * failed query with its parameters, a message built from a value, a mail server's refusal naming the
 * recipient. The log lines below are read as an operator would; no personal data may be in them,
 * and what is needed to find the fault (type, SQLSTATE, constraint, stack) must stay.
 */

/** Mail refused as an SMTP server refuses it: the recipient in the message and in `rejected`. */
class RejectingMailer extends FakeMailer {
  override async send(mail: OutgoingMail): Promise<{ id: string }> {
    throw Object.assign(
      new Error(
        `Can't send mail - all recipients were rejected: 550 5.1.1 <${mail.to}>: Recipient address rejected`,
      ),
      {
        code: 'EENVELOPE',
        rejected: [mail.to],
        response: `550 5.1.1 <${mail.to}>: Recipient address rejected`,
      },
    );
  }
}

let t: TestApp;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({
    database: t.database,
    dataKey: TEST_DATA_KEY,
    now: () => TEST_NOW,
    cacheTtlMs: 0,
    logger: { ...loggerOptions('info'), stream },
    mailer: new RejectingMailer(),
    trustedProxies: ['loopback'],
  });
  // Two faults a route could have, to be logged as any 500 is.
  app.post('/api/v1/test/duplicate-customer', async (request) => {
    const body = request.body as Record<string, string>;
    await t.database.db.insert(customers).values({
      email: 'demo@maplepack.ca',
      firstName: body['first_name'] ?? '',
      lastName: body['last_name'] ?? '',
      username: 'duplicate-x1y2z',
      passwordHash: 'not-a-hash',
      metaData: [{ key: 'contact', value: `${body['phone']} ${body['address']}` }],
    });
    return { ok: true };
  });
  app.post('/api/v1/test/undeliverable', async (request) => {
    const body = request.body as Record<string, string>;
    throw new Error(
      `cannot deliver to ${body['address_1']}, ${body['city']} ${body['postcode']} for ${body['name']} (${body['phone']}, ${body['email']})`,
    );
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await t.close();
});

/** The log lines written while `run` ran. */
async function logOf(run: () => Promise<unknown>): Promise<string> {
  const from = lines.length;
  await run();
  return lines.slice(from).join('');
}

function expectNone(log: string, personal: readonly string[]) {
  for (const value of personal)
    expect({ value, inLog: log.includes(value) }).toEqual({ value, inLog: false });
}

describe('error logs', () => {
  it("keep a database error's type, SQLSTATE and constraint, without the values of the query", async () => {
    let status = 0;
    const log = await logOf(async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/test/duplicate-customer',
        payload: {
          first_name: 'Annabelle',
          last_name: 'Lefebvre',
          phone: '613-555-0199',
          address: '150 Elgin Street K2P 1L4',
        },
      });
      status = response.statusCode;
    });
    expect(status).toBe(500);
    const line = log.split('\n').find((entry) => entry.includes('"request failed"'));
    const { err } = JSON.parse(line ?? '{}') as { err?: { type: string; stack: string; cause?: unknown } };
    expect(err).toMatchObject({
      type: 'DrizzleQueryError',
      stack: expect.stringContaining('\n    at '),
      cause: { code: '23505', constraint: 'customers_email_unique', table: 'customers' },
    });
    expectNone(log, [
      'demo@maplepack.ca',
      'Annabelle',
      'Lefebvre',
      '613-555-0199',
      '555-0199',
      '150 Elgin',
      'K2P 1L4',
    ]);
  });

  it('leave out the request values a message was built from', async () => {
    const log = await logOf(() =>
      app.inject({
        method: 'POST',
        url: '/api/v1/test/undeliverable',
        payload: {
          address_1: '88 Rue Sainte-Catherine',
          city: 'Montréal',
          postcode: 'H2X 1Y4',
          name: 'Gisèle Tremblay',
          phone: '+1 514 555 0142',
          email: 'gisele@example.ca',
        },
      }),
    );
    expect(log).toContain('cannot deliver to');
    expectNone(log, [
      'Sainte-Catherine',
      'Montréal',
      'H2X 1Y4',
      'Gisèle',
      'Tremblay',
      '514 555 0142',
      'gisele@example.ca',
    ]);
  });

  it('hold no personal data from a request whose bad input used to reach the database', async () => {
    const bea = await signedInCustomer(t, 'bea.leclerc@example.ca', 'Bea', 'Leclerc');
    let status = 0;
    const log = await logOf(async () => {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/v1/customers/${bea.id}`,
        headers: bea.headers,
        payload: {
          billing: {
            first_name: 'Bea',
            address_1: '12 Rideau\u0000 Street',
            city: 'Ottawa',
            postcode: 'K1N 5Y3',
            phone: '613-555-0123',
            email: 'bea.billing@example.ca',
          },
        },
      });
      status = response.statusCode;
    });
    expectNone(log, ['bea.billing@example.ca', '613-555-0123', 'Rideau', 'K1N 5Y3']);
    expect(status).toBeLessThan(500);
  });

  it('scrub errors logged outside the error handler: a mail server naming the recipient', async () => {
    const log = await logOf(() =>
      app.inject({
        method: 'POST',
        url: '/api/v1/reset-pass',
        payload: { email: 'demo@maplepack.ca' },
        headers: { 'x-forwarded-for': '198.51.100.7' },
      }),
    );
    expect(log).toContain('password reset e-mail failed');
    expect(log).toContain('EENVELOPE');
    expectNone(log, ['demo@maplepack.ca']);
  });
});
