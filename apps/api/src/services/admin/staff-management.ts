import { type StaffRole } from '@maplepack/access';
import {
  ADMIN_ERROR_CODES,
  ADMIN_MESSAGES,
  ADMIN_STAFF_ERROR_CODES,
  ADMIN_STAFF_MESSAGES,
  checkNewPassword,
  COMMON_ERROR_CODES,
  type AdminCreateStaffRequest,
  type AdminStaffMember,
  type AdminUpdateStaffRequest,
} from '@maplepack/api-contract';
import { and, asc, eq, isNull, max, ne, sql } from 'drizzle-orm';
import QRCode from 'qrcode';
import { type Db } from '../../db/client';
import { staff, staffRecoveryCodes, staffSessions } from '../../db/schema/staff';
import { isCommonPassword } from '../../security/common-passwords';
import { hashPassword, passwordMatches } from '../../security/password-hash';
import { open, seal } from '../../security/sealed-box';
import { newTotpSecret, totpStep, totpUri } from '../../security/totp';
import { errorAnswer, type HttpAnswer } from '../http-answer';
import { type RateLimiter } from '../accounts/rate-limiter';
import { ADMIN_RATE_RULES, type StaffSession } from './admin-auth-service';
import { recordAudit } from './audit-log';
import { recoveryCodeHash } from './staff-credentials';
import { createStaff, newRecoveryCodes, totpSealContext } from './staff-accounts';

export interface StaffManagementOptions {
  dataKey: Buffer;
  randomBytes: (size: number) => Buffer;
  limiter: RateLimiter;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The otpauth:// address as an SVG QR code, drawn on the server so the admin app carries no QR library. */
export const qrSvg = (text: string): Promise<string> =>
  QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

const notFound = (): HttpAnswer =>
  errorAnswer(404, ADMIN_ERROR_CODES.notFound, ADMIN_STAFF_MESSAGES.notFound);
const lastOwner = (): HttpAnswer =>
  errorAnswer(409, ADMIN_STAFF_ERROR_CODES.lastOwner, ADMIN_STAFF_MESSAGES.lastOwner);

/**
 * Staff management for the owner (issue 18) and each staff member's own security. Secrets (passwords,
 * TOTP secrets, recovery codes) leave only in the one answer that creates them; the audit log records
 * what changed, never them. Ending sessions and the change are one transaction with the audit entry.
 */
export class StaffManagementService {
  constructor(
    private readonly db: Db,
    private readonly options: StaffManagementOptions,
  ) {}

  async list(): Promise<AdminStaffMember[]> {
    const lastSignIn = this.db
      .select({ staffId: staffSessions.staffId, at: max(staffSessions.createdAt).as('last_at') })
      .from(staffSessions)
      .groupBy(staffSessions.staffId)
      .as('last_sign_in');
    const rows = await this.db
      .select({ member: staff, lastAt: lastSignIn.at })
      .from(staff)
      .leftJoin(lastSignIn, eq(lastSignIn.staffId, staff.id))
      .orderBy(asc(staff.email));
    return rows.map((row) => this.toMember(row.member, row.lastAt));
  }

  private toMember(member: typeof staff.$inferSelect, lastAt: Date | string | null): AdminStaffMember {
    return {
      id: member.id,
      email: member.email,
      name: member.name,
      role: member.role,
      created_at: member.createdAt.toISOString(),
      last_sign_in_at: lastAt === null ? null : new Date(lastAt).toISOString(),
      disabled: member.disabledAt !== null,
    };
  }

  private async member(id: number): Promise<AdminStaffMember | undefined> {
    return (await this.list()).find((row) => row.id === id);
  }

  /** The same service as `maplepack admin create-staff`, with the QR code added to what is shown once. */
  async create(body: AdminCreateStaffRequest, by: StaffSession, now: Date): Promise<HttpAnswer> {
    const result = await createStaff(
      this.db,
      { dataKey: this.options.dataKey, randomBytes: this.options.randomBytes, now, createdBy: by.staffId },
      { email: body.email, role: body.role, ...(body.name === undefined ? {} : { name: body.name }) },
    );
    if (!result.ok)
      return result.reason === 'email-taken'
        ? errorAnswer(409, ADMIN_STAFF_ERROR_CODES.emailTaken, result.message, { field: 'email' })
        : errorAnswer(400, COMMON_ERROR_CODES.invalidRequest, result.message);
    const created = result.staff;
    const member = await this.member(created.id);
    if (member === undefined) throw new Error('created staff member not found');
    return {
      status: 201,
      body: {
        staff: member,
        password: created.password,
        totp_secret: created.totp_secret,
        totp_uri: created.totp_uri,
        totp_qr_svg: await qrSvg(created.totp_uri),
        recovery_codes: created.recovery_codes,
      },
    };
  }

