import { type StaffRole } from '@maplepack/access';
import { ADMIN_COOKIE_NAME } from '@maplepack/api-contract';
import { type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { demoStaffEmail, DEMO_STAFF_PASSWORD, demoStaffTotpSecret } from '../../src/db/seed/seed-demo-staff';
import { totpCode } from '../../src/security/totp';
import { type TestApp } from './build-test-app';

/** What the admin app sends with every write (the cross-site check refuses writes without it). */
export const ADMIN_CLIENT = { 'x-maplepack-client': 'admin' } as const;

let nextAddress = 1;
/** A fresh client address per sign-in, so suites stay under the per-address limits they do not test. */
export const freshIp = (): string => `203.0.113.${(nextAddress++ % 250) + 1}`;

export async function adminInject(
  t: TestApp,
  options: InjectOptions & { cookie?: string | null },
): Promise<LightMyRequestResponse> {
  const { cookie, headers, ...rest } = options;
  return t.app.inject({
    ...rest,
    headers: {
      ...ADMIN_CLIENT,
      ...(cookie === undefined || cookie === null ? {} : { cookie }),
      ...(headers ?? {}),
    },
  });
}

/** The password step; answers the challenge. */
export async function passwordStep(
  t: TestApp,
  email: string,
  password = DEMO_STAFF_PASSWORD,
  ip = freshIp(),
): Promise<LightMyRequestResponse> {
  return adminInject(t, {
    method: 'POST',
    url: '/api/v1/admin/session',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });
}

/**
 * Signs a demo staff member in (password, then the TOTP code at `now`) and answers the cookie header.
 * A code works once: sign the same person in again only after the clock moved 30 s on.
 */
export async function signInStaff(t: TestApp, role: StaffRole, now: Date): Promise<string> {
  const first = await passwordStep(t, demoStaffEmail(role));
  if (first.statusCode !== 200) throw new Error(`password step failed: ${first.body}`);
  const { challenge } = first.json() as { challenge: string };
  const second = await adminInject(t, {
    method: 'POST',
    url: '/api/v1/admin/session/two-factor',
    payload: { challenge, code: totpCode(demoStaffTotpSecret(role), now) },
    headers: { 'x-forwarded-for': freshIp() },
  });
  if (second.statusCode !== 200) throw new Error(`two-factor step failed: ${second.body}`);
  const cookie = second.cookies.find((c) => c.name === ADMIN_COOKIE_NAME);
  if (cookie === undefined) throw new Error('no admin cookie');
  return `${ADMIN_COOKIE_NAME}=${cookie.value}`;
}

/** An admin route as the role-matrix tests call it. */
export interface AdminRouteCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  payload?: Record<string, unknown>;
}

/**
 * The matrix's other half: every route answers 401 to a guest and to a forged admin cookie. `app` is
 * read when the tests run (a suite builds its app in `beforeAll`).
 */
export function itRefusesGuestsAndForgedCookies(app: () => TestApp, routes: readonly AdminRouteCall[]): void {
  it.each(routes.map((route) => [route.method, route.url, route] as const))(
    '%s %s: a guest and a forged cookie get 401',
    async (_method, _url, route) => {
      for (const cookie of [null, `${ADMIN_COOKIE_NAME}=forged-token`]) {
        const response = await adminInject(app(), {
          method: route.method,
          url: route.url,
          cookie,
          ...(route.payload === undefined ? {} : { payload: route.payload }),
        });
        expect(response.statusCode).toBe(401);
      }
    },
  );
}
