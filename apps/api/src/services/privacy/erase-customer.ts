import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { type MailingList } from '../../adapters/mailing-list/interface';
import { subscriberHash } from '../../adapters/mailing-list/subscriber-hash';
import { type Db } from '../../db/client';
import { checkoutAttempts } from '../../db/schema/checkout';
import { couponUsages } from '../../db/schema/coupons';
import { addresses, customers, emailChangeUndos, passwordResetKeys } from '../../db/schema/customers';
import { mailingConfirmations } from '../../db/schema/newsletter';
import { orders } from '../../db/schema/orders';
import { outboxEmails } from '../../db/schema/outbox';
import { paymentCustomers, paymentMethods } from '../../db/schema/payments';
import { privacyRequests } from '../../db/schema/privacy';
import { subscriptions } from '../../db/schema/subscriptions';
import { surveySubmissions } from '../../db/schema/survey';
import { trialProgramEntries } from '../../db/schema/trial-program';
import {
  ERASED_NAME,
  LIVE_PLAN_STATUSES,
  OPEN_ORDER_STATUSES,
  RETENTION_RULES,
  TAX_REASON,
  anonymizedAddress,
  erasedEmail,
  erasedUsername,
  isErasedEmail,
  keptUntil,
} from './retention-rules';

/** One line of the record: what, how many rows, why (the reason of its rule). */
export interface ErasureLine {
  what: string;
  rows: number;
  reason: string;
  /** For kept records: the last day they must be held (YYYY-MM-DD). */
  until?: string;
}

/**
 * What the erasure did, for the audit log (a plain JSON object the back office stores as is).
 * A second run over the same request finds nothing more to do: every count is 0.
 */
export interface ErasureRecord {
  customer_id: number;
  request_id: number;
  erased_at: string;
  /** True when the request was already completed before this run (the record then says what was left). */
  repeated: boolean;
  erased: ErasureLine[];
  kept: ErasureLine[];
}

export type ErasureResult =
  | { ok: true; record: ErasureRecord }
  | {
      ok: false;
      code:
        | 'privacy.request-not-found'
        | 'privacy.request-withdrawn'
        | 'privacy.active-subscription'
        | 'privacy.open-order';
      message: string;
    };

export interface ErasureDependencies {
  /** The mailing list on this transaction (the local list writes through it; Mailchimp ignores it). */
  mailingListOn: (tx: Db) => MailingList;
}

const reasonOf = (field: string): string =>
  RETENTION_RULES.find((rule) => rule.field === field)?.reason ?? '';

/**
 * Erases or anonymizes a customer's personal and health data for their deletion request, keeping
 * what tax law requires of their orders (services/privacy/retention-rules.ts says what and why).
 * Run it inside one transaction: a failure leaves everything as it was. Refuses while a plan can
 * still renew or an order is still to be shipped (its address is needed). Idempotent.
 */
