import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff';

/**
 * Every staff action (issue 18): who, when, what, the target's state before and after, the reason.
 * Append-only: a trigger in migration 0007 refuses UPDATE and DELETE, so not even a bug in the API
 * can rewrite history. `staff_id` is null only for a failed sign-in with an unknown e-mail; a staff
 * row is never deleted (disabled instead), so the reference is kept (no ON DELETE).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
    ip: text('ip'),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at),
    index('audit_log_staff_idx').on(table.staffId, table.at),
    index('audit_log_target_idx').on(table.targetType, table.targetId),
  ],
);
