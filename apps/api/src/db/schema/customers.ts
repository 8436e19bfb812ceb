import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';

export type MetaData = { key: string; value: unknown }[];

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  /** Lower-cased on write, so one person is one row. */
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** First name, last name and a 5-character random string (spec §3). */
  username: text('username').notNull().unique(),
  /** argon2id hash; the password itself is never stored or logged. */
  passwordHash: text('password_hash').notNull(),
  /** The latest survey submission of this customer. */
  surveyId: text('survey_id'),
  metaData: jsonb('meta_data').$type<MetaData>().notNull().default([]),
  /** Signed into every token; raising it (logout, password change) revokes all earlier tokens. */
  tokenVersion: integer('token_version').notNull().default(0),
  /** The language of the customer's e-mails (issue 16); accounts made before it read English. */
  language: text('language', { enum: ['en', 'fr'] })
    .notNull()
    .default('en'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One billing and one shipping address per customer; country is always CA (spec §3). */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['billing', 'shipping'] }).notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    address1: text('address_1').notNull().default(''),
    address2: text('address_2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    country: text('country').notNull().default('CA'),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
  },
  (table) => [unique('addresses_customer_kind_unique').on(table.customerId, table.kind)],
);

/** Password-reset keys: only a hash of the key is kept; a key works once and until it expires. */
export const passwordResetKeys = pgTable(
  'password_reset_keys',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_keys_customer_idx').on(table.customerId)],
);

/**
 * An e-mail change can be undone from a link sent to the old address (a stolen session must not
 * become a permanent takeover). Only a hash of the link's key is kept; a key works once.
 */
export const emailChangeUndos = pgTable(
  'email_change_undos',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull().unique(),
    oldEmail: text('old_email').notNull(),
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('email_change_undos_customer_idx').on(table.customerId)],
);
