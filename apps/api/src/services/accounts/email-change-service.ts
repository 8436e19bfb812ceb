import { checkNewPassword, EMAIL_CHANGE_UNDO_PATH } from '@maplepack/api-contract';
import { type FastifyBaseLogger } from 'fastify';
import { type Mailer } from '../../adapters/mail/interface';
import {
  isUniqueViolation,
  type CustomerRepository,
  type CustomerRow,
} from '../../db/repositories/customer-repository';
import { type EmailChangeRepository } from '../../db/repositories/email-change-repository';
import { isCommonPassword } from '../../security/common-passwords';
import { hashPassword } from '../../security/password-hash';
import { type AuthService } from './auth-service';
import { emailChangedEmail } from '../../emails/email-change-email';
import { type LoginThrottle } from './login-throttle';
import { hashKey } from './password-reset-service';

/**
 * An undo link works this long: long enough for an owner who reads that mailbox only now and then,
 * and the old address stays reserved for the account until then.
 */
export const EMAIL_CHANGE_UNDO_DAYS = 14;
/** 32 random bytes: unguessable, so the undo endpoint needs no rate limit of its own. */
const KEY_BYTES = 32;

export type EmailChangeResult =
  | { ok: true; customer: CustomerRow }
  | { ok: false; code: 'customer.password-required' | 'customer.wrong-password' | 'customer.email-taken' }
  | { ok: false; code: 'auth.rate-limited'; retryAfterSeconds: number };

export type EmailChangeUndoResult =
  | { ok: true; email: string }
  | { ok: false; code: 'email-change.invalid-key' | 'email-change.expired-key' | 'email-change.used-key' }
  | { ok: false; code: 'customer.weak-password'; message: string }
  | { ok: false; code: 'customer.email-taken' };

export interface EmailChangeDependencies {
  mailer: Mailer;
  randomBytes: (size: number) => Buffer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * A stolen session must not become a permanent takeover: changing the account e-mail needs the
 * password (throttled like a login), ends every other session and tells the old address, whose
 * link puts the address back, sets a new password and ends every session (docs/decisions.md).
 */
export class EmailChangeService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly changes: EmailChangeRepository,
    private readonly auth: AuthService,
    private readonly throttle: LoginThrottle,
    private readonly deps: EmailChangeDependencies,
  ) {}

  /** Whether `email` may be given to `customerId` (or to a new account): nobody else has or holds it. */
  async isAvailable(email: string, now: Date, customerId?: number): Promise<boolean> {
    const holder = await this.customers.byEmail(email);
    if (holder !== undefined && holder.id !== customerId) return false;
    return !(await this.changes.isHeldForUndo(email, now, customerId));
  }

  /**
   * Changes the e-mail of `current` after checking its password; answers the updated row, whose
   * raised token version has ended every session (the caller gives the current one a new token).
   */
  async change(
    current: CustomerRow,
    newEmail: string,
    currentPassword: string | undefined,
    ip: string,
    now: Date,
  ): Promise<EmailChangeResult> {
    if (currentPassword === undefined) return { ok: false, code: 'customer.password-required' };
    // The password first: without it, the answers tell nothing about which e-mails have accounts.
    const check = await this.auth.checkPassword(current.email, currentPassword, ip, now);
    if (!check.ok)
      return check.code === 'auth.rate-limited' ? check : { ok: false, code: 'customer.wrong-password' };
    if (check.customer.id !== current.id) return { ok: false, code: 'customer.wrong-password' };
    if (!(await this.isAvailable(newEmail, now, current.id)))
      return { ok: false, code: 'customer.email-taken' };
    const key = this.deps.randomBytes(KEY_BYTES).toString('base64url');
    let updated: CustomerRow;
    try {
      updated = await this.changes.change(
        current,
        newEmail,
        { keyHash: hashKey(key), expiresAt: new Date(now.getTime() + EMAIL_CHANGE_UNDO_DAYS * 86_400_000) },
        now,
      );
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, code: 'customer.email-taken' };
      throw error;
    }
    await this.notify(current, newEmail, key);
    return { ok: true, customer: updated };
  }

  /** Puts the old e-mail back with a new password (the key proves the old mailbox), ending every session. */
  async undo(key: string, customerId: number, password: string, now: Date): Promise<EmailChangeUndoResult> {
    const row = await this.changes.byKeyHash(hashKey(key));
    if (row === undefined || row.customerId !== customerId)
      return { ok: false, code: 'email-change.invalid-key' };
    if (row.usedAt !== null) return { ok: false, code: 'email-change.used-key' };
    if (row.expiresAt.getTime() <= now.getTime()) return { ok: false, code: 'email-change.expired-key' };
    const strength = checkNewPassword(password, { email: row.oldEmail, isCommon: isCommonPassword });
    if (!strength.ok) return { ok: false, code: 'customer.weak-password', message: strength.message };
    try {
      if (!(await this.changes.undo(row, await hashPassword(password), now)))
        return { ok: false, code: 'email-change.used-key' };
    } catch (error) {
      if (isUniqueViolation(error)) return { ok: false, code: 'customer.email-taken' };
      throw error;
    }
    // The owner proved the mailbox: their own failed logins no longer hold them back.
    await this.throttle.forgive(row.oldEmail);
    return { ok: true, email: row.oldEmail };
  }

  /**
   * The notice to the old address. A mail failure is logged, not reported: the change is made, and
   * the log names the customer, never the key or the link.
   */
  private async notify(previous: CustomerRow, newEmail: string, key: string): Promise<void> {
    const link = `${this.deps.publicUrl}${EMAIL_CHANGE_UNDO_PATH}?key=${encodeURIComponent(key)}&id=${previous.id}`;
    try {
      const sent = await this.deps.mailer.send(
        await emailChangedEmail({
          to: previous.email,
          publicUrl: this.deps.publicUrl,
          firstName: previous.firstName,
          newEmail,
          link,
          validDays: EMAIL_CHANGE_UNDO_DAYS,
          language: previous.language,
        }),
      );
      this.deps.log.info({ customerId: previous.id, mailId: sent.id }, 'e-mail change notice sent');
    } catch (error) {
      this.deps.log.error({ customerId: previous.id, err: error }, 'e-mail change notice failed');
    }
  }
}
