import { AUTH_COOKIE_NAME, errorBodySchema, tokenResponseSchema } from '@maplepack/api-contract';
import { DEMO_CUSTOMER_EMAIL, DEMO_CUSTOMER_PASSWORD } from '../../src/db/seed/seed-demo-customer';
import { buildTestApp, type TestApp } from '../support/build-test-app';

/*
 * Issue 11, accounts (low): logout could be forced from another site on the same domain (the
 * SameSite=Lax cookie rides along on a sibling subdomain's POST). Every write that rides on our
 * cookies now needs the api client's `x-maplepack-client` header and, when the browser says where it
 * comes from, `Sec-Fetch-Site: same-origin`; Bearer callers are left alone.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let nextIp = 1;
async function session(): Promise<{ token: string; id: number }> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/token',
    payload: { email: DEMO_CUSTOMER_EMAIL, password: DEMO_CUSTOMER_PASSWORD },
    headers: { 'x-forwarded-for': `198.18.41.${nextIp++}` },
  });
  const body = tokenResponseSchema.parse(response.json());
  return { token: body.token, id: body.user.id };
}

const cookie = (token: string) => ({ cookie: `${AUTH_COOKIE_NAME}=${token}` });
const stillSignedIn = async (token: string) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/token/validate',
      headers: { authorization: `Bearer ${token}` },
    })
  ).statusCode === 200;
const logout = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/logout', headers });

describe('POST /api/v1/logout', () => {
  it('refuses a cookie-only request (a form on another site or subdomain) and keeps the session', async () => {
    const { token } = await session();
    const extras: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'same-site' },
      { 'x-maplepack-client': '' },
    ];
    for (const extra of extras) {
      const forced = await logout({ ...cookie(token), ...extra });
      expect(forced.statusCode).toBe(403);
      expect(errorBodySchema.parse(forced.json()).error).toEqual({
        code: 'auth.cross-site',
        message:
          'This request did not come from the Maplepack site and was refused. Please reload the page and try again.',
      });
      expect(forced.cookies).toHaveLength(0);
    }
    expect(await stillSignedIn(token)).toBe(true);
  });

  it('refuses the header too when the browser says the request came from another site', async () => {
    const { token } = await session();
    for (const site of ['same-site', 'cross-site', 'none']) {
      const forced = await logout({
        ...cookie(token),
        'x-maplepack-client': 'api-client',
        'sec-fetch-site': site,
      });
      expect(forced.statusCode).toBe(403);
    }
    expect(await stillSignedIn(token)).toBe(true);
  });

  it("takes the web app's own request: the client header, same origin", async () => {
    const { token } = await session();
    const own = await logout({
      ...cookie(token),
      'x-maplepack-client': 'api-client',
      'sec-fetch-site': 'same-origin',
    });
    expect(own.statusCode).toBe(200);
    expect(await stillSignedIn(token)).toBe(false);
    // An older browser sends no Sec-Fetch-Site: the header alone is enough.
    const older = await session();
    expect((await logout({ ...cookie(older.token), 'x-maplepack-client': 'api-client' })).statusCode).toBe(
      200,
    );
  });

  it('leaves Bearer callers and cookieless guests alone', async () => {
    const { token } = await session();
    expect((await logout({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await logout({})).statusCode).toBe(200);
  });

  it('gives another origin no CORS permission to add the header', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/logout',
      headers: {
        origin: 'https://evil.maplepack.ca',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-maplepack-client',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
  });
});

describe('every other write on the session cookie', () => {
  it('is refused without the header, while reads and Bearer writes go through', async () => {
    const { token, id } = await session();
    const write = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/customers/${id}`,
        payload: { first_name: 'Mallory' },
        headers,
      });
    expect((await write(cookie(token))).statusCode).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/customers/${id}`,
      headers: cookie(token),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).not.toMatchObject({ first_name: 'Mallory' });
    expect((await write({ ...cookie(token), 'x-maplepack-client': 'api-client' })).statusCode).toBe(200);
    expect((await write({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
  });
});
