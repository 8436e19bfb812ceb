import { type Cancellation, type LifecycleLogEntry, type OpenRenewal } from '@maplepack/subscription';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { customers, type MetaData } from './customers';
import { orders, type AddressBlock } from './orders';
import { staff } from './staff';

/** A recurring plan (spec §3 Subscription). Money columns are integer cents. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /**
     * The lifecycle status (libs/subscription): active, on-hold (a trial, or a failed renewal),
     * paused, pending-cancel, cancelled, expired.
     */
    status: text('status').notNull(),
    parentOrderId: integer('parent_order_id').references(() => orders.id, { onDelete: 'set null' }),
    billingPeriod: text('billing_period').notNull().default('month'),
    billingInterval: integer('billing_interval').notNull().default(1),
    startDate: date('start_date').notNull(),
    /** Null when nothing renews: pending-cancel, cancelled, expired, on hold after the last retry. */
    nextPaymentDate: date('next_payment_date'),
    /** Day of the month (1–31) renewals fall on, or the last day of a shorter month. */
    anchorDay: integer('anchor_day').notNull(),
    /** The last billing period (YYYY-MM) a renewal order was made for; null before the first. */
    lastRenewalPeriod: text('last_renewal_period'),
    /** The renewal under way (its order exists): period, date, failed attempts, first failure. */
    renewal: jsonb('renewal').$type<OpenRenewal>(),
    /** Why an on-hold plan is on hold: 'trial' or 'payment-failed'. */
    holdReason: text('hold_reason', { enum: ['trial', 'payment-failed'] }),
    /** The cancellation asked for (reason, note, asked on, effective on). */
    cancellation: jsonb('cancellation').$type<Cancellation>(),
    /** Whether a real card is saved (a trial has placeholder ids until the person adds one). */
    cardOnFile: boolean('card_on_file').notNull().default(true),
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

/**
 * The plan's history, append-only: who (the customer, or the shop's renewal engine) did what and
 * when, with the lifecycle before and after. `entry` is the lifecycle's log entry
 * (libs/subscription `lifecycleLogEntrySchema`) or one of the API's own kinds (plan-changed,
 * address-changed); the account page shows it through `describeLogEntry`.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    actor: text('actor', { enum: ['customer', 'shop'] }).notNull(),
    /** The customer who acted (null for the shop). */
    actorCustomerId: integer('actor_customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /**
     * The staff member who acted on the customer's behalf from the back office (issue 18), with the
     * reason they gave; null for the customer's own actions and the shop's. The lifecycle line itself
     * stays the customer's (`actor` 'customer'): the same rule ran as if they had asked.
     */
    actorStaffId: integer('actor_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffReason: text('staff_reason'),
    kind: text('kind').notNull(),
    /** The shop's day it happened on (calendar's shopDay; the lifecycle's `today`). */
    day: date('day').notNull(),
    entry: jsonb('entry').$type<LifecycleLogEntry | Record<string, unknown>>().notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('subscription_events_subscription_idx').on(table.subscriptionId, table.id)],
);
