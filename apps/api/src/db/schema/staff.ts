import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * The shop's staff (issue 18): not customers, and never in the customers table. `email` is stored
 * lower-cased and unique whatever its case. The TOTP secret is sealed with the data key
 * (security/sealed-box.ts, the row's e-mail as its context); `totp_last_step` is the 30-second step
 * of the last code accepted, so a code works once.
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: ['owner', 'support', 'fulfilment', 'catalogue', 'pharmacist'] }).notNull(),
    /** argon2id (security/password-hash.ts). */
    passwordHash: text('password_hash').notNull(),
    totpSecretSealed: text('totp_secret_sealed').notNull(),
    totpLastStep: integer('totp_last_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_email_lower_unique').on(sql`lower(${table.email})`)],
);

/** One-time recovery codes: only a SHA-256 of each is kept; `used_at` ends it. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_recovery_codes_unique').on(table.staffId, table.codeHash)],
);

/** A password that proved right, waiting (5 minutes) for its two-factor code; the token's hash only. */
export const staffSignInChallenges = pgTable(
  'staff_sign_in_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sign_in_challenges_staff_idx').on(table.staffId)],
);

/**
 * A signed-in staff session: the cookie's token is random and only its SHA-256 is kept. It ends at
 * `last_seen_at` + the idle limit, and at `expires_at` (sign-in + 12 h) whatever happens; sign-out
 * sets `ended_at`.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);
