import { STAFF_ROLES, type StaffRole } from '@maplepack/access';
import { sql } from 'drizzle-orm';
import { type Db } from '../client';
import { staff } from '../schema/staff';
import { createStaff } from '../../services/admin/staff-accounts';
import { RECOVERY_CODE_COUNT } from '../../services/admin/staff-credentials';

/**
 * The demo staff of the embedded shop (README "Back office"): one per role, all with this password.
 * Seeded only where AppConfig.demoStaff allows it (the embedded database, never NODE_ENV=production).
 */
export const DEMO_STAFF_PASSWORD = 'maplepack-staff-demo';

/** `owner@maplepack.test` and so on. */
export const demoStaffEmail = (role: StaffRole): string => `${role}@maplepack.test`;

/**
 * Each demo staff member's TOTP secret (base32, 160 bits), documented so a developer can add it to
 * an authenticator app and the e2e tests can compute codes: MAPLEPACKDEMO + the role, padded with A.
 */
export const demoStaffTotpSecret = (role: StaffRole): string =>
  `MAPLEPACKDEMO${role.toUpperCase()}`.padEnd(32, 'A');

/** `owner-recovery-1` … `owner-recovery-10`. */
export const demoStaffRecoveryCodes = (role: StaffRole): string[] =>
  Array.from({ length: RECOVERY_CODE_COUNT }, (_, index) => `${role}-recovery-${index + 1}`);

const DEMO_NAMES: Record<StaffRole, string> = {
  owner: 'Olivia Owner',
  support: 'Sam Support',
  fulfilment: 'Felix Fulfilment',
  catalogue: 'Camille Catalogue',
  pharmacist: 'Priya Pharmacist',
};

/** Adds the demo staff who are missing (a second run hashes nothing); answers how many were added. */
export async function seedDemoStaff(
  db: Db,
  options: { dataKey: Buffer; randomBytes: (size: number) => Buffer; now: Date },
): Promise<number> {
  const existing = new Set(
    (await db.select({ email: sql<string>`lower(${staff.email})` }).from(staff)).map((row) => row.email),
  );
  let added = 0;
  for (const role of STAFF_ROLES) {
    if (existing.has(demoStaffEmail(role))) continue;
    const result = await createStaff(db, options, {
      email: demoStaffEmail(role),
      role,
      name: DEMO_NAMES[role],
      password: DEMO_STAFF_PASSWORD,
      totpSecret: demoStaffTotpSecret(role),
      recoveryCodes: demoStaffRecoveryCodes(role),
    });
    if (result.ok) added += 1;
  }
  return added;
}
