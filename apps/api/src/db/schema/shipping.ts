import { boolean, date, integer, pgTable, primaryKey, serial, text, unique } from 'drizzle-orm/pg-core';

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

/**
 * Dated versions of a method's money settings (issue 18): Canada Post's `cost_cents`, free shipping's
 * `min_amount_cents`, each in force from `effective_from` to `effective_to` (both inclusive; null:
 * open), as tax rules are. Pricing reads the version in force on the order's shop day; the columns of
 * `shipping_methods` keep the seed's values and are no longer read for prices.
 */
export const shippingMethodVersions = pgTable(
  'shipping_method_versions',
  {
    id: serial('id').primaryKey(),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => shippingMethods.instanceId, { onDelete: 'cascade' }),
    costCents: integer('cost_cents'),
    minAmountCents: integer('min_amount_cents'),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
  },
  (table) => [unique('shipping_method_versions_natural_unique').on(table.instanceId, table.effectiveFrom)],
);

/**
 * Dated versions of a postal prefix's surcharge (issue 18): the rate of a code is Canada Post's cost
 * in force plus the surcharge in force for its longest prefix, and the surcharge is still charged when
 * the order ships free. `shipping_rates` keeps each prefix's area and label.
 */
export const shippingSurchargeVersions = pgTable(
  'shipping_surcharge_versions',
  {
    id: serial('id').primaryKey(),
    prefix: text('prefix')
      .notNull()
      .references(() => shippingRates.prefix, { onDelete: 'cascade' }),
    extraFeeCents: integer('extra_fee_cents').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
  },
  (table) => [unique('shipping_surcharge_versions_natural_unique').on(table.prefix, table.effectiveFrom)],
);
