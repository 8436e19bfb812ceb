import {
  ADMIN_COOKIE_NAME,
  adminChallengeResponseSchema,
  adminSessionResponseSchema,
  adminSignedInResponseSchema,
} from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import {
  DEMO_STAFF_PASSWORD,
  demoStaffEmail,
  demoStaffRecoveryCodes,
  demoStaffTotpSecret,
} from '../src/db/seed/seed-demo-staff';
import { randomBytes } from 'node:crypto';
import { auditLog } from '../src/db/schema/audit';
import { staff } from '../src/db/schema/staff';
import { createStaff } from '../src/services/admin/staff-accounts';
import { totpCode } from '../src/security/totp';
import { adminInject, freshIp, passwordStep, signInStaff } from './support/admin';
import { buildTestApp, TEST_DATA_KEY, TEST_NOW, type TestApp } from './support/build-test-app';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

let t: TestApp;
let now = TEST_NOW;
const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);
const MINUTE = 60_000;

beforeAll(async () => {
  t = await buildTestApp({ demoStaff: true, now: () => now });
});
afterAll(async () => {
  await t.close();
});

async function challengeFor(role: Parameters<typeof demoStaffEmail>[0]): Promise<string> {
  const response = await passwordStep(t, demoStaffEmail(role));
  expect(response.statusCode).toBe(200);
  return adminChallengeResponseSchema.parse(response.json()).challenge;
}

const twoFactor = (challenge: string, code: string, ip = freshIp()) =>
  adminInject(t, {
    method: 'POST',
    url: '/api/v1/admin/session/two-factor',
    payload: { challenge, code },
    headers: { 'x-forwarded-for': ip },
  });

const session = (cookie: string | null) =>
  adminInject(t, { method: 'GET', url: '/api/v1/admin/session', cookie });

