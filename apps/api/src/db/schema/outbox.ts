import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * E-mails waiting to be sent, written in the same transaction as the change that causes them (the
 * outbox pattern): a crash before the commit loses both, a crash after it loses neither. `key` names
 * the e-mail once (e.g. `reminder:12:2026-01`), so a pass that runs twice queues it once.
 */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    kind: text('kind').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** Set by the sender that took the e-mail; another sender takes it only after the lease ran out. */
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_emails_unsent_idx').on(table.sentAt, table.id)],
);

/**
 * Stripe events already applied: a webhook delivered twice (Stripe retries until it gets a 2xx) is
 * applied once.
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
