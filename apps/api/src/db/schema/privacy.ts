import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/**
 * What a customer asked under Law 25 and PIPEDA (issue 18): a download of their data (`export`,
 * completed as it is answered) or the deletion of the account (`deletion`: pending until the back
 * office runs the erasure, or withdrawn by the customer while pending). `outcome` is the erasure's
 * record of what was erased and what was kept and why (services/privacy/erase-customer.ts). The row
 * outlives the erasure: it is the shop's evidence that the request was honoured; the customer row it
 * names is anonymized, never deleted, so the reference holds.
 */
export const privacyRequests = pgTable(
  'privacy_requests',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    kind: text('kind', { enum: ['export', 'deletion'] }).notNull(),
    state: text('state', { enum: ['pending', 'withdrawn', 'completed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    outcome: jsonb('outcome').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('privacy_requests_customer_idx').on(table.customerId, table.kind),
    index('privacy_requests_state_idx').on(table.kind, table.state, table.createdAt),
  ],
);
