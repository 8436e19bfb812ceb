import { staffPermissionsOf, type StaffRole } from '@maplepack/access';
import {
  ADMIN_CHALLENGE_SECONDS,
  ADMIN_SESSION_MAX_HOURS,
  type AdminSessionResponse,
} from '@maplepack/api-contract';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { staff, staffRecoveryCodes, staffSessions, staffSignInChallenges } from '../../db/schema/staff';
import { newOpaqueToken, tokenHash } from '../../security/opaque-token';
import { hashPassword, passwordMatches } from '../../security/password-hash';
import { open } from '../../security/sealed-box';
import { totpStep } from '../../security/totp';
import { addressBlock } from '../accounts/address-block';
import { type RateCheck, type RateLimiter, type RateRule } from '../accounts/rate-limiter';
import { recordAudit } from './audit-log';
import { recoveryCodeHash } from './staff-credentials';
import { totpSealContext } from './staff-accounts';

/**
 * The back office's sign-in limits (docs/decisions.md): every password attempt counts against the
 * e-mail (10 in 15 minutes) and the address (20 in 15 minutes); wrong two-factor codes count against
 * the staff member (5 in 15 minutes) and every code attempt against the address.
 */
export const ADMIN_RATE_RULES = {
  signInPerEmail: { name: 'admin-sign-in:email', limit: 10, windowSeconds: 15 * 60 },
  signInPerIp: { name: 'admin-sign-in:ip', limit: 20, windowSeconds: 15 * 60 },
  codePerStaff: { name: 'admin-code:staff', limit: 5, windowSeconds: 15 * 60 },
  codePerIp: { name: 'admin-code:ip', limit: 20, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateRule>;

/** The signed-in staff member, as routes see it. */
export interface StaffSession {
  sessionId: number;
  staffId: number;
  email: string;
  name: string;
  role: StaffRole;
  /** When the session ends without another request. */
  expiresAt: Date;
}

export type SignInResult =
  | { ok: true; challenge: string; expiresAt: Date }
  | { ok: false; reason: 'bad-credentials' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

export type TwoFactorResult =
  | { ok: true; token: string; session: StaffSession; recoveryCodesLeft: number }
  | { ok: false; reason: 'bad-code' | 'expired' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

export interface AdminAuthOptions {
  dataKey: Buffer;
  randomBytes: (size: number) => Buffer;
  idleMinutes: number;
  limiter: RateLimiter;
}

const MAX_SESSION_MS = ADMIN_SESSION_MAX_HOURS * 60 * 60 * 1000;

export function sessionAnswer(session: StaffSession): AdminSessionResponse {
  return {
    staff: {
      id: session.staffId,
      email: session.email,
      name: session.name,
      role: session.role,
      permissions: staffPermissionsOf(session.role),
    },
    expires_at: session.expiresAt.toISOString(),
  };
}

const refused = (
  check: RateCheck,
): { ok: false; reason: 'rate-limited'; retryAfterSeconds: number } | null =>
  check.ok ? null : { ok: false, reason: 'rate-limited', retryAfterSeconds: check.retryAfterSeconds };

/**
 * Staff sign-in in two steps (password, then a TOTP or recovery code), sessions that slide with use
 * (idle limit) under a hard 12-hour cap, and sign-out. Every sign-in, failure and sign-out is in the
 * audit log. Tokens and codes are kept only as hashes.
 */
export class AdminAuthService {
  private dummyHash: Promise<string> | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: AdminAuthOptions,
  ) {}

  private get idleMs(): number {
    return this.options.idleMinutes * 60 * 1000;
  }

  async signIn(email: string, password: string, ip: string, now: Date): Promise<SignInResult> {
    const limits = [
      await this.options.limiter.hit(ADMIN_RATE_RULES.signInPerIp, addressBlock(ip), now),
      await this.options.limiter.hit(ADMIN_RATE_RULES.signInPerEmail, email, now),
    ];
    for (const check of limits) {
      const refusal = refused(check);
      if (refusal !== null) return refusal;
    }
    const [row] = await this.db
      .select()
      .from(staff)
      .where(eq(sql`lower(${staff.email})`, email));
    // An unknown e-mail costs a hash check too, so the answer's timing tells nothing.
    this.dummyHash ??= hashPassword('maplepack-no-such-staff');
    const matches = await passwordMatches(row?.passwordHash ?? (await this.dummyHash), password);
    if (row === undefined || !matches || row.disabledAt !== null) {
      await recordAudit(this.db, {
        at: now,
        staffId: row?.id ?? null,
        action: 'staff.sign-in-failed',
        targetType: 'staff',
        targetId: row?.id ?? null,
        after: {
          email,
          step: 'password',
          why: row === undefined ? 'unknown e-mail' : row.disabledAt !== null ? 'disabled' : 'wrong password',
        },
        ip,
      });
      return { ok: false, reason: 'bad-credentials' };
    }
    const challenge = newOpaqueToken(this.options.randomBytes);
    const expiresAt = new Date(now.getTime() + ADMIN_CHALLENGE_SECONDS * 1000);
    await this.db
      .insert(staffSignInChallenges)
      .values({ tokenHash: tokenHash(challenge), staffId: row.id, expiresAt, createdAt: now });
    return { ok: true, challenge, expiresAt };
  }

  async twoFactor(challenge: string, code: string, ip: string, now: Date): Promise<TwoFactorResult> {
    const perIp = refused(await this.options.limiter.hit(ADMIN_RATE_RULES.codePerIp, addressBlock(ip), now));
    if (perIp !== null) return perIp;
    const [found] = await this.db
      .select({ challenge: staffSignInChallenges, staff })
      .from(staffSignInChallenges)
      .innerJoin(staff, eq(staff.id, staffSignInChallenges.staffId))
      .where(eq(staffSignInChallenges.tokenHash, tokenHash(challenge)));
    if (
      found === undefined ||
      found.challenge.usedAt !== null ||
      found.challenge.expiresAt.getTime() <= now.getTime() ||
      found.staff.disabledAt !== null
    )
      return { ok: false, reason: 'expired' };
    const member = found.staff;
    const perStaff = refused(
      await this.options.limiter.check(ADMIN_RATE_RULES.codePerStaff, String(member.id), now),
    );
    if (perStaff !== null) return perStaff;

    const secret = open(this.options.dataKey, member.totpSecretSealed, totpSealContext(member.email));
    const digits = code.replace(/\s/g, '');
    const step = /^\d{6}$/.test(digits) ? totpStep(secret, digits, now) : null;
    const result = await this.db.transaction(async (tx) => {
      let accepted = false;
      if (step !== null) {
        // Taken only if later than the last code used: a code (or an older one) works once.
        const taken = await tx
          .update(staff)
          .set({ totpLastStep: step })
          .where(
            and(
              eq(staff.id, member.id),
              sql`(${staff.totpLastStep} is null or ${staff.totpLastStep} < ${step})`,
            ),
          )
          .returning({ id: staff.id });
        accepted = taken.length > 0;
      } else if (!/^\d{6}$/.test(digits)) {
        const used = await tx
          .update(staffRecoveryCodes)
          .set({ usedAt: now })
          .where(
            and(
              eq(staffRecoveryCodes.staffId, member.id),
              eq(staffRecoveryCodes.codeHash, recoveryCodeHash(code)),
              isNull(staffRecoveryCodes.usedAt),
            ),
          )
          .returning({ id: staffRecoveryCodes.id });
        accepted = used.length > 0;
      }
      if (!accepted) return null;
      const closed = await tx
        .update(staffSignInChallenges)
        .set({ usedAt: now })
        .where(and(eq(staffSignInChallenges.id, found.challenge.id), isNull(staffSignInChallenges.usedAt)))
        .returning({ id: staffSignInChallenges.id });
      if (closed.length === 0) return null;
      const token = newOpaqueToken(this.options.randomBytes);
      const hardEnd = new Date(now.getTime() + MAX_SESSION_MS);
      const [session] = await tx
        .insert(staffSessions)
        .values({
          tokenHash: tokenHash(token),
          staffId: member.id,
          createdAt: now,
          lastSeenAt: now,
          expiresAt: hardEnd,
        })
        .returning({ id: staffSessions.id });
      if (session === undefined) throw new Error('no session row');
      await recordAudit(tx, {
        at: now,
        staffId: member.id,
        action: 'staff.sign-in',
        targetType: 'staff',
        targetId: member.id,
        after: { method: step !== null ? 'totp' : 'recovery-code' },
        ip,
      });
      return { token, sessionId: session.id, hardEnd };
    });
    if (result === null) {
      await this.options.limiter.hit(ADMIN_RATE_RULES.codePerStaff, String(member.id), now);
      await recordAudit(this.db, {
        at: now,
        staffId: member.id,
        action: 'staff.sign-in-failed',
        targetType: 'staff',
        targetId: member.id,
        after: { email: member.email, step: 'two-factor', why: 'wrong or used code' },
        ip,
      });
      return { ok: false, reason: 'bad-code' };
    }
    const [left] = await this.db
      .select({ total: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, member.id), isNull(staffRecoveryCodes.usedAt)));
    return {
      ok: true,
      token: result.token,
      recoveryCodesLeft: left?.total ?? 0,
      session: {
        sessionId: result.sessionId,
        staffId: member.id,
        email: member.email,
        name: member.name,
        role: member.role,
        expiresAt: new Date(Math.min(now.getTime() + this.idleMs, result.hardEnd.getTime())),
      },
    };
  }

  /**
   * The session of a cookie's token, or null when unknown, signed out, idle too long, past its cap or
   * its staff member disabled. A live session's idle clock restarts now.
   */
  async authenticate(token: string, now: Date): Promise<StaffSession | null> {
    const idleCutoff = new Date(now.getTime() - this.idleMs);
    const [found] = await this.db
      .update(staffSessions)
      .set({ lastSeenAt: now })
      .where(
        and(
          eq(staffSessions.tokenHash, tokenHash(token)),
          isNull(staffSessions.endedAt),
          gt(staffSessions.expiresAt, now),
          gt(staffSessions.lastSeenAt, idleCutoff),
        ),
      )
      .returning();
    if (found === undefined) return null;
    const [member] = await this.db.select().from(staff).where(eq(staff.id, found.staffId));
    if (member === undefined || member.disabledAt !== null) return null;
    return {
      sessionId: found.id,
      staffId: member.id,
      email: member.email,
      name: member.name,
      role: member.role,
      expiresAt: new Date(Math.min(now.getTime() + this.idleMs, found.expiresAt.getTime())),
    };
  }

  async signOut(session: StaffSession, ip: string, now: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(staffSessions).set({ endedAt: now }).where(eq(staffSessions.id, session.sessionId));
      await recordAudit(tx, {
        at: now,
        staffId: session.staffId,
        action: 'staff.sign-out',
        targetType: 'staff',
        targetId: session.staffId,
        ip,
      });
    });
  }
}
