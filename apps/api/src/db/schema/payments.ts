import { boolean, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** The card provider's customer (Stripe, or the built-in test gateway). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    provider: text('provider', { enum: ['test', 'stripe'] }).notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('payment_customers_provider_unique').on(table.provider, table.providerCustomerId),
    index('payment_customers_customer_idx').on(table.customerId),
  ],
);

/** A saved card: only the provider's id and what a person needs to recognise it; never the number. */
export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  paymentCustomerId: integer('payment_customer_id')
    .notNull()
    .references(() => paymentCustomers.id, { onDelete: 'cascade' }),
  providerMethodId: text('provider_method_id').notNull().unique(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
