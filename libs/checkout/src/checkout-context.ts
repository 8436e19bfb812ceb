import {
  type CheckoutLine,
  type CheckoutPayment,
  type CheckoutPlaceRequest,
  type CheckoutQuote,
  type CheckoutReceipt,
} from '@maplepack/api-contract';
import { type TRIAL_CAMPAIGN } from '@maplepack/catalog';
import { type AddressFields, EMPTY_ADDRESS } from './address-rules';
import { type CheckoutAttempt, type RandomBytes } from './attempt-key';
import { type CheckoutDraft } from './checkout-draft';
import { type ContactFields, EMPTY_CONTACT } from './contact-rules';
import { type FieldErrors } from './field-errors';
import { type SavedCard } from './payment-requirement';

/** The signed-in person, as the account pages know them. */
export interface CheckoutAccount {
  firstName: string;
  lastName: string;
  email: string;
  /** The saved addresses; null when none is saved. */
  shipping: AddressFields | null;
  billing: AddressFields | null;
  card: SavedCard | null;
  /** They have a subscription: the purchase changes its plan (replace or add). */
  hasPlan: boolean;
}

export type PlanChange = NonNullable<CheckoutPlaceRequest['plan_change']>;

/** What the browser already knows from the cart (tempInfo, tempAddress): a head start for the forms. */
export interface CheckoutPrefill {
  email?: string;
  firstName?: string;
  address?: Partial<AddressFields>;
}

export interface CheckoutInput {
  /** The cart as the browser holds it (checkoutLinesFromCart). */
  lines: readonly CheckoutLine[];
  /** The cart's coupon codes. */
  coupons: readonly string[];
  campaign: typeof TRIAL_CAMPAIGN | null;
  /** null for a guest. */
  account: CheckoutAccount | null;
  /** For a signed-in person with a plan: replace after the assessment, add when building a pack. */
  planChange?: PlanChange;
  /** Who confirms 3-D Secure: Stripe by itself, or the person in the test gateway's dialog. */
  paymentProvider: 'test' | 'stripe';
  /** The randomness attempt keys are made from (crypto.getRandomValues in the browser). */
  randomBytes: RandomBytes;
  /** What this tab saved before a reload (fields and the attempt), or null. */
  draft?: CheckoutDraft | null;
  prefill?: CheckoutPrefill;
  /** The CASL box's words as shown, recorded with the consent; default the English MARKETING_CONSENT_TEXT. */
  consentText?: string;
}

/** The 3-D Secure step the server asked for, and the person's answer in test mode. */
export interface PendingAction {
  clientSecret: string;
  paymentIntentId: string;
  outcome: 'succeed' | 'fail' | null;
}

export interface CheckoutContext {
  lines: readonly CheckoutLine[];
  coupons: readonly string[];
  campaign: typeof TRIAL_CAMPAIGN | null;
  account: CheckoutAccount | null;
  paymentProvider: 'test' | 'stripe';
  randomBytes: RandomBytes;
  /** The CASL box's words as shown (CheckoutInput's), or undefined for the English default. */
  consentText?: string;
  contact: ContactFields;
  shipping: AddressFields;
  billingSame: boolean;
  billing: AddressFields;
  /** null for anyone without a plan. */
  planChange: PlanChange | null;
  errors: FieldErrors;
  /** A message for the whole step (a refusal, the trial check). */
  stepError: string | null;
  couponError: string | null;
  /** The server's latest quote, and the request (as quoteKeyOf) it answers. */
  quote: CheckoutQuote | null;
  quotedKey: string | null;
  /** The request the current address and coupons make; the quote is current when both keys agree. */
  quoteKey: string | null;
  /** The request being quoted now. */
  loadingKey: string | null;
  quoteError: string | null;
  /** The total the person had accepted when the server answered with another one. */
  previousTotal: string | null;
  /** The last payment sent: sent again by a retry, an authentication or a confirmed new total. */
  payment: CheckoutPayment | null;
  paymentError: string | null;
  attempt: CheckoutAttempt | null;
  /** What is being sent with the attempt's key. */
  sending: CheckoutPlaceRequest | null;
  retries: number;
  failure: string | null;
  action: PendingAction | null;
  receipt: CheckoutReceipt | null;
}

function withDefined<T extends object>(base: T, partial: Partial<T> | undefined): T {
  const out = { ...base };
  for (const [key, value] of Object.entries(partial ?? {})) {
    if (value !== undefined) (out as Record<string, unknown>)[key] = value;
  }
  return out;
}

/**
 * The forms when the checkout opens. The contact: a signed-in person's account, else what this tab
 * saved, else the cart's e-mail and first name. Addresses: what this tab saved, else the account's
 * saved ones, else the cart's estimate address. Passwords, cards and ticks are never restored.
 */
export function initialCheckoutContext(input: CheckoutInput): CheckoutContext {
  const { account, draft, prefill } = input;
  const contact: ContactFields = account
    ? { ...EMPTY_CONTACT, firstName: account.firstName, lastName: account.lastName, email: account.email }
    : draft
      ? { ...EMPTY_CONTACT, ...draft.contact }
      : { ...EMPTY_CONTACT, email: prefill?.email ?? '', firstName: prefill?.firstName ?? '' };
  const shipping = draft?.shipping ?? account?.shipping ?? withDefined(EMPTY_ADDRESS, prefill?.address);
  const billing = draft?.billing ?? account?.billing ?? EMPTY_ADDRESS;
  return {
    lines: input.lines,
    coupons: input.coupons,
    campaign: input.campaign,
    account,
    paymentProvider: input.paymentProvider,
    randomBytes: input.randomBytes,
    ...(input.consentText === undefined ? {} : { consentText: input.consentText }),
    contact,
    shipping,
    billingSame: draft?.billingSame ?? true,
    billing,
    planChange: account?.hasPlan === true ? (input.planChange ?? 'replace') : null,
    errors: {},
    stepError: null,
    couponError: null,
    quote: null,
    quotedKey: null,
    quoteKey: null,
    loadingKey: null,
    quoteError: null,
    previousTotal: null,
    payment: null,
    paymentError: null,
    attempt: draft?.attempt ?? null,
    sending: null,
    retries: 0,
    failure: null,
    action: null,
    receipt: null,
  };
}
