import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff';

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

/**
 * Every save of a page from the back office, one language at a time (issue 18): the history a page
 * shows and what "Restore this version" puts back. Rows are never changed; a restore adds one.
 */
export const contentPageVersions = pgTable(
  'content_page_versions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => contentPages.id, { onDelete: 'cascade' }),
    language: text('language', { enum: ['en', 'fr'] }).notNull(),
    title: text('title').notNull(),
    content: jsonb('content').$type<Record<string, unknown>>().notNull(),
    /** Null once the staff account is gone; the audit log still names who saved. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('content_page_versions_page_idx').on(table.pageId, table.savedAt)],
);