describe('staff sign-in', () => {
  it('uses the demo secrets the README documents', () => {
    expect(demoStaffTotpSecret('owner')).toBe('MAPLEPACKDEMOOWNERAAAAAAAAAAAAAA');
    expect(demoStaffTotpSecret('pharmacist')).toBe('MAPLEPACKDEMOPHARMACISTAAAAAAAAA');
  });

  it('asks for the code after the password, then sets a strict, httpOnly cookie', async () => {
    now = at(0);
    const first = await passwordStep(t, 'Owner@Maplepack.test');
    expect(first.statusCode).toBe(200);
    const body = adminChallengeResponseSchema.parse(first.json());
    expect(body.step).toBe('two-factor');
    expect(new Date(body.expires_at).getTime()).toBe(now.getTime() + 5 * MINUTE);
    expect(first.cookies).toHaveLength(0);

    const second = await twoFactor(body.challenge, totpCode(demoStaffTotpSecret('owner'), now));
    expect(second.statusCode).toBe(200);
    const signedIn = adminSignedInResponseSchema.parse(second.json());
    expect(signedIn.staff).toMatchObject({ email: 'owner@maplepack.test', role: 'owner' });
    expect(signedIn.staff.permissions).toContain('audit.read');
    expect(signedIn.staff.permissions).not.toContain('health-answers.read');
    expect(signedIn.recovery_codes_left).toBe(10);
    const cookie = second.cookies.find((c) => c.name === ADMIN_COOKIE_NAME);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/admin' });
    expect(cookie?.secure).toBeFalsy();
    expect(second.headers['cache-control']).toBe('no-store');

    const me = await session(`${ADMIN_COOKIE_NAME}=${cookie?.value}`);
    expect(me.statusCode).toBe(200);
    expect(adminSessionResponseSchema.parse(me.json()).staff.role).toBe('owner');
  });

  it('marks the cookie Secure when the request came over https', async () => {
    now = at(2 * MINUTE);
    const first = await adminInject(t, {
      method: 'POST',
      url: '/api/v1/admin/session',
      payload: { email: demoStaffEmail('catalogue'), password: DEMO_STAFF_PASSWORD },
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': freshIp() },
    });
    const { challenge } = adminChallengeResponseSchema.parse(first.json());
    const second = await adminInject(t, {
      method: 'POST',
      url: '/api/v1/admin/session/two-factor',
      payload: { challenge, code: totpCode(demoStaffTotpSecret('catalogue'), now) },
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': freshIp() },
    });
    expect(second.statusCode).toBe(200);
    expect(second.cookies.find((c) => c.name === ADMIN_COOKIE_NAME)?.secure).toBe(true);
  });

  it('answers one 401 for an unknown e-mail, a wrong password and a disabled account', async () => {
    const unknown = await passwordStep(t, 'nobody@maplepack.test');
    const wrong = await passwordStep(t, demoStaffEmail('support'), 'not-the-password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(unknown.json()).toMatchObject({ error: { code: 'admin.bad-credentials' } });
    const failures = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.sign-in-failed'));
    expect(failures.map((row) => [row.staffId === null, row.after])).toEqual(
      expect.arrayContaining([
        [true, { email: 'nobody@maplepack.test', step: 'password', why: 'unknown e-mail' }],
        [false, { email: 'support@maplepack.test', step: 'password', why: 'wrong password' }],
      ]),
    );
  });

  it('refuses a disabled staff member at the password and ends their session', async () => {
    now = at(5 * MINUTE);
    const created = await createStaff(
      t.database.db,
      { dataKey: TEST_DATA_KEY, randomBytes, now },
      {
        email: 'leaving@maplepack.test',
        role: 'support',
        password: 'leaving-password-1',
        totpSecret: SECRET,
      },
    );
    if (!created.ok) throw new Error(created.message);
    const first = await passwordStep(t, 'leaving@maplepack.test', 'leaving-password-1');
    const { challenge } = adminChallengeResponseSchema.parse(first.json());
    const signedIn = await twoFactor(challenge, totpCode(SECRET, now));
    const cookie = `${ADMIN_COOKIE_NAME}=${signedIn.cookies.find((c) => c.name === ADMIN_COOKIE_NAME)?.value}`;
    expect((await session(cookie)).statusCode).toBe(200);
    await t.database.db.update(staff).set({ disabledAt: now }).where(eq(staff.id, created.staff.id));
    expect((await session(cookie)).statusCode).toBe(401);
    const refused = await passwordStep(t, 'leaving@maplepack.test', 'leaving-password-1');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: 'admin.bad-credentials' } });
  });

  it('refuses a wrong code, a code used twice, and takes a recovery code once', async () => {
    now = at(10 * MINUTE);
    const challenge = await challengeFor('support');
    const wrong = await twoFactor(challenge, '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: { code: 'admin.bad-code' } });

    const code = totpCode(demoStaffTotpSecret('support'), now);
    expect((await twoFactor(challenge, code)).statusCode).toBe(200);
    // The same code again, on a new challenge, within its 30 seconds: refused.
    const replay = await twoFactor(await challengeFor('support'), code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ error: { code: 'admin.bad-code' } });
    // A challenge is used up by its sign-in.
    expect(
      (await twoFactor(challenge, totpCode(demoStaffTotpSecret('support'), at(11 * MINUTE)))).statusCode,
    ).toBe(401);

    const recovery = demoStaffRecoveryCodes('support')[0] ?? '';
    const byRecovery = await twoFactor(await challengeFor('support'), recovery.toUpperCase());
    expect(byRecovery.statusCode).toBe(200);
    expect(adminSignedInResponseSchema.parse(byRecovery.json()).recovery_codes_left).toBe(9);
    expect((await twoFactor(await challengeFor('support'), recovery)).statusCode).toBe(401);
  });

  it('lets a challenge expire after five minutes', async () => {
    now = at(20 * MINUTE);
    const challenge = await challengeFor('catalogue');
    now = at(25 * MINUTE + 1000);
    const late = await twoFactor(challenge, totpCode(demoStaffTotpSecret('catalogue'), now));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ error: { code: 'admin.challenge-expired' } });
  });

  it('ends a session after 30 idle minutes, and slides while used', async () => {
    now = at(40 * MINUTE);
    const cookie = await signInStaff(t, 'fulfilment', now);
    now = at(65 * MINUTE);
    expect((await session(cookie)).statusCode).toBe(200);
    now = at(94 * MINUTE);
    expect((await session(cookie)).statusCode).toBe(200);
    now = at(124 * MINUTE + 1);
    const idle = await session(cookie);
    expect(idle.statusCode).toBe(401);
    expect(idle.json()).toMatchObject({ error: { code: 'admin.required' } });
  });

  it('ends a session 12 hours after sign-in however busy', async () => {
    now = at(200 * MINUTE);
    const cookie = await signInStaff(t, 'pharmacist', now);
    for (let minutes = 225; minutes < 200 + 12 * 60; minutes += 25) {
      now = at(minutes * MINUTE);
      expect((await session(cookie)).statusCode).toBe(200);
    }
    now = at((200 + 12 * 60) * MINUTE);
    expect((await session(cookie)).statusCode).toBe(401);
  });

  it('signs out: the cookie no longer works, and sign-in, failure and sign-out are audited', async () => {
    now = at(1000 * MINUTE);
    const cookie = await signInStaff(t, 'owner', now);
    const out = await adminInject(t, { method: 'DELETE', url: '/api/v1/admin/session', cookie });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === ADMIN_COOKIE_NAME)?.value).toBe('');
    expect((await session(cookie)).statusCode).toBe(401);
    const actions = (await t.database.db.select().from(auditLog).where(eq(auditLog.targetType, 'staff'))).map(
      (row) => row.action,
    );
    expect(actions).toEqual(
      expect.arrayContaining(['staff.sign-in', 'staff.sign-in-failed', 'staff.sign-out']),
    );
  });

  it('refuses sign-in writes without the admin client header or from another site', async () => {
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/session',
      payload: { email: demoStaffEmail('owner'), password: 'x' },
    });
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toMatchObject({ error: { code: 'admin.cross-site' } });
    const crossSite = await passwordStep(t, demoStaffEmail('owner'));
    expect(crossSite.statusCode).toBe(200);
    const other = await adminInject(t, {
      method: 'POST',
      url: '/api/v1/admin/session',
      payload: { email: demoStaffEmail('owner'), password: 'x' },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(other.statusCode).toBe(403);
  });

  it('rate limits password attempts per e-mail', async () => {
    now = at(2000 * MINUTE);
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1)
      answers.push((await passwordStep(t, demoStaffEmail('pharmacist'), 'wrong-password')).statusCode);
    expect(answers.slice(0, 10).every((status) => status === 401)).toBe(true);
    const last = await passwordStep(t, demoStaffEmail('pharmacist'));
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ error: { code: 'admin.rate-limited' } });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('rate limits password attempts per address', async () => {
    now = at(3000 * MINUTE);
    const ip = '198.51.100.77';
    for (let i = 0; i < 20; i += 1) await passwordStep(t, `guess${i}@maplepack.test`, 'x', ip);
    expect((await passwordStep(t, demoStaffEmail('catalogue'), undefined, ip)).statusCode).toBe(429);
  });

  it('rate limits wrong codes per staff member', async () => {
    now = at(4000 * MINUTE);
    for (let i = 0; i < 5; i += 1)
      expect((await twoFactor(await challengeFor('owner'), '111111')).statusCode).toBe(401);
    const limited = await twoFactor(await challengeFor('owner'), totpCode(demoStaffTotpSecret('owner'), now));
    expect(limited.statusCode).toBe(429);
  });
});
