import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Idempotency keys for unsafe requests (orders, payments): the first request with a key stores
 * its answer; a retry with the same key and body gets the same answer instead of a second charge.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The route, e.g. 'POST /api/v1/orders'. */
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    /** Set while the first request runs; a concurrent retry waits or is refused until then. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);