export async function eraseCustomer(
  tx: Db,
  input: { customerId: number; requestId: number; now: Date },
  deps: ErasureDependencies,
): Promise<ErasureResult> {
  const { customerId, requestId, now } = input;
  const [request] = await tx
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.id, requestId))
    .for('update');
  if (request === undefined || request.customerId !== customerId || request.kind !== 'deletion')
    return { ok: false, code: 'privacy.request-not-found', message: 'No deletion request of this customer.' };
  if (request.state === 'withdrawn')
    return { ok: false, code: 'privacy.request-withdrawn', message: 'The customer withdrew this request.' };
  const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
  if (customer === undefined)
    return { ok: false, code: 'privacy.request-not-found', message: 'No deletion request of this customer.' };

  const livePlans = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.customerId, customerId), inArray(subscriptions.status, [...LIVE_PLAN_STATUSES])),
    );
  if (livePlans.length > 0)
    return {
      ok: false,
      code: 'privacy.active-subscription',
      message: `Subscription ${livePlans.map((plan) => plan.id).join(', ')} can still renew: cancel it first.`,
    };
  const customerOrders = await tx.select().from(orders).where(eq(orders.customerId, customerId));
  const open = customerOrders.filter((order) => OPEN_ORDER_STATUSES.includes(order.status));
  if (open.length > 0)
    return {
      ok: false,
      code: 'privacy.open-order',
      message: `Order ${open.map((order) => order.id).join(', ')} is not finished: its address is needed until it ships.`,
    };

  const placeholder = erasedEmail(customerId);
  const email = customer.email;
  const erased: ErasureLine[] = [];
  const line = (what: string, rows: number, field = what) =>
    erased.push({ what, rows, reason: reasonOf(field) });
  const count = (rows: unknown[]) => rows.length;

  line(
    'survey_submissions',
    count(
      await tx
        .delete(surveySubmissions)
        .where(eq(surveySubmissions.customerId, customerId))
        .returning({ id: surveySubmissions.id }),
    ),
  );
  line(
    'addresses',
    count(
      await tx.delete(addresses).where(eq(addresses.customerId, customerId)).returning({ id: addresses.id }),
    ),
  );
  line(
    'password_reset_keys',
    count(
      await tx
        .delete(passwordResetKeys)
        .where(eq(passwordResetKeys.customerId, customerId))
        .returning({ id: passwordResetKeys.id }),
    ),
  );
  line(
    'email_change_undos',
    count(
      await tx
        .delete(emailChangeUndos)
        .where(eq(emailChangeUndos.customerId, customerId))
        .returning({ id: emailChangeUndos.id }),
    ),
  );
  const onList = isErasedEmail(email) ? false : await deps.mailingListOn(tx).remove(subscriberHash(email));
  line('mailing_list.member', onList ? 1 : 0);
  line(
    'mailing_confirmations',
    count(
      await tx
        .delete(mailingConfirmations)
        .where(eq(mailingConfirmations.email, email))
        .returning({ id: mailingConfirmations.id }),
    ),
  );
  line(
    'subscriptions',
    count(
      await tx
        .delete(subscriptions)
        .where(eq(subscriptions.customerId, customerId))
        .returning({ id: subscriptions.id }),
    ),
  );
  const payers = await tx
    .select({ id: paymentCustomers.id })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.customerId, customerId));
  const payerIds = payers.map((payer) => payer.id);
  line(
    'payment_methods',
    payerIds.length === 0
      ? 0
      : count(
          await tx
            .delete(paymentMethods)
            .where(inArray(paymentMethods.paymentCustomerId, payerIds))
            .returning({ id: paymentMethods.id }),
        ),
  );
  line(
    'payment_customers.email',
    count(
      await tx
        .update(paymentCustomers)
        .set({ email: placeholder })
        .where(and(eq(paymentCustomers.customerId, customerId), ne(paymentCustomers.email, placeholder)))
        .returning({ id: paymentCustomers.id }),
    ),
  );
  line(
    'checkout_attempts',
    count(
      await tx
        .delete(checkoutAttempts)
        .where(or(eq(checkoutAttempts.customerId, customerId), eq(checkoutAttempts.callerId, customerId)))
        .returning({ id: checkoutAttempts.id }),
    ),
  );
  line(
    'outbox_emails',
    count(
      await tx
        .delete(outboxEmails)
        .where(or(eq(outboxEmails.customerId, customerId), eq(outboxEmails.recipient, email)))
        .returning({ id: outboxEmails.id }),
    ),
  );
  line(
    'coupon_usages.email',
    count(
      await tx
        .update(couponUsages)
        .set({ email: placeholder })
        .where(and(eq(couponUsages.customerId, customerId), ne(couponUsages.email, placeholder)))
        .returning({ id: couponUsages.id }),
    ),
  );
  line(
    'trial_program_entries.email',
    isErasedEmail(email)
      ? 0
      : count(
          await tx
            .update(trialProgramEntries)
            .set({ email: placeholder })
            .where(eq(trialProgramEntries.email, email))
            .returning({ id: trialProgramEntries.id }),
        ),
  );

  let ordersChanged = 0;
  for (const order of customerOrders) {
    const billing = anonymizedAddress(order.billing);
    const shipping = anonymizedAddress(order.shipping);
    const unchanged =
      JSON.stringify(billing) === JSON.stringify(order.billing) &&
      JSON.stringify(shipping) === JSON.stringify(order.shipping) &&
      order.billingEmail === placeholder &&
      order.paymentCustomerId === null &&
      order.paymentMethodId === null &&
      order.metaData.length === 0;
    if (unchanged) continue;
    await tx
      .update(orders)
      .set({
        billing,
        shipping,
        billingEmail: placeholder,
        paymentCustomerId: null,
        paymentMethodId: null,
        metaData: [],
      })
      .where(eq(orders.id, order.id));
    ordersChanged += 1;
  }
  line('orders.billing', ordersChanged);
  line('orders.shipping', ordersChanged);
  line('orders.billing_email', ordersChanged);
  line('orders.payment_customer_id', ordersChanged);
  line('orders.payment_method_id', ordersChanged);
  line('orders.meta_data', ordersChanged);

  const profile = isErasedEmail(email)
    ? []
    : await tx
        .update(customers)
        .set({
          firstName: ERASED_NAME,
          lastName: '',
          email: placeholder,
          username: erasedUsername(customerId),
          passwordHash: '',
          tokenVersion: sql`${customers.tokenVersion} + 1`,
          metaData: [],
          surveyId: null,
          updatedAt: now,
        })
        .where(eq(customers.id, customerId))
        .returning({ id: customers.id });
  for (const field of [
    'first_name',
    'last_name',
    'email',
    'username',
    'password_hash',
    'token_version',
    'meta_data',
    'survey_id',
  ])
    line(`customers.${field}`, profile.length);

  const latest = customerOrders.reduce<Date | null>(
    (last, order) => (last === null || order.createdAt > last ? order.createdAt : last),
    null,
  );
  const until = latest === null ? undefined : keptUntil(latest);
  const kept: ErasureLine[] = [
    {
      what: 'orders (number, dates, status, lines, coupons, shipping, taxes, amounts, payments and refunds, charge reference)',
      rows: customerOrders.length,
      reason: TAX_REASON,
      ...(until === undefined ? {} : { until }),
    },
    {
      what: 'orders.billing and orders.shipping: province and country',
      rows: customerOrders.length,
      reason: reasonOf('orders.billing.state'),
      ...(until === undefined ? {} : { until }),
    },
    { what: 'customers row (id, language, dates), anonymized', rows: 1, reason: reasonOf('customers.id') },
    { what: 'privacy_requests', rows: 1, reason: reasonOf('privacy_requests') },
  ];
  const record: ErasureRecord = {
    customer_id: customerId,
    request_id: requestId,
    erased_at: now.toISOString(),
    repeated: request.state === 'completed',
    erased,
    kept,
  };
  if (request.state === 'pending')
    await tx
      .update(privacyRequests)
      .set({ state: 'completed', completedAt: now, outcome: record as unknown as Record<string, unknown> })
      .where(eq(privacyRequests.id, requestId));
  return { ok: true, record };
}
