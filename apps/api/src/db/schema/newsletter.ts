import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The local mailing list (Mailchimp's shape: status, merge fields, tags). */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  status: text('status', { enum: ['subscribed', 'unsubscribed', 'pending', 'cleaned'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Merge fields such as NAME and SURVEYDATE (YYYY-MM-DD). */
export const newsletterFields = pgTable(
  'newsletter_fields',
  {
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.subscriberId, table.name] })],
);

/** Tags such as 'Survey Started', 'Survey Completed' and '@survey/…', active or inactive. */
export const newsletterTags = pgTable(
  'newsletter_tags',
  {
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['active', 'inactive'] }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subscriberId, table.name] })],
);

/**
 * CASL consent records: when consent was given, how (the form or step), and the exact text shown.
 * Rows are appended, never edited, so the record of what a person agreed to stays intact.
 */
export const newsletterConsents = pgTable(
  'newsletter_consents',
  {
    id: serial('id').primaryKey(),
    subscriberId: integer('subscriber_id')
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['express', 'implied', 'withdrawn'] }).notNull(),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    method: text('method').notNull(),
    consentText: text('consent_text').notNull(),
    source: text('source').notNull().default(''),
    /** The address the request came from (CASL: evidence of who gave consent); null when unknown. */
    ip: text('ip'),
  },
  (table) => [index('newsletter_consents_subscriber_idx').on(table.subscriberId)],
);

/** What a guest agreed to when asking to subscribe, kept until the link in the e-mail is followed. */
export interface PendingConsent {
  method: string;
  consentText: string;
  source: string;
  ip: string | null;
}

/**
 * Double opt-in: a guest's subscription waits here until the link e-mailed to the address is
 * followed; only then is the subscriber written, with the consent record (text, time). Only a hash
 * of the link's token is stored.
 */
export const mailingConfirmations = pgTable(
  'mailing_confirmations',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    name: text('name'),
    mergeFields: jsonb('merge_fields').$type<Record<string, string>>().notNull().default({}),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    consent: jsonb('consent').$type<PendingConsent>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  (table) => [index('mailing_confirmations_email_idx').on(table.email)],
);
