import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  /** The tab in French; '' falls back to `name`. */
  nameFr: text('name_fr').notNull().default(''),
  slug: text('slug').notNull().unique(),
  color: text('color').notNull(),
  /** Tab order. */
  position: integer('position').notNull(),
});

/** Money is integer cents: `price_cents` is one daily pill for a month. */
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    /** The French label's name; '' falls back to `name`. */
    nameFr: text('name_fr').notNull().default(''),
    slug: text('slug').notNull().unique(),
    status: text('status', { enum: ['publish', 'draft', 'private'] })
      .notNull()
      .default('publish'),
    priceCents: integer('price_cents').notNull(),
    stockStatus: text('stock_status', { enum: ['instock', 'outofstock', 'onbackorder'] }).notNull(),
    relatedIds: integer('related_ids').array().notNull().default([]),
    minPills: integer('min_pills').notNull(),
    maxPills: integer('max_pills').notNull(),
    standardDoseAm: integer('standard_dose_am').notNull(),
    standardDosePm: integer('standard_dose_pm').notNull(),
    manufacturer: text('manufacturer').notNull(),
    description: text('description').notNull().default(''),
    /** '' falls back to `description`. */
    descriptionFr: text('description_fr').notNull().default(''),
    npn: text('npn'),
    allergens: text('allergens').array().notNull().default([]),
    vegan: boolean('vegan').notNull().default(false),
    vegetarian: boolean('vegetarian').notNull().default(false),
    nutrients: jsonb('nutrients').$type<Record<string, number>>().notNull().default({}),
    ingredients: text('ingredients').array().notNull().default([]),
    /** Catalogue order, so lists page stably. */
    position: integer('position').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('products_status_stock_idx').on(table.status, table.stockStatus)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    /** The first category (position 0) is the product's home category. */
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.categoryId] }),
    index('product_categories_category_idx').on(table.categoryId),
  ],
);
