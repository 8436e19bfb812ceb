import {
  AUTH_COOKIE_NAME,
  customerResponseSchema,
  emailChangeUndoResponseSchema,
  errorBodySchema,
  tokenResponseSchema,
} from '@maplepack/api-contract';
import { FakeMailer } from '../../src/adapters/mail/fake';
import { customers } from '../../src/db/schema/customers';
import { hashPassword } from '../../src/security/password-hash';
import { buildTestApp, TEST_NOW, type TestApp } from '../support/build-test-app';

/*
 * Issue 11, accounts (medium): changing the account e-mail needed only the session, sent no notice,
 * and the next reset went to the new address: a stolen session became a permanent takeover. The
 * change now needs the password, ends the other sessions and tells the old address, whose link
 * puts the address back with a new password and ends every session.
 */

let t: TestApp;
let clock = TEST_NOW;
const mailer = new FakeMailer();
beforeAll(async () => {
  t = await buildTestApp({ mailer, now: () => clock });
});
afterAll(() => t.close());
beforeEach(() => {
  clock = TEST_NOW;
});

const PASSWORD = 'owner-password-1';
let nextIp = 1;
const from = () => ({ 'x-forwarded-for': `198.18.21.${nextIp++}` });
/** Cookie-authenticated writes carry the web client's header (see logout-csrf.test.ts). */
const webClient = { 'x-maplepack-client': 'web' };

let nextOwner = 1;
async function owner(): Promise<{ id: number; email: string }> {
  const email = `owner${nextOwner++}@example.ca`;
  const [row] = await t.database.db
    .insert(customers)
    .values({
      email,
      firstName: 'Rosalie',
      lastName: 'Gagnon',
      username: `rosalie-${email}`,
      passwordHash: await hashPassword(PASSWORD),
    })
    .returning({ id: customers.id });
  if (row === undefined) throw new Error('no customer');
  return { id: row.id, email };
}

async function signIn(email: string, password = PASSWORD): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/token',
    payload: { email, password },
    headers: from(),
  });
  expect(response.statusCode).toBe(200);
  return tokenResponseSchema.parse(response.json()).token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const put = (id: number, payload: object, headers: Record<string, string>) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/v1/customers/${id}`,
    payload,
    headers: { ...from(), ...headers },
  });
const validate = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/v1/token/validate', headers: { ...webClient, ...headers } });
const undo = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/v1/customers/email-change/undo', payload, headers: from() });
const codeOf = (response: { json(): unknown }) => errorBodySchema.parse(response.json()).error.code;

/** The undo link's key and id from the last notice sent to `email`. */
function undoLink(email: string): { key: string; id: number } {
  const text = mailer.lastTo(email)?.text ?? '';
  const match = /http:\/\/localhost:3000\/undo-email-change\?key=([\w-]+)&id=(\d+)/.exec(text);
  if (match?.[1] === undefined || match[2] === undefined) throw new Error(`no undo link in: ${text}`);
  return { key: match[1], id: Number(match[2]) };
}

describe('a stolen session', () => {
  it('cannot change the e-mail without the password', async () => {
    const { id, email } = await owner();
    const session = bearer(await signIn(email));
    const without = await put(id, { email: 'thief@example.ca' }, session);
    expect(without.statusCode).toBe(400);
    expect(errorBodySchema.parse(without.json()).error).toEqual({
      code: 'customer.password-required',
      message: 'Please enter your current password to change your email address.',
    });
    const wrong = await put(id, { email: 'thief@example.ca', current_password: 'a-guess-1234' }, session);
    expect(wrong.statusCode).toBe(400);
    expect(codeOf(wrong)).toBe('customer.wrong-password');
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/customers/${id}`, headers: session });
    expect(customerResponseSchema.parse(after.json()).email).toBe(email);
  });

  it('cannot guess the password through the change faster than through sign-in', async () => {
    const { id, email } = await owner();
    const session = bearer(await signIn(email));
    const ip = { 'x-forwarded-for': '198.18.22.1' };
    for (let i = 0; i < 4; i += 1) {
      const wrong = await put(
        id,
        { email: 'thief@example.ca', current_password: `guess-${i}` },
        {
          ...session,
          ...ip,
        },
      );
      expect(wrong.statusCode).toBe(400);
    }
    const waiting = await put(
      id,
      { email: 'thief@example.ca', current_password: PASSWORD },
      {
        ...session,
        ...ip,
      },
    );
    expect(waiting.statusCode).toBe(429);
    expect(waiting.headers['retry-after']).toBe('1');
  });
});

