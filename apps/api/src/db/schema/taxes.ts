import { boolean, date, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

/**
 * A tax rule (spec §3) with the days it is in force, both inclusive; `effective_to` null is open.
 * The rate is exact ppm of the amount (13% = 130000), never a float.
 */
export const taxRules = pgTable(
  'tax_rules',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull().default(''),
    state: text('state').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    city: text('city').notNull().default(''),
    ratePpm: integer('rate_ppm').notNull(),
    name: text('name').notNull(),
    priority: integer('priority').notNull().default(1),
    compound: boolean('compound').notNull().default(false),
    shipping: boolean('shipping').notNull().default(true),
    ruleOrder: integer('rule_order').notNull().default(0),
    taxClass: text('tax_class').notNull().default('standard'),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
  },
  // The seed's natural key: seeding twice inserts nothing.
  (table) => [
    unique('tax_rules_natural_unique').on(
      table.country,
      table.state,
      table.postcode,
      table.city,
      table.name,
      table.effectiveFrom,
    ),
  ],
);
