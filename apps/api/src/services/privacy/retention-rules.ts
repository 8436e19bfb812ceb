/**
 * What the erasure of an account does to each piece of data, and why (issue 18; Quebec's Law 25
 * s. 23 and PIPEDA principle 4.5: destroy or anonymize once the purpose is served, unless a law
 * requires keeping it). Pure data and small functions: erase-customer.ts applies them, the test
 * reads them, and the record given to the audit log quotes the reasons. docs/decisions.md
 * ("Privacy: the customer's side and the erasure") explains the choices.
 */

export type RetentionAction = 'keep' | 'erase' | 'anonymize' | 'delete';

export interface RetentionRule {
  /** `table.column`, or `table` for whole rows. */
  field: string;
  action: RetentionAction;
  reason: string;
}

/** Why orders stay: the federal and Quebec tax laws, six years. */
export const TAX_REASON =
  'Tax records: the Canada Revenue Agency (Income Tax Act s. 230, Excise Tax Act s. 286 for GST/HST) and Revenu Québec (Tax Administration Act s. 35) require them for six years after the tax year.';
const IDENTITY_REASON = 'Personal information no longer needed once the account is closed.';
const HEALTH_REASON = 'Health information: sensitive, only ever kept to serve the customer.';

export const RETENTION_RULES: readonly RetentionRule[] = [
  {
    field: 'customers.first_name',
    action: 'anonymize',
    reason: `${IDENTITY_REASON} Becomes "Deleted customer".`,
  },
  { field: 'customers.last_name', action: 'anonymize', reason: IDENTITY_REASON },
  {
    field: 'customers.email',
    action: 'anonymize',
    reason: `${IDENTITY_REASON} Becomes a unique address that cannot receive mail, so the address is free to register again.`,
  },
  { field: 'customers.username', action: 'anonymize', reason: IDENTITY_REASON },
  { field: 'customers.password_hash', action: 'erase', reason: 'Nobody may sign in to an erased account.' },
  { field: 'customers.token_version', action: 'anonymize', reason: 'Raised, so every session ends.' },
  { field: 'customers.meta_data', action: 'erase', reason: IDENTITY_REASON },
  { field: 'customers.survey_id', action: 'erase', reason: HEALTH_REASON },
  {
    field: 'customers.id',
    action: 'keep',
    reason: 'The row stays, anonymized, so the kept orders and the privacy request still point at something.',
  },
  { field: 'addresses', action: 'delete', reason: IDENTITY_REASON },
  { field: 'password_reset_keys', action: 'delete', reason: 'Sign-in secrets of a closed account.' },
  { field: 'email_change_undos', action: 'delete', reason: 'Old and new addresses of a closed account.' },
  { field: 'survey_submissions', action: 'delete', reason: `${HEALTH_REASON} Answers and recommendations.` },
  { field: 'mailing_list.member', action: 'delete', reason: 'Removed through the mailing-list provider.' },
  { field: 'mailing_confirmations', action: 'delete', reason: 'Pending sign-ups of the address.' },
  {
    field: 'subscriptions',
    action: 'delete',
    reason: 'Plans with their lines and history; nothing renews any more (the erasure refuses a live plan).',
  },
  {
    field: 'payment_methods',
    action: 'delete',
    reason: 'Saved cards (brand, last 4, expiry) of a closed account.',
  },
  { field: 'payment_customers.email', action: 'anonymize', reason: IDENTITY_REASON },
  {
    field: 'checkout_attempts',
    action: 'delete',
    reason: 'Names, e-mail, consent and receipt of a finished checkout; the order itself is kept.',
  },
  { field: 'outbox_emails', action: 'delete', reason: 'Copies of e-mails sent to the customer.' },
  {
    field: 'coupon_usages.email',
    action: 'anonymize',
    reason: `${IDENTITY_REASON} The use itself stays with its kept order.`,
  },
  { field: 'trial_program_entries.email', action: 'anonymize', reason: IDENTITY_REASON },
  {
    field: 'orders',
    action: 'keep',
    reason: `${TAX_REASON} Number, dates, status, amounts, discount, shipping.`,
  },
  { field: 'order_lines', action: 'keep', reason: TAX_REASON },
  { field: 'order_tax_lines', action: 'keep', reason: TAX_REASON },
  { field: 'order_coupon_lines', action: 'keep', reason: TAX_REASON },
  { field: 'order_shipping_lines', action: 'keep', reason: TAX_REASON },
  { field: 'order_adjustments', action: 'keep', reason: `${TAX_REASON} Payments and refunds.` },
  {
    field: 'orders.billing.state',
    action: 'keep',
    reason: `${TAX_REASON} The province decides which taxes applied (GST, HST, QST).`,
  },
  { field: 'orders.billing.country', action: 'keep', reason: TAX_REASON },
  {
    field: 'orders.shipping.state',
    action: 'keep',
    reason: `${TAX_REASON} The place of supply of a delivered good.`,
  },
  { field: 'orders.shipping.country', action: 'keep', reason: TAX_REASON },
  {
    field: 'orders.billing',
    action: 'erase',
    reason:
      'Name, street, city, postal code, e-mail and phone: a sale to a consumer needs no buyer name on its tax record; the province is enough to show the tax was right.',
  },
  { field: 'orders.shipping', action: 'erase', reason: 'Name and street of the delivery, as for billing.' },
  { field: 'orders.billing_email', action: 'anonymize', reason: IDENTITY_REASON },
  {
    field: 'orders.transaction_id',
    action: 'keep',
    reason: `${TAX_REASON} The provider's charge reference ties the record to the money received.`,
  },
  {
    field: 'orders.payment_customer_id',
    action: 'erase',
    reason: "The provider's customer and card ids would let the card be charged again.",
  },
  { field: 'orders.payment_method_id', action: 'erase', reason: "As the provider's customer id." },
  {
    field: 'orders.meta_data',
    action: 'erase',
    reason: 'Notes such as the practitioner: not part of the tax record.',
  },
  {
    field: 'privacy_requests',
    action: 'keep',
    reason: 'The evidence that the request was honoured, with this record (Law 25 s. 8.1 accountability).',
  },
];