  /** Is anybody but `id` an enabled owner? Locks the owners' rows, so two owners cannot demote each other at once. */
  private async anotherEnabledOwner(tx: Tx, id: number): Promise<boolean> {
    const others = await tx
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.role, 'owner'), isNull(staff.disabledAt), ne(staff.id, id)))
      .for('update');
    return others.length > 0;
  }

  private async endSessions(tx: Tx, staffId: number, now: Date, except?: number): Promise<void> {
    await tx
      .update(staffSessions)
      .set({ endedAt: now })
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          isNull(staffSessions.endedAt),
          ...(except === undefined ? [] : [ne(staffSessions.id, except)]),
        ),
      );
  }

  /** A new role and/or disabled / enabled. Disabling ends the member's sessions at once. */
  async update(
    id: number,
    body: AdminUpdateStaffRequest,
    by: StaffSession,
    ip: string,
    now: Date,
  ): Promise<HttpAnswer> {
    const outcome = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
      if (row === undefined) return notFound();
      const role: StaffRole = body.role ?? row.role;
      const disabled = body.disabled ?? row.disabledAt !== null;
      const losesOwner = row.role === 'owner' && row.disabledAt === null && (role !== 'owner' || disabled);
      if (losesOwner && !(await this.anotherEnabledOwner(tx, id))) return lastOwner();
      if (role !== row.role) {
        await tx.update(staff).set({ role }).where(eq(staff.id, id));
        await recordAudit(tx, {
          at: now,
          staffId: by.staffId,
          action: 'staff.role-changed',
          targetType: 'staff',
          targetId: id,
          before: { role: row.role },
          after: { role },
          ip,
        });
      }
      if (disabled !== (row.disabledAt !== null)) {
        await tx
          .update(staff)
          .set({ disabledAt: disabled ? now : null })
          .where(eq(staff.id, id));
        if (disabled) await this.endSessions(tx, id, now);
        await recordAudit(tx, {
          at: now,
          staffId: by.staffId,
          action: disabled ? 'staff.disabled' : 'staff.enabled',
          targetType: 'staff',
          targetId: id,
          before: { disabled: !disabled },
          after: { disabled },
          ip,
        });
      }
      return null;
    });
    if (outcome !== null) return outcome;
    return { status: 200, body: await this.member(id) };
  }

  /** A new TOTP secret and new recovery codes (the old ones stop working), shown once; their sessions end. */
  async resetTwoFactor(id: number, by: StaffSession, ip: string, now: Date): Promise<HttpAnswer> {
    const secret = newTotpSecret(this.options.randomBytes);
    const codes = newRecoveryCodes(this.options.randomBytes);
    const email = await this.db.transaction(async (tx) => {
      const [row] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
      if (row === undefined) return null;
      await tx
        .update(staff)
        .set({
          totpSecretSealed: seal(this.options.dataKey, secret, totpSealContext(row.email)),
          totpLastStep: null,
        })
        .where(eq(staff.id, id));
      await this.replaceRecoveryCodes(tx, id, codes);
      await this.endSessions(tx, id, now);
      await recordAudit(tx, {
        at: now,
        staffId: by.staffId,
        action: 'staff.two-factor-reset',
        targetType: 'staff',
        targetId: id,
        ip,
      });
      return row.email;
    });
    if (email === null) return notFound();
    const uri = totpUri(secret, email);
    return {
      status: 200,
      body: {
        staff: await this.member(id),
        totp_secret: secret,
        totp_uri: uri,
        totp_qr_svg: await qrSvg(uri),
        recovery_codes: codes,
      },
    };
  }

  private async replaceRecoveryCodes(tx: Tx, staffId: number, codes: string[]): Promise<void> {
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((code) => ({ staffId, codeHash: recoveryCodeHash(code) })));
  }

  /**
   * My security's checks of my password and app code count against the sign-in's per-staff limit
   * (5 wrong in 15 minutes): a session left open must not become a way to guess the password.
   */
  private async limited(staffId: number, now: Date): Promise<HttpAnswer | null> {
    const check = await this.options.limiter.check(ADMIN_RATE_RULES.codePerStaff, String(staffId), now);
    if (check.ok) return null;
    return {
      ...errorAnswer(429, ADMIN_ERROR_CODES.rateLimited, ADMIN_MESSAGES.rateLimited),
      retryAfterSeconds: check.retryAfterSeconds,
    } as HttpAnswer;
  }

  private async wrong(staffId: number, now: Date, answer: HttpAnswer): Promise<HttpAnswer> {
    await this.options.limiter.hit(ADMIN_RATE_RULES.codePerStaff, String(staffId), now);
    return answer;
  }

  private async row(staffId: number) {
    const [row] = await this.db.select().from(staff).where(eq(staff.id, staffId));
    if (row === undefined) throw new Error('signed-in staff member not found');
    return row;
  }

  /** My own password: the current one, then the storefront's rules; my other sessions end. */
  async changeOwnPassword(
    me: StaffSession,
    currentPassword: string,
    newPassword: string,
    ip: string,
    now: Date,
  ): Promise<HttpAnswer> {
    const refused = await this.limited(me.staffId, now);
    if (refused !== null) return refused;
    const row = await this.row(me.staffId);
    if (!(await passwordMatches(row.passwordHash, currentPassword)))
      return this.wrong(
        me.staffId,
        now,
        errorAnswer(400, ADMIN_STAFF_ERROR_CODES.badPassword, ADMIN_STAFF_MESSAGES.badPassword, {
          field: 'current_password',
        }),
      );
    const strength = checkNewPassword(newPassword, { email: row.email, isCommon: isCommonPassword });
    if (!strength.ok)
      return errorAnswer(400, ADMIN_STAFF_ERROR_CODES.weakPassword, strength.message, {
        field: 'new_password',
      });
    const passwordHash = await hashPassword(newPassword);
    await this.db.transaction(async (tx) => {
      await tx.update(staff).set({ passwordHash }).where(eq(staff.id, me.staffId));
      await this.endSessions(tx, me.staffId, now, me.sessionId);
      await recordAudit(tx, {
        at: now,
        staffId: me.staffId,
        action: 'staff.password-changed',
        targetType: 'staff',
        targetId: me.staffId,
        ip,
      });
    });
    return { status: 200, body: { status: 200, message: ADMIN_STAFF_MESSAGES.passwordChanged } };
  }

  async recoveryCodesLeft(staffId: number): Promise<number> {
    const [left] = await this.db
      .select({ total: sql<number>`count(*)::int` })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
    return left?.total ?? 0;
  }

  /** A new set of my recovery codes (the old ones stop working): my password and a TOTP code first. */
  async renewRecoveryCodes(
    me: StaffSession,
    currentPassword: string,
    code: string,
    ip: string,
    now: Date,
  ): Promise<HttpAnswer> {
    const refused = await this.limited(me.staffId, now);
    if (refused !== null) return refused;
    const row = await this.row(me.staffId);
    if (!(await passwordMatches(row.passwordHash, currentPassword)))
      return this.wrong(
        me.staffId,
        now,
        errorAnswer(400, ADMIN_STAFF_ERROR_CODES.badPassword, ADMIN_STAFF_MESSAGES.badPassword, {
          field: 'current_password',
        }),
      );
    const secret = open(this.options.dataKey, row.totpSecretSealed, totpSealContext(row.email));
    const step = totpStep(secret, code, now);
    const codes = newRecoveryCodes(this.options.randomBytes);
    const done = await this.db.transaction(async (tx) => {
      if (step === null) return false;
      // As at sign-in: a code works once.
      const taken = await tx
        .update(staff)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(staff.id, me.staffId),
            sql`(${staff.totpLastStep} is null or ${staff.totpLastStep} < ${step})`,
          ),
        )
        .returning({ id: staff.id });
      if (taken.length === 0) return false;
      await this.replaceRecoveryCodes(tx, me.staffId, codes);
      await recordAudit(tx, {
        at: now,
        staffId: me.staffId,
        action: 'staff.recovery-codes-renewed',
        targetType: 'staff',
        targetId: me.staffId,
        ip,
      });
      return true;
    });
    if (!done)
      return this.wrong(
        me.staffId,
        now,
        errorAnswer(400, ADMIN_STAFF_ERROR_CODES.badCode, ADMIN_STAFF_MESSAGES.badCode, { field: 'code' }),
      );
    return { status: 200, body: { recovery_codes: codes } };
  }
}
