import { date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { customers, type MetaData } from './customers';
import { orders, type AddressBlock } from './orders';

/** A recurring plan (spec §3 Subscription). Money columns are integer cents. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** 'active' normally; 'on-hold' for trial subscriptions (spec §4). */
    status: text('status').notNull(),
    parentOrderId: integer('parent_order_id').references(() => orders.id, { onDelete: 'set null' }),
    billingPeriod: text('billing_period').notNull().default('month'),
    billingInterval: integer('billing_interval').notNull().default(1),
    startDate: date('start_date').notNull(),
    nextPaymentDate: date('next_payment_date').notNull(),
    paymentMethod: text('payment_method').notNull().default(''),
    paymentCustomerId: text('payment_customer_id'),
    paymentMethodId: text('payment_method_id'),
    totalCents: integer('total_cents').notNull(),
    totalTaxCents: integer('total_tax_cents').notNull().default(0),
    shippingTotalCents: integer('shipping_total_cents').notNull().default(0),
    shipping: jsonb('shipping').$type<AddressBlock>().notNull().default({}),
    billing: jsonb('billing').$type<AddressBlock>().notNull().default({}),
    metaData: jsonb('meta_data').$type<MetaData>().notNull().default([]),
    /** A renewal is claimed (row lock + these columns) so two instances never charge one period twice. */
    renewalClaimedAt: timestamp('renewal_claimed_at', { withTimezone: true }),
    renewalClaimedBy: text('renewal_claimed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('subscriptions_customer_idx').on(table.customerId),
    index('subscriptions_next_payment_idx').on(table.status, table.nextPaymentDate),
  ],
);

export const subscriptionLines = pgTable(
  'subscription_lines',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    quantity: integer('quantity').notNull(),
    amDose: integer('am_dose').notNull(),
    pmDose: integer('pm_dose').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (table) => [index('subscription_lines_subscription_idx').on(table.subscriptionId)],
);

export const subscriptionShippingLines = pgTable('subscription_shipping_lines', {
  id: serial('id').primaryKey(),
  subscriptionId: integer('subscription_id')
    .notNull()
    .references(() => subscriptions.id, { onDelete: 'cascade' }),
  methodId: text('method_id').notNull(),
  methodTitle: text('method_title').notNull(),
  totalCents: integer('total_cents').notNull(),
});
