import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff';

/**
 * The pharmacist's sign-offs of the safety rules (issue 18): who, when, and the fingerprint (SHA-256)
 * of the generated rules document they read, so a later change to the rules shows as "not signed".
 * Rows are only added; the audit log holds the same fact with the staff member's address.
 */
export const safetySignOffs = pgTable(
  'safety_sign_offs',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id),
    fingerprint: text('fingerprint').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('safety_sign_offs_signed_at_idx').on(table.signedAt)],
);
