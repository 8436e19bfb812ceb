import { jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Content pages: the fields of each page live in `acf` (spec §3), as the headless backend kept them. */
export const contentPages = pgTable('content_pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  acf: jsonb('acf').$type<Record<string, unknown>>().notNull(),
  /** The page in French; null until it is written, and then the English is shown. */
  titleFr: text('title_fr'),
  acfFr: jsonb('acf_fr').$type<Record<string, unknown>>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
