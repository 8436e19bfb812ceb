import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { customers } from './customers';
import { orders } from './orders';

/**
 * A coupon. Percent types keep an exact rate in ppm (10% = 100000); the others an amount in cents.
 * Codes are stored lower-case: they compare case-insensitively (spec §4).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    description: text('description').notNull().default(''),
    discountType: text('discount_type', {
      enum: ['fixed_cart', 'percent', 'fixed_product', 'store_credit', 'recurring_fee', 'recurring_percent'],
    }).notNull(),
    ratePpm: integer('rate_ppm'),
    amountCents: integer('amount_cents'),
    freeShipping: boolean('free_shipping').notNull().default(false),
    individualUse: boolean('individual_use').notNull().default(false),
    productIds: integer('product_ids').array().notNull().default([]),
    excludedProductIds: integer('excluded_product_ids').array().notNull().default([]),
    productCategories: integer('product_categories').array().notNull().default([]),
    excludedProductCategories: integer('excluded_product_categories').array().notNull().default([]),
    /** Lower-cased e-mails or '*@domain' patterns; empty: anyone. */
    emailRestrictions: text('email_restrictions').array().notNull().default([]),
    minimumAmountCents: integer('minimum_amount_cents'),
    maximumAmountCents: integer('maximum_amount_cents'),
    usageLimit: integer('usage_limit'),
    usageCount: integer('usage_count').notNull().default(0),
    /** Uses allowed per customer (signed-in account or billing e-mail); null: no per-customer limit. */
    usageLimitPerUser: integer('usage_limit_per_user'),
    dateExpires: timestamp('date_expires', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'coupons_amount_kind',
      sql`(${table.discountType} in ('percent', 'recurring_percent')) = (${table.ratePpm} is not null and ${table.amountCents} is null)`,
    ),
  ],
);

/**
 * One row per coupon applied to a placed order: `coupons.usage_count` is its count, kept in the
 * same transaction, and the per-customer limit counts the rows of one account or e-mail. A row is
 * removed (and the count lowered) when the order's payment fails or the order is cancelled unpaid.
 */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Lower-cased e-mail of the order (the account's for signed-in customers). */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('coupon_usages_coupon_order_unique').on(table.couponId, table.orderId),
    index('coupon_usages_coupon_email_idx').on(table.couponId, table.email),
    index('coupon_usages_coupon_customer_idx').on(table.couponId, table.customerId),
  ],
);
