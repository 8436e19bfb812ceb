import { STAFF_ROLES, staffCan, type StaffPermission, type StaffRole } from '@maplepack/access';
import {
  ADMIN_COOKIE_NAME,
  adminAuditResponseSchema,
  adminCreatedStaffResponseSchema,
  adminMySecurityResponseSchema,
  adminRecoveryCodesResponseSchema,
  adminStaffListResponseSchema,
  adminTwoFactorResetResponseSchema,
} from '@maplepack/api-contract';
import { eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema/audit';
import { totpCode } from '../src/security/totp';
import { DEMO_STAFF_PASSWORD, demoStaffEmail, demoStaffTotpSecret } from '../src/db/seed/seed-demo-staff';
import { adminInject, freshIp, itRefusesGuestsAndForgedCookies, passwordStep } from './support/admin';
import { buildTestApp, TEST_NOW, type TestApp } from './support/build-test-app';

let t: TestApp;
let now = TEST_NOW;
/** Each sign-in moves the clock 30 s on, so every TOTP code is a new one (a code works once). */
const tick = () => {
  now = new Date(now.getTime() + 30_000);
  return now;
};
const cookies = {} as Record<StaffRole, string>;

async function signIn(email: string, password: string, code: (at: Date) => string): Promise<string> {
  const first = await passwordStep(t, email, password);
  if (first.statusCode !== 200) throw new Error(`password step failed: ${first.body}`);
  const { challenge } = first.json() as { challenge: string };
  const second = await adminInject(t, {
    method: 'POST',
    url: '/api/v1/admin/session/two-factor',
    payload: { challenge, code: code(tick()) },
    headers: { 'x-forwarded-for': freshIp() },
  });
  if (second.statusCode !== 200) throw new Error(`two-factor step failed: ${second.body}`);
  const cookie = second.cookies.find((c) => c.name === ADMIN_COOKIE_NAME);
  if (cookie === undefined) throw new Error('no admin cookie');
  return `${ADMIN_COOKIE_NAME}=${cookie.value}`;
}
const signInDemo = (role: StaffRole) =>
  signIn(demoStaffEmail(role), DEMO_STAFF_PASSWORD, (at) => totpCode(demoStaffTotpSecret(role), at));

beforeAll(async () => {
  t = await buildTestApp({ demoStaff: true, now: () => now });
  for (const role of STAFF_ROLES) cookies[role] = await signInDemo(role);
});
afterAll(async () => {
  await t.close();
});

const session = (cookie: string) => adminInject(t, { method: 'GET', url: '/api/v1/admin/session', cookie });
const create = (email: string, role: StaffRole, cookie = cookies.owner) =>
  adminInject(t, {
    method: 'POST',
    url: '/api/v1/admin/staff',
    cookie,
    payload: { email, role, name: 'New Member' },
  });
const patch = (id: number, payload: Record<string, unknown>, cookie = cookies.owner) =>
  adminInject(t, { method: 'PATCH', url: `/api/v1/admin/staff/${id}`, cookie, payload });
const list = async () =>
  adminStaffListResponseSchema.parse(
    (await adminInject(t, { method: 'GET', url: '/api/v1/admin/staff', cookie: cookies.owner })).json(),
  ).staff;
const idOf = async (email: string) => {
  const found = (await list()).find((member) => member.email === email);
  if (found === undefined) throw new Error(email);
  return found.id;
};

interface Route {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT';
  url: string;
  permission: StaffPermission | null;
  payload?: Record<string, unknown>;
  /** What an allowed caller gets with this (harmless) request. */
  allowed: number;
}
const FORGED = 999_999;
const ROUTES: Route[] = [
  { method: 'GET', url: '/api/v1/admin/staff', permission: 'staff.manage', allowed: 200 },
  {
    method: 'POST',
    url: '/api/v1/admin/staff',
    permission: 'staff.manage',
    payload: { email: 'matrix@maplepack.test', role: 'fulfilment' },
    allowed: 201,
  },
  {
    method: 'PATCH',
    url: `/api/v1/admin/staff/${FORGED}`,
    permission: 'staff.manage',
    payload: { disabled: true },
    allowed: 404,
  },
  {
    method: 'POST',
    url: `/api/v1/admin/staff/${FORGED}/two-factor-reset`,
    permission: 'staff.manage',
    allowed: 404,
  },
  { method: 'GET', url: '/api/v1/admin/me/security', permission: null, allowed: 200 },
  {
    method: 'PUT',
    url: '/api/v1/admin/me/password',
    permission: null,
    payload: { current_password: 'not my password', new_password: 'a brand new passphrase' },
    allowed: 400,
  },
  {
    method: 'POST',
    url: '/api/v1/admin/me/recovery-codes',
    permission: null,
    payload: { current_password: 'not my password', code: '123456' },
    allowed: 400,
  },
];

describe('the role matrix of staff management and my security', () => {
  const cells = ROUTES.flatMap((route) =>
    STAFF_ROLES.map((role) => [route.method, route.url, role, route] as const),
  );
  it.each(cells)('%s %s as %s', async (_method, _url, role, route) => {
    const response = await adminInject(t, {
      method: route.method,
      url: route.url,
      cookie: cookies[role],
      ...(route.payload === undefined ? {} : { payload: route.payload }),
    });
    const allowed = route.permission === null || staffCan(role, route.permission);
    expect(response.statusCode).toBe(allowed ? route.allowed : 403);
    if (!allowed) expect(response.json()).toMatchObject({ error: { code: 'admin.forbidden' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  itRefusesGuestsAndForgedCookies(() => t, ROUTES);
});

describe('the owner manages staff', () => {
  it('creates a member shown once (password, setup key, QR code, 10 codes) who signs in with them; lists and audit hold no secret', async () => {
    const response = await create('lea@maplepack.test', 'support');
    expect(response.statusCode).toBe(201);
    const created = adminCreatedStaffResponseSchema.parse(response.json());
    expect(created.staff).toMatchObject({ email: 'lea@maplepack.test', role: 'support', disabled: false });
    expect(created.staff.last_sign_in_at).toBeNull();
    expect(created.totp_uri).toMatch(/^otpauth:\/\/totp\//);
    expect(created.totp_qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(created.recovery_codes).toHaveLength(10);

    const again = await create('LEA@maplepack.test', 'fulfilment');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'admin.email-taken' } });

    const cookie = await signIn(created.staff.email, created.password, (at) =>
      totpCode(created.totp_secret, at),
    );
    expect((await session(cookie)).json()).toMatchObject({
      staff: { email: 'lea@maplepack.test', role: 'support' },
    });
    const byCode = await signIn(created.staff.email, created.password, () => created.recovery_codes[3] ?? '');
    const security = await adminInject(t, {
      method: 'GET',
      url: '/api/v1/admin/me/security',
      cookie: byCode,
    });
    expect(adminMySecurityResponseSchema.parse(security.json()).recovery_codes_left).toBe(9);

    const listed = await adminInject(t, { method: 'GET', url: '/api/v1/admin/staff', cookie: cookies.owner });
    const member = adminStaffListResponseSchema
      .parse(listed.json())
      .staff.find((row) => row.id === created.staff.id);
    expect(member?.last_sign_in_at).not.toBeNull();
    const audit = await t.database.db.select().from(auditLog);
    const secrets = [created.password, created.totp_secret, ...created.recovery_codes];
    for (const text of [listed.body, JSON.stringify(audit)])
      for (const secret of secrets) expect(text).not.toContain(secret);
    expect(listed.body).not.toMatch(/password|totp|recovery/i);
  });

  it('changes a role, and disabling ends the member’s sessions at once; enabling lets them sign in again', async () => {
    const created = adminCreatedStaffResponseSchema.parse(
      (await create('sam@maplepack.test', 'support')).json(),
    );
    const cookie = await signIn(created.staff.email, created.password, (at) =>
      totpCode(created.totp_secret, at),
    );
    expect((await session(cookie)).statusCode).toBe(200);

    const promoted = await patch(created.staff.id, { role: 'catalogue' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({ role: 'catalogue' });
    expect((await session(cookie)).json()).toMatchObject({ staff: { role: 'catalogue' } });

    expect((await patch(created.staff.id, { disabled: true })).json()).toMatchObject({ disabled: true });
    const refused = await session(cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error: { code: 'admin.required' } });
    expect((await passwordStep(t, created.staff.email, created.password)).statusCode).toBe(401);

    expect((await patch(created.staff.id, { disabled: false })).json()).toMatchObject({ disabled: false });
    await signIn(created.staff.email, created.password, (at) => totpCode(created.totp_secret, at));

    const entries = adminAuditResponseSchema
      .parse(
        (
          await adminInject(t, {
            method: 'GET',
            url: `/api/v1/admin/audit?target=staff:${created.staff.id}&per_page=50`,
            cookie: cookies.owner,
          })
        ).json(),
      )
      .entries.map((entry) => entry.action);
    expect(entries).toEqual(
      expect.arrayContaining(['staff.created', 'staff.role-changed', 'staff.disabled', 'staff.enabled']),
    );
  });

  it('refuses to disable or demote the last enabled owner (409), then allows it once there is another', async () => {
    const ownerId = await idOf(demoStaffEmail('owner'));
    for (const body of [{ disabled: true }, { role: 'support' }]) {
      const response = await patch(ownerId, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        error: { code: 'admin.last-owner', message: expect.stringContaining('last enabled owner') },
      });
    }
    expect((await session(cookies.owner)).statusCode).toBe(200);

    const other = adminCreatedStaffResponseSchema.parse(
      (await create('second-owner@maplepack.test', 'owner')).json(),
    );
    // A disabled owner does not count.
    await patch(other.staff.id, { disabled: true });
    expect((await patch(ownerId, { role: 'support' })).statusCode).toBe(409);
    await patch(other.staff.id, { disabled: false });
    const otherCookie = await signIn(other.staff.email, other.password, (at) =>
      totpCode(other.totp_secret, at),
    );
    expect((await patch(ownerId, { role: 'support' }, otherCookie)).statusCode).toBe(200);
    expect((await patch(ownerId, { role: 'owner' }, otherCookie)).statusCode).toBe(200);
  });

  it('resets a member’s two-factor: new key and codes shown once, old ones refused, their sessions end', async () => {
    const created = adminCreatedStaffResponseSchema.parse(
      (await create('kim@maplepack.test', 'fulfilment')).json(),
    );
    const cookie = await signIn(created.staff.email, created.password, (at) =>
      totpCode(created.totp_secret, at),
    );
    const response = await adminInject(t, {
      method: 'POST',
      url: `/api/v1/admin/staff/${created.staff.id}/two-factor-reset`,
      cookie: cookies.owner,
    });
    expect(response.statusCode).toBe(200);
    const reset = adminTwoFactorResetResponseSchema.parse(response.json());
    expect(reset.totp_secret).not.toBe(created.totp_secret);
    expect(reset.recovery_codes).toHaveLength(10);
    expect((await session(cookie)).statusCode).toBe(401);
    await expect(
      signIn(created.staff.email, created.password, () => created.recovery_codes[0] ?? ''),
    ).rejects.toThrow(/two-factor/);
    await signIn(created.staff.email, created.password, (at) => totpCode(reset.totp_secret, at));
    const audit = JSON.stringify(
      await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'staff.two-factor-reset')),
    );
    expect(audit).toContain(String(created.staff.id));
    for (const secret of [reset.totp_secret, ...reset.recovery_codes]) expect(audit).not.toContain(secret);
  });
});

describe('my security', () => {
  it('changes my password with the current one and the storefront’s rules; my other sessions end', async () => {
    const created = adminCreatedStaffResponseSchema.parse(
      (await create('ana@maplepack.test', 'catalogue')).json(),
    );
    const code = (at: Date) => totpCode(created.totp_secret, at);
    const mine = await signIn(created.staff.email, created.password, code);
    const other = await signIn(created.staff.email, created.password, code);
    const change = (current: string, next: string) =>
      adminInject(t, {
        method: 'PUT',
        url: '/api/v1/admin/me/password',
        cookie: mine,
        payload: { current_password: current, new_password: next },
      });
    expect((await change('wrong', 'a brand new passphrase')).json()).toMatchObject({
      error: { code: 'admin.bad-password', field: 'current_password' },
    });
    expect((await change(created.password, 'short')).statusCode).toBe(400);
    expect((await change(created.password, 'ana@maplepack.test')).json()).toMatchObject({
      error: { code: 'admin.weak-password' },
    });
    const done = await change(created.password, 'a brand new passphrase');
    expect(done.statusCode).toBe(200);
    expect((await session(mine)).statusCode).toBe(200);
    expect((await session(other)).statusCode).toBe(401);
    expect((await passwordStep(t, created.staff.email, created.password)).statusCode).toBe(401);
    await signIn(created.staff.email, 'a brand new passphrase', code);
    const audit = JSON.stringify(await t.database.db.select().from(auditLog));
    expect(audit).toContain('staff.password-changed');
    expect(audit).not.toContain('a brand new passphrase');
  });

  it('counts my recovery codes and renews them with my password and a code; the old ones stop working', async () => {
    const created = adminCreatedStaffResponseSchema.parse(
      (await create('joe@maplepack.test', 'support')).json(),
    );
    const mine = await signIn(created.staff.email, created.password, () => created.recovery_codes[0] ?? '');
    const left = async () =>
      adminMySecurityResponseSchema.parse(
        (await adminInject(t, { method: 'GET', url: '/api/v1/admin/me/security', cookie: mine })).json(),
      ).recovery_codes_left;
    expect(await left()).toBe(9);
    const renew = (current: string, code: string) =>
      adminInject(t, {
        method: 'POST',
        url: '/api/v1/admin/me/recovery-codes',
        cookie: mine,
        payload: { current_password: current, code },
      });
    expect((await renew(created.password, '000000')).json()).toMatchObject({
      error: { code: 'admin.bad-code' },
    });
    expect((await renew('wrong', totpCode(created.totp_secret, tick()))).json()).toMatchObject({
      error: { code: 'admin.bad-password' },
    });
    const renewed = await renew(created.password, totpCode(created.totp_secret, tick()));
    expect(renewed.statusCode).toBe(200);
    const { recovery_codes: codes } = adminRecoveryCodesResponseSchema.parse(renewed.json());
    expect(codes).toHaveLength(10);
    expect(await left()).toBe(10);
    await expect(
      signIn(created.staff.email, created.password, () => created.recovery_codes[1] ?? ''),
    ).rejects.toThrow();
    await signIn(created.staff.email, created.password, () => codes[0] ?? '');
    const audit = JSON.stringify(await t.database.db.select().from(auditLog));
    expect(audit).toContain('staff.recovery-codes-renewed');
    for (const code of codes) expect(audit).not.toContain(code);
  });

  it('counts wrong passwords and codes against the sign-in limit: the sixth try is refused, even a right one', async () => {
    const created = adminCreatedStaffResponseSchema.parse(
      (await create('max@maplepack.test', 'support')).json(),
    );
    const mine = await signIn(created.staff.email, created.password, (at) =>
      totpCode(created.totp_secret, at),
    );
    const change = (current: string) =>
      adminInject(t, {
        method: 'PUT',
        url: '/api/v1/admin/me/password',
        cookie: mine,
        payload: { current_password: current, new_password: 'a brand new passphrase' },
      });
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await change('guess')).statusCode).toBe(400);
    const refused = await change(created.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: { code: 'admin.rate-limited' } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
