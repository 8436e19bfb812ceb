import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { customers, type MetaData } from './customers';
import { staff } from './staff';

/** A billing or shipping block as sent with an order (spec §3 Address; address_1, address_2). */
export type AddressBlock = Record<string, string>;

/** Money columns are integer cents. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('pending'),
    currency: text('currency').notNull().default('CAD'),
    /** 'trialprogram' for trial orders. */
    campaign: text('campaign'),
    /** Lower-cased billing e-mail: guests order too, and the trial program checks it. */
    billingEmail: text('billing_email').notNull(),
    billing: jsonb('billing').$type<AddressBlock>().notNull().default({}),
    shipping: jsonb('shipping').$type<AddressBlock>().notNull().default({}),
    paymentMethod: text('payment_method').notNull().default(''),
    paymentCustomerId: text('payment_customer_id'),
    paymentMethodId: text('payment_method_id'),
    /** The provider's charge id of the last successful charge ('' while unpaid or for a $0 order). */
    transactionId: text('transaction_id').notNull().default(''),
    setPaid: boolean('set_paid').notNull().default(false),
    datePaid: timestamp('date_paid', { withTimezone: true }),
    subtotalCents: integer('subtotal_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    shippingCents: integer('shipping_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /**
     * What a change of the order added but the provider could not charge yet (under its minimum):
     * carried to the next charge on the same card, never dropped.
     */
    balanceDueCents: integer('balance_due_cents').notNull().default(0),
    /**
     * A renewal order: its subscription and billing period (YYYY-MM). One renewal order per
     * (subscription, period): the unique index below is what stops a period being charged twice.
     * The column has no foreign key (subscriptions already point at orders); a renewal order outlives
     * nothing it names.
     */
    subscriptionId: integer('subscription_id'),
    renewalPeriod: text('renewal_period'),
    /** Includes the practitioner field under key _wc_acof_4 (spec §3). */
    metaData: jsonb('meta_data').$type<MetaData>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('orders_customer_idx').on(table.customerId),
    index('orders_billing_email_idx').on(table.billingEmail),
    uniqueIndex('orders_subscription_period_unique').on(table.subscriptionId, table.renewalPeriod),
  ],
);

/** A line: quantity is am_dose + pm_dose pills a day; the doses are the line's meta (spec §3). */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    amDose: integer('am_dose').notNull(),
    pmDose: integer('pm_dose').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    subtotalCents: integer('subtotal_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
  },
  (table) => [index('order_lines_order_idx').on(table.orderId)],
);

export const orderCouponLines = pgTable('order_coupon_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  code: text('code').notNull(),
  discountType: text('discount_type').notNull(),
  discountCents: integer('discount_cents').notNull(),
});

export const orderShippingLines = pgTable('order_shipping_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** '3' for Canada Post (spec §9). */
  methodId: text('method_id').notNull(),
  methodTitle: text('method_title').notNull(),
  totalCents: integer('total_cents').notNull(),
});

export const orderTaxLines = pgTable('order_tax_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  ratePpm: integer('rate_ppm').notNull(),
  amountCents: integer('amount_cents').notNull(),
});

/**
 * Money moved by changes after payment, append-only (issue 13): `payment` is the order's original
 * payment (written when the first change comes, so refunds know what each charge paid), `charge` an
 * extra charge for a higher total, `refund` money sent back for a lower one (`chargeReference`: the
 * charge refunded), `balance-due` a difference under the provider's minimum carried to the next
 * charge. `reference` is the provider's charge or refund id.
 */
export const orderAdjustments = pgTable(
  'order_adjustments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['payment', 'charge', 'refund', 'balance-due'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    totalBeforeCents: integer('total_before_cents').notNull(),
    totalAfterCents: integer('total_after_cents').notNull(),
    reference: text('reference').notNull().default(''),
    chargeReference: text('charge_reference'),
    idempotencyKey: text('idempotency_key'),
    /** A refund made in the back office (issue 18): who made it and why; null for the customer's own changes. */
    staffId: integer('staff_id').references(() => staff.id),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_adjustments_order_idx').on(table.orderId, table.id)],
);

/** An order marked shipped in the back office (issue 18): one shipment per order. */
export const orderShipments = pgTable('order_shipments', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  carrier: text('carrier').notNull(),
  trackingNumber: text('tracking_number').notNull(),
  shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id),
});
