import { errorBodySchema, resetPassResponseSchema, tokenResponseSchema } from '@maplepack/api-contract';
import { FakeMailer } from '../src/adapters/mail/fake';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../src/db/seed/seed-demo-customer';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';

let t: TestApp;
let clock = TEST_NOW;
const mailer = new FakeMailer();
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock, mailer });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = TEST_NOW;
});

let nextIp = 1;
const freshIp = () => `192.0.2.${nextIp++}`;
const minutes = (n: number) => new Date(TEST_NOW.getTime() + n * 60_000);

const post = (payload: unknown, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/reset-pass',
    payload: payload as object,
    headers: { 'x-forwarded-for': ip },
  });

async function newCustomer(email: string, password = 'first-password'): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/customers',
    payload: { first_name: 'Rosalie', last_name: 'Gagnon', email, password },
    headers: { 'x-forwarded-for': freshIp() },
  });
  expect(response.statusCode).toBe(201);
  return (response.json() as { id: number }).id;
}

const login = (email: string, password: string, ip = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/token',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

/** Asks for a reset link for `email` and reads key and id from the e-mail's link. */
async function requestLink(email: string): Promise<{ key: string; id: number }> {
  const before = mailer.sent.length;
  expect((await post({ email })).statusCode).toBe(200);
  expect(mailer.sent).toHaveLength(before + 1);
  const mail = mailer.lastTo(email);
  const match = /http:\/\/localhost:3000\/reset-password\?key=([\w-]+)&id=(\d+)/.exec(mail?.text ?? '');
  if (match?.[1] === undefined || match[2] === undefined) throw new Error('no reset link in the e-mail');
  return { key: match[1], id: Number(match[2]) };
}

describe('POST /api/v1/reset-pass { email }', () => {
  it('answers the same 200 for a known and an unknown e-mail, and mails only the known one', async () => {
    const before = mailer.sent.length;
    const known = await post({ email: 'Demo@Maplepack.ca' });
    const unknown = await post({ email: 'nobody@example.ca' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    expect(resetPassResponseSchema.parse(known.json()).message).toBe(
      'If an account exists for this email address, we have sent you a link to reset your password.',
    );
    expect(mailer.sent).toHaveLength(before + 1);
    const mail = mailer.lastTo(DEMO_CUSTOMER_EMAIL);
    expect(mail?.subject).toBe('Reset your Maplepack password');
    expect(mail?.html).toContain('/reset-password?key=');
    expect(mail?.text).toContain('60 minutes');
  });

  it('refuses a malformed body with a 400', async () => {
    for (const payload of [{}, { email: 'nope' }, { email: DEMO_CUSTOMER_EMAIL, extra: 1 }]) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('request.invalid');
    }
  });

  it('limits requests to 3 an hour per e-mail (known or not) with 429 and Retry-After', async () => {
    for (const email of ['rate-known@example.ca', 'rate-unknown@example.ca']) {
      if (email.startsWith('rate-known')) await newCustomer(email);
      for (let i = 0; i < 3; i += 1) expect((await post({ email })).statusCode).toBe(200);
      const limited = await post({ email });
      expect(limited.statusCode).toBe(429);
      expect(limited.headers['retry-after']).toBe('3600');
      expect(errorBodySchema.parse(limited.json()).error.code).toBe('auth.rate-limited');
    }
  });

  it('limits requests to 10 an hour per IP', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < 10; i += 1)
      expect((await post({ email: `ip${i}@example.ca` }, ip)).statusCode).toBe(200);
    expect((await post({ email: 'ip-last@example.ca' }, ip)).statusCode).toBe(429);
  });
});

describe('POST /api/v1/reset-pass { key, id, password }', () => {
  it('sets the new password, uses up the key and revokes earlier tokens', async () => {
    const email = 'flow@example.ca';
    await newCustomer(email);
    const old = tokenResponseSchema.parse((await login(email, 'first-password')).json()).token;
    const { key, id } = await requestLink(email);

    const done = await post({ key, id, password: 'second-password' });
    expect(done.statusCode).toBe(200);
    expect(resetPassResponseSchema.parse(done.json()).message).toBe(
      'Your password has been reset. You can now log in with your new password.',
    );

    expect((await login(email, 'first-password')).statusCode).toBe(401);
    expect((await login(email, 'second-password')).statusCode).toBe(200);
    const validate = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/validate',
      headers: { authorization: `Bearer ${old}` },
    });
    expect(validate.statusCode).toBe(401);

    const again = await post({ key, id: String(id), password: 'third-password' });
    expect(again.statusCode).toBe(400);
    expect(errorBodySchema.parse(again.json()).error).toEqual({
      code: 'reset.used-key',
      message: 'This password reset link has already been used. Please request a new one.',
    });
  });

  it('refuses a key after its hour, and accepts it just before', async () => {
    const email = 'expiry@example.ca';
    await newCustomer(email);
    const first = await requestLink(email);
    clock = minutes(60);
    const late = await post({ ...first, password: 'second-password' });
    expect(late.statusCode).toBe(400);
    expect(errorBodySchema.parse(late.json()).error.code).toBe('reset.expired-key');

    clock = TEST_NOW;
    const second = await requestLink(email);
    clock = minutes(59);
    expect((await post({ ...second, password: 'second-password' })).statusCode).toBe(200);
  });

  it('keeps only the newest link working', async () => {
    const email = 'newest@example.ca';
    await newCustomer(email);
    const older = await requestLink(email);
    const newer = await requestLink(email);
    expect((await post({ ...older, password: 'second-password' })).statusCode).toBe(400);
    expect((await post({ ...newer, password: 'second-password' })).statusCode).toBe(200);
  });

  it('refuses an unknown key, a key for another customer and a weak password', async () => {
    const email = 'mixed@example.ca';
    const otherId = await newCustomer('other@example.ca');
    await newCustomer(email);
    const { key, id } = await requestLink(email);
    const cases: [unknown, string][] = [
      [{ key: 'not-a-key', id, password: 'second-password' }, 'reset.invalid-key'],
      [{ key, id: otherId, password: 'second-password' }, 'reset.invalid-key'],
      [{ key, id, password: 'short' }, 'request.invalid'],
      [{ key, id, password: 'MIXED@example.ca' }, 'request.invalid'],
      [{ key, id: 'abc', password: 'second-password' }, 'request.invalid'],
    ];
    for (const [payload, code] of cases) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(errorBodySchema.parse(response.json()).error.code).toBe(code);
    }
    // None of the refusals used the key up.
    expect((await post({ key, id, password: 'second-password' })).statusCode).toBe(200);
  });

  it('lets the demo customer back in after a reset clears their failed logins', async () => {
    const ip = '192.0.2.250';
    for (let i = 0; i < 4; i += 1) await login(DEMO_CUSTOMER_EMAIL, 'wrong', ip);
    expect((await login(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, ip)).statusCode).toBe(429);
    const link = await requestLink(DEMO_CUSTOMER_EMAIL);
    expect((await post({ ...link, password: 'brand-new-password' })).statusCode).toBe(200);
    expect((await login(DEMO_CUSTOMER_EMAIL, 'brand-new-password', ip)).statusCode).toBe(200);
  });
});
