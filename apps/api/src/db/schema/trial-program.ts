import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** Trial-program entries: one per lower-cased e-mail; `ordered_at` is set when the trial order is placed. */
export const trialProgramEntries = pgTable('trial_program_entries', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  orderedAt: timestamp('ordered_at', { withTimezone: true }),
  /** The trial order that used the trial; marked in the same transaction that stores the order. */
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
