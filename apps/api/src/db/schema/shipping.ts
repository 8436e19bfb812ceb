import { boolean, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

export const shippingZones = pgTable('shipping_zones', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  zoneOrder: integer('zone_order').notNull().default(0),
});

export const shippingZoneLocations = pgTable(
  'shipping_zone_locations',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    /** 'CA', 'CA:ON' or a postcode pattern, as WooCommerce writes zone locations. */
    code: text('code').notNull(),
    type: text('type', { enum: ['country', 'state', 'postcode'] }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.zoneId, table.code] })],
);

/**
 * A zone's method. Money settings are integer cents: `cost_cents` for Canada Post's base rate,
 * `min_amount_cents` for free shipping's threshold.
 */
export const shippingMethods = pgTable('shipping_methods', {
  instanceId: integer('instance_id').primaryKey(),
  zoneId: integer('zone_id')
    .notNull()
    .references(() => shippingZones.id, { onDelete: 'cascade' }),
  methodId: text('method_id').notNull(),
  title: text('title').notNull(),
  methodOrder: integer('method_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  costCents: integer('cost_cents'),
  minAmountCents: integer('min_amount_cents'),
});

/**
 * Postal-code surcharges: the longest `prefix` that starts the postal code wins ('' matches all).
 * `extra_fee_cents` still applies when the order ships free by threshold.
 */
export const shippingRates = pgTable('shipping_rates', {
  prefix: text('prefix').primaryKey(),
  area: text('area', { enum: ['standard', 'remote', 'northern'] }).notNull(),
  label: text('label').notNull(),
  rateCents: integer('rate_cents').notNull(),
  extraFeeCents: integer('extra_fee_cents').notNull(),
});