/** The address fields a kept order holds on to: the province and the country, for the tax. */
export const KEPT_ADDRESS_FIELDS: readonly string[] = RETENTION_RULES.filter(
  (rule) => rule.action === 'keep' && /^orders\.(billing|shipping)\./.test(rule.field),
)
  .map((rule) => rule.field.split('.')[2] ?? '')
  .filter((field, index, all) => all.indexOf(field) === index);

/** An order's address block with only the kept fields (province and country). */
export function anonymizedAddress(block: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const field of KEPT_ADDRESS_FIELDS) {
    const value = block[field];
    if (value !== undefined) kept[field] = value;
  }
  return kept;
}

export const ERASED_NAME = 'Deleted customer';

/**
 * The placeholder e-mail of an erased customer: unique (the id), and under `.invalid`, a name that
 * RFC 2606 reserves so no mail can ever be delivered to it.
 */
export const erasedEmail = (customerId: number): string => `deleted-${customerId}@erased.invalid`;
export const erasedUsername = (customerId: number): string => `deleted-${customerId}`;
export const isErasedEmail = (email: string): boolean => /^deleted-\d+@erased\.invalid$/.test(email);

/** Plans that still renew or may renew again: the customer cancels them before the account goes. */
export const LIVE_PLAN_STATUSES: readonly string[] = ['active', 'on-hold', 'paused'];

/** Orders still being worked on: their delivery address is needed until they ship. */
export const OPEN_ORDER_STATUSES: readonly string[] = ['pending', 'processing', 'on-hold'];

/** The last day a kept order must be held: 31 December, six years after its tax year. */
export function keptUntil(orderDay: Date, years = 6): string {
  return `${orderDay.getUTCFullYear() + years}-12-31`;
}

/** The rules of one action, for the erasure record. */
export const rulesWith = (action: RetentionAction): RetentionRule[] =>
  RETENTION_RULES.filter((rule) => rule.action === action);
