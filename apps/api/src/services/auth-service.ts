import { argon2id, hash, verify } from 'argon2';
import { type AuthUser } from '@maplepack/api-contract';
import { type CustomerRepository, type CustomerRow } from '../db/repositories/customer-repository';
import { issueToken, verifyToken } from '../security/auth-token';
import { RATE_RULES, type RateLimiter } from './rate-limiter';

/** The signed-in customer as routes see it (`request.customer`). */
export interface AuthCustomer {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

export type Authentication =
  | { ok: true; customer: AuthCustomer; row: CustomerRow }
  | { ok: false; reason: 'invalid' | 'expired' };

export type LoginResult =
  | { ok: true; token: string; expiresAt: Date; user: AuthUser }
  | { ok: false; code: 'auth.bad-credentials' }
  | { ok: false; code: 'auth.rate-limited'; retryAfterSeconds: number };

// Compared against when the e-mail is unknown, so both failures take the time of one argon2 check.
let dummyHash: Promise<string> | undefined;
const timingDummy = (): Promise<string> =>
  (dummyHash ??= hash('maplepack-no-such-account', { type: argon2id }));

export const toAuthCustomer = (row: CustomerRow): AuthCustomer => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
});

export const toAuthUser = (row: CustomerRow): AuthUser => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  survey_id: row.surveyId,
});

/** Argon2id with the library's defaults (64 MiB, 3 passes). */
export const hashPassword = (password: string): Promise<string> => hash(password, { type: argon2id });

/** Login, token checks and logout. Tokens are stateless; revocation is the customer's token version. */
export class AuthService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly tokenKey: Buffer,
    private readonly limiter: RateLimiter,
  ) {}

  /** The customer a token belongs to, if its signature, lifetime and version all hold at `now`. */
  async authenticate(token: string, now: Date): Promise<Authentication> {
    const check = verifyToken(this.tokenKey, token, now);
    if (!check.ok) return { ok: false, reason: check.reason === 'expired' ? 'expired' : 'invalid' };
    const row = await this.customers.byId(check.customerId);
    if (row === undefined || row.tokenVersion !== check.tokenVersion) return { ok: false, reason: 'invalid' };
    return { ok: true, customer: toAuthCustomer(row), row };
  }

  /**
   * Checks the password; an unknown e-mail and a wrong password fail alike. Every attempt counts
   * against the IP; only failures count against the e-mail (a success clears them), so a customer
   * who types the password right is never locked out by their own earlier logins.
   */
  async login(email: string, password: string, ip: string, now: Date): Promise<LoginResult> {
    const perIp = await this.limiter.hit(RATE_RULES.loginPerIp, ip, now);
    if (!perIp.ok) return perIp;
    const perEmail = await this.limiter.check(RATE_RULES.loginFailuresPerEmail, email, now);
    if (!perEmail.ok) return perEmail;
    const row = await this.customers.byEmail(email);
    const matches = await verify(row?.passwordHash ?? (await timingDummy()), password).catch(() => false);
    if (row === undefined || !matches) {
      await this.limiter.hit(RATE_RULES.loginFailuresPerEmail, email, now);
      return { ok: false, code: 'auth.bad-credentials' };
    }
    await this.limiter.reset(RATE_RULES.loginFailuresPerEmail, email);
    return this.issue(row, now);
  }

  /** A fresh token for a customer already proven (login, sign-up). */
  issue(row: CustomerRow, now: Date): LoginResult & { ok: true } {
    const token = issueToken(this.tokenKey, { customerId: row.id, tokenVersion: row.tokenVersion }, now);
    const check = verifyToken(this.tokenKey, token, now);
    if (!check.ok) throw new Error('a token just issued does not verify');
    return { ok: true, token, expiresAt: check.expiresAt, user: toAuthUser(row) };
  }

  /** The auth user (spec §3) of a customer, fresh from the database (survey_id may have changed). */
  async user(customerId: number): Promise<AuthUser | undefined> {
    const row = await this.customers.byId(customerId);
    return row === undefined ? undefined : toAuthUser(row);
  }

  /** Revokes every token of the customer (all devices): the version in them no longer matches. */
  async logout(customerId: number): Promise<void> {
    await this.customers.revokeTokens(customerId);
  }
}
