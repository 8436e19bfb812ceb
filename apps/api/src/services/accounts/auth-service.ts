import { type AuthUser } from '@maplepack/api-contract';
import { type CustomerRepository, type CustomerRow } from '../../db/repositories/customer-repository';
import { issueToken, verifyToken } from '../../security/auth-token';
import { hashPassword, passwordMatches } from '../../security/password-hash';
import { type LoginThrottle } from './login-throttle';

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
const timingDummy = (): Promise<string> => (dummyHash ??= hashPassword('maplepack-no-such-account'));

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

/** Login, token checks and logout. Tokens are stateless; revocation is the customer's token version. */
export class AuthService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly tokenKey: Buffer,
    private readonly throttle: LoginThrottle,
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
   * Checks the password; an unknown e-mail and a wrong password fail alike. The throttle counts the
   * attempt against the address, the (account, address) pair and the account before the password is
   * looked at, and refuses one that must wait (services/accounts/login-throttle.ts).
   */
  async login(email: string, password: string, ip: string, now: Date): Promise<LoginResult> {
    const row = await this.checkPassword(email, password, ip, now);
    if (!row.ok) return row;
    return this.issue(row.customer, now);
  }

  /**
   * The throttled password check behind login, also used where a signed-in customer confirms a
   * sensitive change with their password (so a stolen session cannot guess it faster).
   */
  async checkPassword(
    email: string,
    password: string,
    ip: string,
    now: Date,
  ): Promise<{ ok: true; customer: CustomerRow } | Exclude<LoginResult, { ok: true }>> {
    const admitted = await this.throttle.admit(email, ip, now);
    if (!admitted.ok) return admitted;
    const row = await this.customers.byEmail(email);
    const matches = await passwordMatches(row?.passwordHash ?? (await timingDummy()), password);
    if (row === undefined || !matches) return { ok: false, code: 'auth.bad-credentials' };
    await this.throttle.succeeded(email, ip, now);
    return { ok: true, customer: row };
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
