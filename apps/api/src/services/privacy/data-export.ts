import { dataExportSchema, type DataExport, type PrivacyRequest } from '@maplepack/api-contract';
import { toDecimalString } from '@maplepack/pricing';
import { asc, eq, inArray, or } from 'drizzle-orm';
import { type MailingList } from '../../adapters/mailing-list/interface';
import { subscriberHash } from '../../adapters/mailing-list/subscriber-hash';
import { type Db } from '../../db/client';
import { checkoutAttempts } from '../../db/schema/checkout';
import { addresses, customers } from '../../db/schema/customers';
import { newsletterConsents, newsletterSubscribers } from '../../db/schema/newsletter';
import {
  orderAdjustments,
  orderCouponLines,
  orderLines,
  orderShippingLines,
  orders,
  orderTaxLines,
} from '../../db/schema/orders';
import { outboxEmails } from '../../db/schema/outbox';
import { paymentCustomers, paymentMethods } from '../../db/schema/payments';
import { privacyRequests } from '../../db/schema/privacy';
import { subscriptionEvents, subscriptionLines, subscriptions } from '../../db/schema/subscriptions';
import { surveySubmissions } from '../../db/schema/survey';
import { frenchTypography } from '../../i18n/french-typography';
import { open } from '../../security/sealed-box';

const iso = (date: Date): string => date.toISOString();
const money = toDecimalString;

/** Groups rows by a key, for the one-query-per-table reads below. */
function byKey<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row)) ?? [];
    list.push(row);
    groups.set(key(row), list);
  }
  return groups;
}

/** What the file holds and leaves out, in the customer's language (`customers.language`). */
export const EXPORT_NOTES: Readonly<Record<'en' | 'fr', readonly string[]>> = {
  en: [
    'This file holds everything Maplepack stores about your account, as of the time it was made.',
    'Card numbers are never stored by Maplepack: the card processor keeps them. Saved cards appear by brand, last 4 digits and expiry only.',
    'Help-widget messages are not stored by the shop: they go to the shop team as e-mails, and you have a copy of what you wrote.',
    'Health assessment answers are shown as you gave them; they are stored encrypted and seen only by you and, when needed, the shop pharmacist.',
  ],
  fr: [
    'Ce fichier contient tout ce que Maplepack conserve sur votre compte, au moment où il a été créé.',
    'Maplepack ne conserve jamais les numéros de carte : le processeur de paiement les garde. Les cartes enregistrées figurent seulement par marque, 4 derniers chiffres et date d’expiration.',
    'Les messages du widget d’aide ne sont pas conservés par la boutique : ils parviennent à l’équipe par courriel, et vous avez une copie de ce que vous avez écrit.',
    'Les réponses au questionnaire santé figurent telles que vous les avez données; elles sont chiffrées et vues seulement par vous et, au besoin, par le pharmacien de la boutique.',
  ],
};

export interface DataExportDependencies {
  dataKey: Buffer;
  mailingList: MailingList;
}

/**
 * Everything the shop holds about one customer (GET /account/data-export), read by their id only:
 * every query is bound to the customer's id (or their payment customers and plans, found by it),
 * never to an e-mail another account could share. No password hash, token, reset key, provider id
 * or card number is read into it. The answer is parsed with the strict contract schema before it
 * leaves, so a field nobody described cannot slip out.
 */
