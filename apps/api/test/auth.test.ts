import {
  AUTH_COOKIE_NAME,
  errorBodySchema,
  SESSION_HINT_COOKIE_NAME,
  logoutResponseSchema,
  tokenResponseSchema,
  tokenValidateResponseSchema,
} from '@maplepack/api-contract';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../src/db/seed/seed-demo-customer';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';

let t: TestApp;
let clock = TEST_NOW;
beforeAll(async () => {
  t = await buildTestApp({ now: () => clock });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = TEST_NOW;
});

let nextIp = 1;
/** Each test logs in from its own address, so the per-IP limit of one test never blocks another. */
const freshIp = () => `203.0.113.${nextIp++}`;

async function login(email: string, password: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/token',
    payload: { email, password },
    headers: { 'x-forwarded-for': freshIp(), ...headers },
  });
}

async function demoToken(): Promise<string> {
  const response = await login(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
  expect(response.statusCode).toBe(200);
  return tokenResponseSchema.parse(response.json()).token;
}

const validate = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/token/validate', headers });

describe('POST /api/v1/token', () => {
  it('signs the demo customer in with a Bearer token and the auth user', async () => {
    const response = await login(' Demo@Maplepack.ca ', DEMO_CUSTOMER_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = tokenResponseSchema.parse(response.json());
    expect(body.token_type).toBe('Bearer');
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.user).toMatchObject({ email: DEMO_CUSTOMER_EMAIL, first_name: expect.any(String) });
    expect(body.expires_at).toBe('2026-11-28T15:00:00.000Z');
  });

  it('sets the token as an httpOnly, SameSite=Lax cookie, Secure only over https', async () => {
    const plain = await login(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
    const cookie = plain.cookies.find((c) => c.name === AUTH_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 604800 });
    expect(cookie?.secure).toBeFalsy();
    expect(cookie?.value).toBe(tokenResponseSchema.parse(plain.json()).token);

    const https = await login(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, { 'x-forwarded-proto': 'https' });
    expect(https.cookies.find((c) => c.name === AUTH_COOKIE_NAME)).toMatchObject({
      secure: true,
      httpOnly: true,
    });
  });

  it('sets a script-readable session hint with no secret in it, for as long as the token', async () => {
    const response = await login(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD);
    const hint = response.cookies.find((c) => c.name === SESSION_HINT_COOKIE_NAME);
    expect(hint).toMatchObject({ value: '1', sameSite: 'Lax', path: '/', maxAge: 604800 });
    expect(hint?.httpOnly).toBeFalsy();
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await login(DEMO_CUSTOMER_EMAIL, 'not-the-password');
    const unknown = await login('nobody@example.ca', 'whatever-it-is');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(errorBodySchema.parse(wrong.json())).toEqual(errorBodySchema.parse(unknown.json()));
    expect(wrong.json()).toEqual({
      error: { code: 'auth.bad-credentials', message: 'The email or password you entered is incorrect.' },
    });
    expect(wrong.cookies).toHaveLength(0);
  });

  it.each([
    ['no body', undefined],
    ['a bad e-mail', { email: 'not-an-email', password: 'x' }],
    ['no password', { email: DEMO_CUSTOMER_EMAIL }],
    ['an unknown field', { email: DEMO_CUSTOMER_EMAIL, password: 'x', admin: true }],
  ])('refuses %s with a 400', async (_name, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token',
      payload,
      headers: { 'x-forwarded-for': freshIp() },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.parse(response.json()).error.code).toBe('request.invalid');
  });
});

