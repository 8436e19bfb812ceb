import { z } from 'zod';
import { moneyString } from './money';

/**
 * The customer's privacy rights (issue 18; Quebec's Law 25, PIPEDA), from /account-details. Every
 * route is the signed-in customer's own (no id in the path: nobody can name another account);
 * a guest gets 401 `auth.required`.
 *
 * | call | answer |
 * |---|---|
 * | `GET /account/data-export` | dataExportSchema, as a download (`Content-Disposition: attachment; filename="maplepack-data-YYYY-MM-DD.json"`, `Cache-Control: no-store`); 429 `privacy.rate-limited` past PRIVACY_LIMITS.exportsPerDay |
 * | `GET /account/deletion-request` | deletionRequestStateSchema (`request: null` when none is pending or done) |
 * | `POST /account/deletion-request { password }` | 201 deletionRequestStateSchema; 400 `customer.wrong-password`; 409 `privacy.active-subscription` (cancel first); 409 `privacy.deletion-pending` (already asked) |
 * | `DELETE /account/deletion-request` | 200 deletionRequestStateSchema (`request: null`); 404 `privacy.no-pending-request` |
 */

export const PRIVACY_ERROR_CODES = {
  rateLimited: 'privacy.rate-limited',
  activeSubscription: 'privacy.active-subscription',
  deletionPending: 'privacy.deletion-pending',
  noPendingRequest: 'privacy.no-pending-request',
  wrongPassword: 'customer.wrong-password',
} as const;

export const PRIVACY_MESSAGES = {
  rateLimited: 'You have downloaded your data several times today. Please try again tomorrow.',
  activeSubscription:
    'You still have a subscription that renews. Please cancel it on your subscription page first, then ask again.',
  deletionPending: 'You have already asked us to delete your account.',
  noPendingRequest: 'There is no pending deletion request to withdraw.',
  wrongPassword: 'The password you entered is incorrect.',
  requested: 'We have received your request to delete your account.',
  withdrawn: 'Your deletion request has been withdrawn.',
} as const;

/** How often a customer may download their data: a person needs it rarely; a script would not stop. */
export const PRIVACY_LIMITS = { exportsPerDay: 5 } as const;

/** How long the shop keeps orders and their tax records: the Canada Revenue Agency asks six years. */
export const TAX_RECORD_YEARS = 6;

export const privacyRequestKindSchema = z.enum(['export', 'deletion']);
export const privacyRequestStateSchema = z.enum(['pending', 'withdrawn', 'completed']);
export type PrivacyRequestKind = z.infer<typeof privacyRequestKindSchema>;
export type PrivacyRequestState = z.infer<typeof privacyRequestStateSchema>;

const isoDateTime = z.iso.datetime({ offset: true });
const isoDate = z.iso.date();
/** An address block as stored with an order or a plan (the customer's own words). */
const addressBlock = z.record(z.string(), z.string());
const metaData = z.array(z.strictObject({ key: z.string(), value: z.unknown() }));

/** POST /account/deletion-request: the account's password, checked (and throttled) like a sign-in. */
export const deletionRequestBodySchema = z.strictObject({
  password: z.string().min(1, 'Please enter your password.').max(256),
});
export type DeletionRequestBody = z.output<typeof deletionRequestBodySchema>;