describe('changing the e-mail with the password', () => {
  it('keeps the current session, ends the others and tells the old address', async () => {
    const { id, email } = await owner();
    const current = await signIn(email);
    const other = await signIn(email);
    const byCookie = await signIn(email);

    const changed = await put(
      id,
      { email: 'Rosalie.New@Example.ca', current_password: PASSWORD },
      bearer(current),
    );
    expect(changed.statusCode).toBe(200);
    expect(customerResponseSchema.parse(changed.json()).email).toBe('rosalie.new@example.ca');
    const renewed = String(changed.headers['x-maplepack-token']);
    expect((await validate(bearer(renewed))).statusCode).toBe(200);
    for (const token of [current, other, byCookie])
      expect((await validate(bearer(token))).statusCode).toBe(401);

    const notice = mailer.lastTo(email);
    expect(notice?.subject).toBe('The email address of your Maplepack account was changed');
    expect(notice?.text).toContain('r•••@example.ca');
    expect(notice?.text).not.toContain('rosalie.new@example.ca');
    expect(notice?.html).toContain('/undo-email-change?key=');
    expect(mailer.lastTo('rosalie.new@example.ca')).toBeUndefined();
  });

  it('gives a cookie session its new token as the cookie', async () => {
    const { id, email } = await owner();
    const token = await signIn(email);
    const changed = await put(
      id,
      { email: `cookie.${email}`, current_password: PASSWORD },
      { cookie: `${AUTH_COOKIE_NAME}=${token}`, ...webClient },
    );
    expect(changed.statusCode).toBe(200);
    const cookie = changed.cookies.find((c) => c.name === AUTH_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(cookie?.value).not.toBe(token);
    expect((await validate({ cookie: `${AUTH_COOKIE_NAME}=${cookie?.value ?? ''}` })).statusCode).toBe(200);
    expect(changed.headers['x-maplepack-token']).toBeUndefined();
  });

  it('needs no password when the e-mail stays the same', async () => {
    const { id, email } = await owner();
    const session = bearer(await signIn(email));
    const same = await put(id, { email: email.toUpperCase(), first_name: 'Rose' }, session);
    expect(same.statusCode).toBe(200);
    expect((await validate(session)).statusCode).toBe(200);
  });
});

describe('the undo link', () => {
  it('puts the old e-mail back with a new password, ends every session and kills a pending reset', async () => {
    const { id, email } = await owner();
    const thief = await signIn(email);
    const changed = await put(id, { email: 'thief1@example.ca', current_password: PASSWORD }, bearer(thief));
    const thiefSession = bearer(String(changed.headers['x-maplepack-token']));
    // The thief asks for a reset link, which now goes to their address.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-pass',
      payload: { email: 'thief1@example.ca' },
      headers: from(),
    });
    const thiefReset = /reset-password\?key=([\w-]+)&id=(\d+)/.exec(
      mailer.lastTo('thief1@example.ca')?.text ?? '',
    );
    expect(thiefReset).not.toBeNull();

    const link = undoLink(email);
    const undone = await undo({ ...link, password: 'back-in-control' });
    expect(undone.statusCode).toBe(200);
    expect(emailChangeUndoResponseSchema.parse(undone.json())).toMatchObject({ status: 200, email });

    expect((await validate(thiefSession)).statusCode).toBe(401);
    expect((await signIn(email, 'back-in-control')).length).toBeGreaterThan(0);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/v1/token',
      payload: { email, password: PASSWORD },
      headers: from(),
    });
    expect(oldPassword.statusCode).toBe(401);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/reset-pass',
      payload: { key: thiefReset?.[1], id: Number(thiefReset?.[2]), password: 'thief-password-2' },
      headers: from(),
    });
    expect(reset.statusCode).toBe(400);
    const again = await undo({ ...link, password: 'back-in-control' });
    expect(again.statusCode).toBe(400);
    expect(codeOf(again)).toBe('email-change.used-key');
  });

  it('cannot be blocked by taking the old address, nor undone by the thief', async () => {
    const { id, email } = await owner();
    const thief = await signIn(email);
    const first = await put(id, { email: 'thief2@example.ca', current_password: PASSWORD }, bearer(thief));
    const ownersLink = undoLink(email);
    // A second change: its notice goes to the thief's own address.
    const second = await put(
      id,
      { email: 'thief3@example.ca', current_password: PASSWORD },
      bearer(String(first.headers['x-maplepack-token'])),
    );
    expect(second.statusCode).toBe(200);
    const thiefsLink = undoLink('thief2@example.ca');

    const squat = await t.app.inject({
      method: 'POST',
      url: '/api/v1/customers',
      payload: { first_name: 'Thief', last_name: 'Squatter', email, password: 'squatting-here' },
      headers: from(),
    });
    expect(squat.statusCode).toBe(409);

    // The thief undoes their own change first; the owner's older link still wins afterwards.
    expect((await undo({ ...thiefsLink, password: 'thief-password-3' })).statusCode).toBe(200);
    expect((await undo({ ...ownersLink, password: 'owner-again-42' })).statusCode).toBe(200);
    expect((await undo({ ...thiefsLink, password: 'thief-password-4' })).statusCode).toBe(400);
    expect((await signIn(email, 'owner-again-42')).length).toBeGreaterThan(0);
  });

  it('is refused when unknown, for another customer, expired, or with a weak password; GET does nothing', async () => {
    const { id, email } = await owner();
    await put(id, { email: `moved.${email}`, current_password: PASSWORD }, bearer(await signIn(email)));
    const link = undoLink(email);
    const cases: [object, string][] = [
      [{ key: 'not-a-key', id: link.id, password: 'good-password-1' }, 'email-change.invalid-key'],
      [{ key: link.key, id: link.id + 1000, password: 'good-password-1' }, 'email-change.invalid-key'],
      [{ ...link, password: 'qwertyuiop' }, 'request.invalid'],
      [{ ...link, password: email }, 'request.invalid'],
    ];
    for (const [payload, code] of cases) {
      const refused = await undo(payload);
      expect(refused.statusCode).toBe(400);
      expect(codeOf(refused)).toBe(code);
    }
    const get = await t.app.inject({
      method: 'GET',
      url: `/api/v1/customers/email-change/undo?key=${link.key}&id=${link.id}`,
    });
    expect(get.statusCode).toBeGreaterThanOrEqual(400);
    clock = new Date(TEST_NOW.getTime() + 14 * 86_400_000);
    const late = await undo({ ...link, password: 'good-password-1' });
    expect(late.statusCode).toBe(400);
    expect(codeOf(late)).toBe('email-change.expired-key');
    clock = new Date(TEST_NOW.getTime() + 14 * 86_400_000 - 1000);
    expect((await undo({ ...link, password: 'good-password-1' })).statusCode).toBe(200);
  });
});