describe('POST /api/v1/token/validate', () => {
  it('answers status 200 and the user for a Bearer token and for the cookie', async () => {
    const token = await demoToken();
    const ways: Record<string, string>[] = [
      { authorization: `Bearer ${token}` },
      // A cookie write carries the api client's header, as the web app's does (hardening/logout-csrf).
      { cookie: `${AUTH_COOKIE_NAME}=${token}`, 'x-maplepack-client': 'api-client' },
    ];
    for (const headers of ways) {
      const response = await validate(headers);
      expect(response.statusCode).toBe(200);
      const body = tokenValidateResponseSchema.parse(response.json());
      expect(body).toMatchObject({ status: 200, data: { email: DEMO_CUSTOMER_EMAIL } });
      expect(Object.keys(body.data).sort()).toEqual(['email', 'first_name', 'id', 'last_name', 'survey_id']);
    }
  });

  it('answers a guest 401 auth.required', async () => {
    const response = await validate({});
    expect(response.statusCode).toBe(401);
    expect(errorBodySchema.parse(response.json()).error).toEqual({
      code: 'auth.required',
      message: 'Please log in to continue.',
    });
  });

  it('refuses a tampered token: changed claims, changed signature, alg none, garbage', async () => {
    const token = await demoToken();
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as {
      data: { user: { id: number } };
    };
    claims.data.user.id += 1;
    const otherUser = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    const flipped = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    for (const bad of [otherUser, flipped, none, 'garbage', `${token}x`]) {
      const response = await validate({ authorization: `Bearer ${bad}` });
      expect(response.statusCode).toBe(401);
      expect(errorBodySchema.parse(response.json()).error.code).toBe('auth.invalid-token');
    }
  });

  it('clears a cookie it no longer accepts, with its hint, and leaves a Bearer caller alone', async () => {
    const token = await demoToken();
    clock = new Date(TEST_NOW.getTime() + 7 * 24 * 3600 * 1000);
    const byCookie = await validate({
      cookie: `${AUTH_COOKIE_NAME}=${token}; ${SESSION_HINT_COOKIE_NAME}=1`,
      'x-maplepack-client': 'api-client',
    });
    expect(byCookie.statusCode).toBe(401);
    for (const name of [AUTH_COOKIE_NAME, SESSION_HINT_COOKIE_NAME]) {
      expect(byCookie.cookies.find((c) => c.name === name)?.value).toBe('');
    }
    const byBearer = await validate({ authorization: `Bearer ${token}` });
    expect(byBearer.statusCode).toBe(401);
    expect(byBearer.cookies).toHaveLength(0);
  });

  it('refuses a token after its 7 days, and accepts it just before', async () => {
    const token = await demoToken();
    clock = new Date(TEST_NOW.getTime() + 7 * 24 * 3600 * 1000 - 1000);
    expect((await validate({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    clock = new Date(TEST_NOW.getTime() + 7 * 24 * 3600 * 1000);
    const expired = await validate({ authorization: `Bearer ${token}` });
    expect(expired.statusCode).toBe(401);
    expect(errorBodySchema.parse(expired.json()).error).toEqual({
      code: 'auth.expired-token',
      message: 'Your session has expired. Please log in again.',
    });
  });
});

describe('POST /api/v1/logout', () => {
  it('clears the cookie and revokes every earlier token of the customer', async () => {
    const first = await demoToken();
    const second = await demoToken();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(response.statusCode).toBe(200);
    expect(logoutResponseSchema.parse(response.json()).status).toBe(200);
    const cleared = response.cookies.find((c) => c.name === AUTH_COOKIE_NAME);
    expect(cleared?.value).toBe('');
    expect(cleared?.httpOnly).toBe(true);
    expect(response.cookies.find((c) => c.name === SESSION_HINT_COOKIE_NAME)?.value).toBe('');
    for (const token of [first, second]) {
      expect((await validate({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
    }
    // Signing in again works and gives a token that validates.
    expect((await validate({ authorization: `Bearer ${await demoToken()}` })).statusCode).toBe(200);
  });

  it('lets a guest log out (only the cookie is cleared)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/logout' });
    expect(response.statusCode).toBe(200);
  });
});

describe('login rate limits', () => {
  it('makes an address wait after its fourth failure for an e-mail, with 429 and Retry-After', async () => {
    const email = 'nobody-limited@example.ca';
    const from = { 'x-forwarded-for': '198.51.100.40' };
    for (let i = 0; i < 4; i += 1) expect((await login(email, 'wrong', from)).statusCode).toBe(401);
    const limited = await login(email, 'wrong', from);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('1');
    expect(errorBodySchema.parse(limited.json()).error.code).toBe('auth.rate-limited');
    // Another address is not held back by this one's failures.
    expect((await login(email, 'wrong')).statusCode).toBe(401);
    clock = new Date(TEST_NOW.getTime() + 1000);
    expect((await login(email, 'wrong', from)).statusCode).toBe(401);
  });

  it('does not hold back the demo customer after a success clears the failures', async () => {
    const from = { 'x-forwarded-for': '198.51.100.41' };
    for (let i = 0; i < 3; i += 1) await login(DEMO_CUSTOMER_EMAIL, 'wrong', from);
    expect((await login(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, from)).statusCode).toBe(200);
    for (let i = 0; i < 3; i += 1) await login(DEMO_CUSTOMER_EMAIL, 'wrong', from);
    expect((await login(DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD, from)).statusCode).toBe(200);
  });

  it('allows 20 attempts per IP in 15 minutes, then 429', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 20; i += 1) {
      expect((await login(`someone${i}@example.ca`, 'wrong', { 'x-forwarded-for': ip })).statusCode).toBe(
        401,
      );
    }
    const limited = await login('another@example.ca', 'wrong', { 'x-forwarded-for': ip });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('client addresses behind no proxy', () => {
  it('ignores a spoofed X-Forwarded-For, so the per-IP login limit still holds', async () => {
    const direct = await buildTestApp({ trustedProxies: [] });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i += 1) {
        const response = await direct.app.inject({
          method: 'POST',
          url: '/api/v1/token',
          payload: { email: `nobody${i}@example.ca`, password: 'wrong-password' },
          headers: { 'x-forwarded-for': `203.0.113.${i}` },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
      expect(statuses[20]).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
