import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Trial-program entries: one per lower-cased e-mail; `ordered_at` is set when the trial pack is ordered. */
export const trialProgramEntries = pgTable('trial_program_entries', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  orderedAt: timestamp('ordered_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
