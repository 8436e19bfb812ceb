import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { orders } from './orders';
import { subscriptions } from './subscriptions';

/**
 * Where a checkout attempt stands (docs/decisions.md, "Checkout"):
 * - open: nothing in flight; a first try, or after a decline (the same key may be sent again);
 * - charging: its pending order is being charged (a crash here is settled from the provider);
 * - requires_action: the bank asked the person to authenticate (3-D Secure);
 * - paid: the charge went through; the account, the order and the subscription are being finished;
 * - completed: done; the receipt is kept and answered to the same key again.
 */
export type CheckoutAttemptStatus = 'open' | 'charging' | 'requires_action' | 'paid' | 'completed';

/** The subscription a purchase starts, priced when its order was (renewal prices: no coupons). */
export interface PlannedSubscription {
  lines: {
    productId: number;
    quantity: number;
    amDose: number;
    pmDose: number;
    subtotalCents: number;
    totalCents: number;
  }[];
  shippingLine: { methodId: string; methodTitle: string; totalCents: number };
  totalTaxCents: number;
  totalCents: number;
}

/** CASL evidence of the marketing box: the exact text shown, when, and from which address. */
export interface MarketingConsent {
  text: string;
  givenAt: string;
  ip: string;
}

/**
 * One checkout attempt per Idempotency-Key (POST /api/v1/checkout). It holds the pending account
 * of a guest (names, e-mail, password hash, consent) until the charge succeeds, so an account is
 * only ever created together with its paid order and subscription. Money columns are cents.
 */
export const checkoutAttempts = pgTable(
  'checkout_attempts',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    /** The request without the password, the card and the expected total: what a retry must repeat. */
    requestHash: text('request_hash').notNull(),
    /** The signed-in caller who started the attempt; null for a guest. */
    callerId: integer('caller_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status').$type<CheckoutAttemptStatus>().notNull().default('open'),
    /** Held while a request (or the reconciliation) works on the attempt; a crash frees it when it runs out. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** A guest's new password (argon2id), until the account exists; never the password itself. */
    passwordHash: text('password_hash'),
    marketingConsent: jsonb('marketing_consent').$type<MarketingConsent>(),
    /** How many orders the attempt has tried to pay; the request is bound to its hash after the first. */
    chargeTries: integer('charge_tries').notNull().default(0),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    paymentCustomerId: text('payment_customer_id'),
    paymentMethodId: text('payment_method_id'),
    /** The card token (or PaymentMethod id) of the current try: another one after 3-D Secure is a new card. */
    cardToken: text('card_token'),
    /** The PaymentIntent waiting for 3-D Secure (Stripe pi_…, test gateway test_pi_…). */
    paymentIntentId: text('payment_intent_id'),
    chargeId: text('charge_id'),
    /** The renewal amount the person was shown (today's prices, recurring coupons), for the receipt. */
    renewalCents: integer('renewal_cents'),
    plannedSubscription: jsonb('planned_subscription').$type<PlannedSubscription>(),
    planChange: text('plan_change').$type<'replace' | 'add'>(),
    /** What the thank-you page and the e-mail show (api-contract checkoutReceiptSchema). */
    receipt: jsonb('receipt'),
    confirmationSentAt: timestamp('confirmation_sent_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('checkout_attempts_order_idx').on(table.orderId),
    index('checkout_attempts_customer_idx').on(table.customerId),
    index('checkout_attempts_status_idx').on(table.status, table.updatedAt),
  ],
);
