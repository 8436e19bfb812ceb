import { createHash } from 'node:crypto';
import { checkNewPassword } from '@maplepack/api-contract';
import { type FastifyBaseLogger } from 'fastify';
import { type Mailer } from '../../adapters/mail/interface';
import { type CustomerRepository } from '../../db/repositories/customer-repository';
import { type PasswordResetRepository } from '../../db/repositories/password-reset-repository';
import { isCommonPassword } from '../../security/common-passwords';
import { hashPassword } from '../../security/password-hash';
import { type LoginThrottle } from './login-throttle';
import { RATE_RULES, type RateCheck, type RateLimiter } from './rate-limiter';
import { resetPasswordEmail } from '../../emails/password-emails';

/** A reset link works for one hour. */
export const RESET_KEY_LIFETIME_MINUTES = 60;
/** 32 random bytes: unguessable, so the key endpoint needs no rate limit of its own. */
const KEY_BYTES = 32;

export type ResetRequestResult = { ok: true } | (RateCheck & { ok: false });
export type ResetResult =
  | { ok: true }
  | { ok: false; code: 'reset.invalid-key' | 'reset.expired-key' | 'reset.used-key' }
  | { ok: false; code: 'customer.weak-password'; message: string };

/** Only this hash is stored: a leaked table holds no working key. */
export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export interface PasswordResetDependencies {
  mailer: Mailer;
  randomBytes: (size: number) => Buffer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** "Forgot password" e-mails with single-use keys, and setting the new password with one. */
export class PasswordResetService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly keys: PasswordResetRepository,
    private readonly limiter: RateLimiter,
    private readonly throttle: LoginThrottle,
    private readonly deps: PasswordResetDependencies,
  ) {}

  /**
   * Sends a reset link when an account has this e-mail. The caller answers the same either way;
   * a mail failure is logged, not reported, since reporting it would reveal that the account exists.
   */
  async request(email: string, ip: string, now: Date): Promise<ResetRequestResult> {
    for (const [rule, subject] of [
      [RATE_RULES.resetRequestPerIp, ip],
      [RATE_RULES.resetRequestPerEmail, email],
    ] as const) {
      const limit = await this.limiter.hit(rule, subject, now);
      if (!limit.ok) return limit;
    }
    const customer = await this.customers.byEmail(email);
    if (customer === undefined) return { ok: true };
    const key = this.deps.randomBytes(KEY_BYTES).toString('base64url');
    await this.keys.replace(
      customer.id,
      hashKey(key),
      new Date(now.getTime() + RESET_KEY_LIFETIME_MINUTES * 60_000),
      now,
    );
    const link = `${this.deps.publicUrl}/reset-password?key=${encodeURIComponent(key)}&id=${customer.id}`;
    try {
      const sent = await this.deps.mailer.send(
        await resetPasswordEmail({
          to: customer.email,
          publicUrl: this.deps.publicUrl,
          firstName: customer.firstName,
          link,
          validMinutes: RESET_KEY_LIFETIME_MINUTES,
          language: customer.language,
        }),
      );
      // Never the key or the link: whoever reads the log could reset the password.
      this.deps.log.info({ customerId: customer.id, mailId: sent.id }, 'password reset e-mail sent');
    } catch (error) {
      this.deps.log.error({ customerId: customer.id, err: error }, 'password reset e-mail failed');
    }
    return { ok: true };
  }

  /** Sets the new password with a key from the e-mail; the key is used up and every token revoked. */
  async reset(key: string, customerId: number, password: string, now: Date): Promise<ResetResult> {
    const row = await this.keys.byKeyHash(hashKey(key));
    if (row === undefined || row.customerId !== customerId) return { ok: false, code: 'reset.invalid-key' };
    if (row.usedAt !== null) return { ok: false, code: 'reset.used-key' };
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, code: 'reset.expired-key' };
    const customer = await this.customers.byId(customerId);
    if (customer === undefined) return { ok: false, code: 'reset.invalid-key' };
    const strength = checkNewPassword(password, { email: customer.email, isCommon: isCommonPassword });
    if (!strength.ok) return { ok: false, code: 'customer.weak-password', message: strength.message };
    const done = await this.keys.consumeAndSetPassword(row.id, customerId, await hashPassword(password), now);
    if (!done) return { ok: false, code: 'reset.used-key' };
    // The owner proved access to the mailbox: earlier failed logins no longer hold them back.
    await this.throttle.forgive(customer.email);
    return { ok: true };
  }
}