export const privacyRequestSchema = z.strictObject({
  id: z.number().int(),
  kind: privacyRequestKindSchema,
  state: privacyRequestStateSchema,
  created_at: isoDateTime,
  completed_at: isoDateTime.nullable(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

/** The account's deletion request as /account-details shows it: the pending or completed one, or none. */
export const deletionRequestStateSchema = z.strictObject({
  request: privacyRequestSchema.nullable(),
  message: z.string().optional(),
});
export type DeletionRequestState = z.infer<typeof deletionRequestStateSchema>;

const exportOrderSchema = z.strictObject({
  id: z.number().int(),
  status: z.string(),
  created_at: isoDateTime,
  date_paid: isoDateTime.nullable(),
  currency: z.string(),
  campaign: z.string().nullable(),
  billing: addressBlock,
  shipping: addressBlock,
  /** The payment method's name ('stripe', 'test'); never a card number or the provider's ids. */
  payment_method: z.string(),
  lines: z.array(
    z.strictObject({
      product_id: z.number().int(),
      name: z.string(),
      quantity: z.number().int(),
      am_dose: z.number().int(),
      pm_dose: z.number().int(),
      unit_price: moneyString,
      subtotal: moneyString,
      total: moneyString,
    }),
  ),
  coupons: z.array(z.strictObject({ code: z.string(), discount: moneyString })),
  shipping_lines: z.array(z.strictObject({ method_title: z.string(), total: moneyString })),
  tax_lines: z.array(z.strictObject({ name: z.string(), rate_ppm: z.number().int(), amount: moneyString })),
  subtotal: moneyString,
  discount: moneyString,
  shipping_total: moneyString,
  tax_total: moneyString,
  total: moneyString,
  /** Payments, extra charges and refunds after the order was placed. */
  payments: z.array(
    z.strictObject({
      kind: z.enum(['payment', 'charge', 'refund', 'balance-due']),
      amount: moneyString,
      created_at: isoDateTime,
    }),
  ),
  meta_data: metaData,
});

const exportSubscriptionSchema = z.strictObject({
  id: z.number().int(),
  status: z.string(),
  start_date: isoDate,
  next_payment_date: isoDate.nullable(),
  billing_period: z.string(),
  billing_interval: z.number().int(),
  total: moneyString,
  billing: addressBlock,
  shipping: addressBlock,
  lines: z.array(
    z.strictObject({
      product_id: z.number().int(),
      quantity: z.number().int(),
      am_dose: z.number().int(),
      pm_dose: z.number().int(),
      total: moneyString,
    }),
  ),
  cancellation: z.unknown().nullable(),
  events: z.array(
    z.strictObject({
      kind: z.string(),
      actor: z.enum(['customer', 'shop']),
      day: isoDate,
      created_at: isoDateTime,
      entry: z.unknown(),
    }),
  ),
  meta_data: metaData,
});

/**
 * GET /account/data-export: everything the shop holds about the signed-in customer (Law 25 s. 27,
 * PIPEDA principle 4.9). Strict objects all the way down: a field added to the export must be added
 * here first (test/privacy-export.property.test.ts holds the answer to this schema).
 */
export const dataExportSchema = z.strictObject({
  format: z.literal('maplepack-data-export'),
  version: z.literal(1),
  generated_at: isoDateTime,
  customer: z.strictObject({
    id: z.number().int(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    language: z.enum(['en', 'fr']),
    created_at: isoDateTime,
    updated_at: isoDateTime,
    meta_data: metaData,
  }),
  addresses: z.array(
    z.strictObject({
      kind: z.enum(['billing', 'shipping']),
      first_name: z.string(),
      last_name: z.string(),
      address_1: z.string(),
      address_2: z.string(),
      city: z.string(),
      state: z.string(),
      postcode: z.string(),
      country: z.string(),
      email: z.string(),
      phone: z.string(),
    }),
  ),
  marketing: z.strictObject({
    /** The mailing-list member of the account's e-mail, or null when it is not on the list. */
    mailing_list: z
      .strictObject({
        status: z.enum(['subscribed', 'unsubscribed', 'pending', 'cleaned']),
        tags: z.array(z.strictObject({ name: z.string(), status: z.enum(['active', 'inactive']) })),
        fields: z.record(z.string(), z.string()),
      })
      .nullable(),
    /** The consent ledger (CASL): what was agreed to or withdrawn, when, how, the exact text. */
    consents: z.array(
      z.strictObject({
        kind: z.enum(['express', 'implied', 'withdrawn']),
        given_at: isoDateTime,
        method: z.string(),
        consent_text: z.string(),
        source: z.string(),
        ip: z.string().nullable(),
      }),
    ),
    /** The marketing box ticked at checkout. */
    checkout_consents: z.array(z.strictObject({ text: z.string(), given_at: z.string(), ip: z.string() })),
  }),
  orders: z.array(exportOrderSchema),
  /** Saved cards as a person recognises them; the number is never held by the shop. */
  payment_cards: z.array(
    z.strictObject({
      brand: z.string(),
      last4: z.string(),
      exp_month: z.number().int(),
      exp_year: z.number().int(),
      is_default: z.boolean(),
    }),
  ),
  subscriptions: z.array(exportSubscriptionSchema),
  /** Health assessments: the answers as given and the recommendation made from them. */
  surveys: z.array(
    z.strictObject({
      id: z.string(),
      version: z.string(),
      created_at: isoDateTime,
      updated_at: isoDateTime,
      answers: z.unknown(),
      recommendation: z.unknown().nullable(),
    }),
  ),
  /** E-mails the shop recorded sending (the outbox keeps subject and time, not links). */
  emails: z.array(
    z.strictObject({
      kind: z.string(),
      subject: z.string(),
      created_at: isoDateTime,
      sent_at: isoDateTime.nullable(),
    }),
  ),
  /** Help-widget messages the shop stores: none today (they go to the shop's inbox only). */
  help_messages: z.array(z.strictObject({ sent_at: isoDateTime, message: z.string() })),
  privacy_requests: z.array(privacyRequestSchema),
  /** Plain sentences on what the file holds and what it leaves out (help messages, card numbers). */
  notes: z.array(z.string()),
});
export type DataExport = z.infer<typeof dataExportSchema>;

/** `maplepack-data-2026-11-21.json`: the file name of an export made on `day` (YYYY-MM-DD). */
export const dataExportFileName = (day: string): string => `maplepack-data-${day}.json`;
