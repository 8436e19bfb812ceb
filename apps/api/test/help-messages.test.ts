import { errorBodySchema, helpMessageResponseSchema } from '@maplepack/api-contract';
import { FakeMailer } from '../src/adapters/mail/fake';
import { type Mailer } from '../src/adapters/mail/interface';
import { buildTestApp, type TestApp } from './support/build-test-app';
import { signedInCustomer } from './support/payment-customers';

const mailer = new FakeMailer();
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ mailer });
});
afterAll(() => t.close());

let nextIp = 1;
const freshIp = () => `203.0.113.${nextIp++}`;
const INBOX = 'hello@maplepack.ca';

const MESSAGE = {
  name: 'Marie Tremblay',
  email: 'Marie@Example.ca',
  message: 'Can I take the Omega-3 with my blood thinner?\n\nThanks!',
  page: '/products/omega-3-fish-oil',
};

const send = (payload: unknown, headers: Record<string, string> = {}, app = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/help/messages',
    payload: payload as Record<string, unknown>,
    headers: { 'x-forwarded-for': freshIp(), ...headers },
  });

describe('POST /api/v1/help/messages', () => {
  it("sends the message to the shop's inbox with the page, the cart named from the catalogue, and Reply-To the writer", async () => {
    const response = await send({
      ...MESSAGE,
      cart: [
        { product_id: 2401, am_dose: 1, pm_dose: 1 },
        { product_id: 2205, am_dose: 2 },
      ],
    });
    expect(response.statusCode).toBe(202);
    expect(helpMessageResponseSchema.parse(response.json()).message).toBe(
      'Thank you, your message is on its way. We answer within one business day.',
    );
    const mail = mailer.lastTo(INBOX);
    expect(mail?.replyTo).toBe('marie@example.ca');
    expect(mail?.subject).toBe(
      'Help request from Marie Tremblay: Can I take the Omega-3 with my blood thinner? Thanks!',
    );
    expect(mail?.text).toContain('From: Marie Tremblay <marie@example.ca>');
    expect(mail?.text).toContain('Not signed in.');
    expect(mail?.text).toContain('Page: http://localhost:3000/products/omega-3-fish-oil');
    expect(mail?.text).toContain('Can I take the Omega-3 with my blood thinner?');
    expect(mail?.text).toContain('- Omega-3 Fish Oil: morning 1, evening 1');
    expect(mail?.text).toContain('- Vitamin C 500 mg: morning 2, evening 0');
  });

  it('says the cart was not attached when the person left it out, and names an unknown product by its id', async () => {
    await send(MESSAGE);
    expect(mailer.lastTo(INBOX)?.text).toMatch(/Cart\s+Not attached\./);
    await send({ ...MESSAGE, cart: [{ product_id: 999_999, am_dose: 1, pm_dose: 0 }] });
    expect(mailer.lastTo(INBOX)?.text).toContain(
      'Product #999999 (not in the catalogue): morning 1, evening 0',
    );
  });

  it('tells the shop who a signed-in customer is', async () => {
    const customer = await signedInCustomer(t, 'help-customer@example.ca');
    const response = await send(MESSAGE, customer.headers);
    expect(response.statusCode).toBe(202);
    expect(mailer.lastTo(INBOX)?.text).toContain(`Signed in as customer #${customer.id}.`);
  });

  it('keeps a name or message on one subject line, so it cannot add mail headers', async () => {
    await send({ ...MESSAGE, message: 'Hello\r\nBcc: victim@example.ca\r\n\r\nbody' });
    const mail = mailer.lastTo(INBOX);
    expect(mail?.subject).not.toMatch(/[\r\n]/);
    expect(mail?.to).toBe(INBOX);
    expect(mail?.headers).toBeUndefined();
  });

  it.each([
    [{ ...MESSAGE, message: '   ' }, 'message', 'Please write your question'],
    [{ ...MESSAGE, name: '' }, 'name', 'Name is required'],
    [{ ...MESSAGE, email: 'not an address' }, 'email', 'Please enter a valid email.'],
    [{ ...MESSAGE, message: 'x'.repeat(4001) }, 'message', 'Please keep your message under 4,000 characters'],
    [
      { ...MESSAGE, page: 'https://elsewhere.example/phish' },
      'page',
      'must be a path on the shop, like /products',
    ],
    [{ ...MESSAGE, page: '//elsewhere.example' }, 'page', 'must be a path on the shop, like /products'],
  ])('refuses %j with a 400 naming the field', async (payload, field, message) => {
    const before = mailer.sent.length;
    const response = await send(payload);
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.error.message).toContain(message);
    expect(JSON.stringify(body)).toContain(field);
    expect(mailer.sent.length).toBe(before);
  });

  it('refuses more than 5 messages an hour from one address with a 429', async () => {
    const ip = freshIp();
    for (let n = 0; n < 5; n += 1)
      expect((await send(MESSAGE, { 'x-forwarded-for': ip })).statusCode).toBe(202);
    const refused = await send(MESSAGE, { 'x-forwarded-for': ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});

describe('the help inbox', () => {
  it('is HELP_INBOX when the shop sets one', async () => {
    const own = new FakeMailer();
    const shop = await buildTestApp({ mailer: own, helpInbox: 'care@maplepack.ca' });
    try {
      expect((await send(MESSAGE, {}, shop)).statusCode).toBe(202);
      expect(own.sent.map((mail) => mail.to)).toEqual(['care@maplepack.ca']);
    } finally {
      await shop.close();
    }
  });

  it('answers 503 with a message to try again when the mail cannot go', async () => {
    const broken: Mailer = { send: () => Promise.reject(new Error('SMTP down')) };
    const down = await buildTestApp({ mailer: broken });
    try {
      const response = await send(MESSAGE, {}, down);
      expect(response.statusCode).toBe(503);
      expect(errorBodySchema.parse(response.json()).error).toMatchObject({
        code: 'help.unavailable',
        message: expect.stringContaining('Please try again'),
      });
    } finally {
      await down.close();
    }
  });
});
