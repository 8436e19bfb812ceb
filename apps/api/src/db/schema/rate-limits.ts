import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for rate limits (login, password reset), kept in the database so every
 * instance counts against the same limit. `key` names the rule and the subject ('token:ip:1.2.3.4').
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  /** Growing delays (failed logins): no attempt of this subject is taken before this moment. */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});
