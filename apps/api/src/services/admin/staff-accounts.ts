import { staffRoleSchema, type StaffRole } from '@maplepack/access';
import { type Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit';
import { staff, staffRecoveryCodes } from '../../db/schema/staff';
import { hashPassword } from '../../security/password-hash';
import { seal } from '../../security/sealed-box';
import { newTotpSecret, totpUri } from '../../security/totp';
import {
  newRecoveryCode,
  newStaffPassword,
  RECOVERY_CODE_COUNT,
  recoveryCodeHash,
} from './staff-credentials';

/** The TOTP secret's seal is bound to the staff member's e-mail, so it opens on no other row. */
export const totpSealContext = (email: string): string => `staff-totp:${email.toLowerCase()}`;

export interface NewStaff {
  email: string;
  role: StaffRole;
  name?: string;
  /** Given for the demo staff only; otherwise generated. */
  password?: string;
  totpSecret?: string;
  recoveryCodes?: string[];
}

/** What `create-staff` prints once: nothing of it can be read back later. */
export interface CreatedStaff {
  id: number;
  email: string;
  role: StaffRole;
  name: string;
  password: string;
  totp_secret: string;
  totp_uri: string;
  recovery_codes: string[];
}

export type CreateStaffResult =
  | { ok: true; staff: CreatedStaff }
  | { ok: false; reason: 'email-taken' | 'bad-role' | 'bad-email'; message: string };

/** A fresh set of one-time recovery codes (shown once, stored only as hashes). */
export const newRecoveryCodes = (randomBytes: (size: number) => Buffer): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, () => newRecoveryCode(randomBytes));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates a staff member with a password, a TOTP secret and 10 recovery codes, in one transaction
 * with its audit entry (`staff.created`, by `createdBy` or by nobody for the command line).
 */
export async function createStaff(
  db: Db,
  options: { dataKey: Buffer; randomBytes: (size: number) => Buffer; now: Date; createdBy?: number | null },
  input: NewStaff,
): Promise<CreateStaffResult> {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254)
    return { ok: false, reason: 'bad-email', message: `"${input.email}" is not an e-mail address.` };
  const role = staffRoleSchema.safeParse(input.role);
  if (!role.success)
    return {
      ok: false,
      reason: 'bad-role',
      message: `"${String(input.role)}" is not a role; roles: ${staffRoleSchema.options.join(', ')}.`,
    };
  const password = input.password ?? newStaffPassword(options.randomBytes);
  const secret = input.totpSecret ?? newTotpSecret(options.randomBytes);
  const codes = input.recoveryCodes ?? newRecoveryCodes(options.randomBytes);
  const name = input.name?.trim() || email.split('@')[0] || email;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staff)
      .values({
        email,
        name,
        role: role.data,
        passwordHash,
        totpSecretSealed: seal(options.dataKey, secret, totpSealContext(email)),
        createdAt: options.now,
      })
      .onConflictDoNothing()
      .returning({ id: staff.id });
    if (row === undefined)
      return {
        ok: false as const,
        reason: 'email-taken' as const,
        message: `A staff member with the e-mail ${email} already exists.`,
      };
    await tx
      .insert(staffRecoveryCodes)
      .values(codes.map((code) => ({ staffId: row.id, codeHash: recoveryCodeHash(code) })));
    await tx.insert(auditLog).values({
      at: options.now,
      staffId: options.createdBy ?? null,
      action: 'staff.created',
      targetType: 'staff',
      targetId: String(row.id),
      after: { email, name, role: role.data },
    });
    return {
      ok: true as const,
      staff: {
        id: row.id,
        email,
        role: role.data,
        name,
        password,
        totp_secret: secret,
        totp_uri: totpUri(secret, email),
        recovery_codes: codes,
      },
    };
  });
}
