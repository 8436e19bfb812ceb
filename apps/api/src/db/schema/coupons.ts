import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

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