export async function buildDataExport(
  db: Db,
  customerId: number,
  now: Date,
  deps: DataExportDependencies,
): Promise<DataExport | undefined> {
  const [customer] = await db.select().from(customers).where(eq(customers.id, customerId));
  if (customer === undefined) return undefined;

  const addressRows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.kind));

  const member = await deps.mailingList.findById(subscriberHash(customer.email));
  const [localMember] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, customer.email));
  const consentRows =
    localMember === undefined
      ? []
      : await db
          .select()
          .from(newsletterConsents)
          .where(eq(newsletterConsents.subscriberId, localMember.id))
          .orderBy(asc(newsletterConsents.id));
  const attempts = await db
    .select({ consent: checkoutAttempts.marketingConsent })
    .from(checkoutAttempts)
    .where(or(eq(checkoutAttempts.customerId, customerId), eq(checkoutAttempts.callerId, customerId)))
    .orderBy(asc(checkoutAttempts.id));

  const orderRows = await db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(asc(orders.id));
  const orderIds = orderRows.map((order) => order.id);
  const within = <T>(ids: number[], read: () => Promise<T[]>): Promise<T[]> =>
    ids.length === 0 ? Promise.resolve([]) : read();
  const lines = byKey(
    await within(orderIds, () =>
      db.select().from(orderLines).where(inArray(orderLines.orderId, orderIds)).orderBy(asc(orderLines.id)),
    ),
    (row) => row.orderId,
  );
  const coupons = byKey(
    await within(orderIds, () =>
      db.select().from(orderCouponLines).where(inArray(orderCouponLines.orderId, orderIds)),
    ),
    (row) => row.orderId,
  );
  const shippingLines = byKey(
    await within(orderIds, () =>
      db.select().from(orderShippingLines).where(inArray(orderShippingLines.orderId, orderIds)),
    ),
    (row) => row.orderId,
  );
  const taxLines = byKey(
    await within(orderIds, () =>
      db.select().from(orderTaxLines).where(inArray(orderTaxLines.orderId, orderIds)),
    ),
    (row) => row.orderId,
  );
  const payments = byKey(
    await within(orderIds, () =>
      db
        .select()
        .from(orderAdjustments)
        .where(inArray(orderAdjustments.orderId, orderIds))
        .orderBy(asc(orderAdjustments.id)),
    ),
    (row) => row.orderId,
  );

  const payers = await db
    .select({ id: paymentCustomers.id })
    .from(paymentCustomers)
    .where(eq(paymentCustomers.customerId, customerId));
  const payerIds = payers.map((payer) => payer.id);
  const cards = await within(payerIds, () =>
    db
      .select()
      .from(paymentMethods)
      .where(inArray(paymentMethods.paymentCustomerId, payerIds))
      .orderBy(asc(paymentMethods.id)),
  );

  const planRows = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.customerId, customerId))
    .orderBy(asc(subscriptions.id));
  const planIds = planRows.map((plan) => plan.id);
  const planLines = byKey(
    await within(planIds, () =>
      db
        .select()
        .from(subscriptionLines)
        .where(inArray(subscriptionLines.subscriptionId, planIds))
        .orderBy(asc(subscriptionLines.id)),
    ),
    (row) => row.subscriptionId,
  );
  const planEvents = byKey(
    await within(planIds, () =>
      db
        .select()
        .from(subscriptionEvents)
        .where(inArray(subscriptionEvents.subscriptionId, planIds))
        .orderBy(asc(subscriptionEvents.id)),
    ),
    (row) => row.subscriptionId,
  );

  const surveyRows = await db
    .select()
    .from(surveySubmissions)
    .where(eq(surveySubmissions.customerId, customerId))
    .orderBy(asc(surveySubmissions.createdAt));
  const mails = await db
    .select({
      kind: outboxEmails.kind,
      subject: outboxEmails.subject,
      createdAt: outboxEmails.createdAt,
      sentAt: outboxEmails.sentAt,
    })
    .from(outboxEmails)
    .where(eq(outboxEmails.customerId, customerId))
    .orderBy(asc(outboxEmails.id));
  const requests = await db
    .select()
    .from(privacyRequests)
    .where(eq(privacyRequests.customerId, customerId))
    .orderBy(asc(privacyRequests.id));

  const answer: DataExport = {
    format: 'maplepack-data-export',
    version: 1,
    generated_at: iso(now),
    customer: {
      id: customer.id,
      email: customer.email,
      first_name: customer.firstName,
      last_name: customer.lastName,
      username: customer.username,
      language: customer.language,
      created_at: iso(customer.createdAt),
      updated_at: iso(customer.updatedAt),
      meta_data: customer.metaData,
    },
    addresses: addressRows.map((row) => ({
      kind: row.kind,
      first_name: row.firstName,
      last_name: row.lastName,
      address_1: row.address1,
      address_2: row.address2,
      city: row.city,
      state: row.state,
      postcode: row.postcode,
      country: row.country,
      email: row.email,
      phone: row.phone,
    })),
    marketing: {
      mailing_list:
        member === null ? null : { status: member.status, tags: member.tags, fields: member.mergeFields },
      consents: consentRows.map((row) => ({
        kind: row.kind,
        given_at: iso(row.givenAt),
        method: row.method,
        consent_text: row.consentText,
        source: row.source,
        ip: row.ip,
      })),
      checkout_consents: attempts.flatMap((attempt) =>
        attempt.consent === null
          ? []
          : [{ text: attempt.consent.text, given_at: attempt.consent.givenAt, ip: attempt.consent.ip }],
      ),
    },
    orders: orderRows.map((order) => ({
      id: order.id,
      status: order.status,
      created_at: iso(order.createdAt),
      date_paid: order.datePaid === null ? null : iso(order.datePaid),
      currency: order.currency,
      campaign: order.campaign,
      billing: order.billing,
      shipping: order.shipping,
      payment_method: order.paymentMethod,
      lines: (lines.get(order.id) ?? []).map((line) => ({
        product_id: line.productId,
        name: line.name,
        quantity: line.quantity,
        am_dose: line.amDose,
        pm_dose: line.pmDose,
        unit_price: money(line.unitPriceCents),
        subtotal: money(line.subtotalCents),
        total: money(line.totalCents),
      })),
      coupons: (coupons.get(order.id) ?? []).map((line) => ({
        code: line.code,
        discount: money(line.discountCents),
      })),
      shipping_lines: (shippingLines.get(order.id) ?? []).map((line) => ({
        method_title: line.methodTitle,
        total: money(line.totalCents),
      })),
      tax_lines: (taxLines.get(order.id) ?? []).map((line) => ({
        name: line.name,
        rate_ppm: line.ratePpm,
        amount: money(line.amountCents),
      })),
      subtotal: money(order.subtotalCents),
      discount: money(order.discountCents),
      shipping_total: money(order.shippingCents),
      tax_total: money(order.taxCents),
      total: money(order.totalCents),
      // Amounts and dates only: the provider's charge and refund ids are the shop's bookkeeping.
      payments: (payments.get(order.id) ?? []).map((row) => ({
        kind: row.kind,
        amount: money(row.amountCents),
        created_at: iso(row.createdAt),
      })),
      meta_data: order.metaData,
    })),
    payment_cards: cards.map((card) => ({
      brand: card.brand,
      last4: card.last4,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      is_default: card.isDefault,
    })),
    subscriptions: planRows.map((plan) => ({
      id: plan.id,
      status: plan.status,
      start_date: plan.startDate,
      next_payment_date: plan.nextPaymentDate,
      billing_period: plan.billingPeriod,
      billing_interval: plan.billingInterval,
      total: money(plan.totalCents),
      billing: plan.billing,
      shipping: plan.shipping,
      lines: (planLines.get(plan.id) ?? []).map((line) => ({
        product_id: line.productId,
        quantity: line.quantity,
        am_dose: line.amDose,
        pm_dose: line.pmDose,
        total: money(line.totalCents),
      })),
      cancellation: plan.cancellation ?? null,
      events: (planEvents.get(plan.id) ?? []).map((event) => ({
        kind: event.kind,
        actor: event.actor,
        day: event.day,
        created_at: iso(event.createdAt),
        entry: event.entry,
      })),
      meta_data: plan.metaData,
    })),
    surveys: surveyRows.map((row) => ({
      id: row.id,
      version: row.version,
      created_at: iso(row.createdAt),
      updated_at: iso(row.updatedAt),
      answers: JSON.parse(open(deps.dataKey, row.answersSealed, row.id)) as unknown,
      recommendation:
        row.recommendationSealed === null
          ? null
          : (JSON.parse(open(deps.dataKey, row.recommendationSealed, `${row.id}:recommendation`)) as unknown),
    })),
    emails: mails.map((mail) => ({
      kind: mail.kind,
      subject: mail.subject,
      created_at: iso(mail.createdAt),
      sent_at: mail.sentAt === null ? null : iso(mail.sentAt),
    })),
    help_messages: [],
    privacy_requests: requests.map(toPrivacyRequest),
    notes: EXPORT_NOTES[customer.language].map(
      customer.language === 'fr' ? frenchTypography : (note) => note,
    ),
  };
  return dataExportSchema.parse(answer);
}

export function toPrivacyRequest(row: typeof privacyRequests.$inferSelect): PrivacyRequest {
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    created_at: iso(row.createdAt),
    completed_at: row.completedAt === null ? null : iso(row.completedAt),
  };
}
