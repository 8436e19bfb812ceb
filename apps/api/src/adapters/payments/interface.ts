/**
 * The card payment provider: Stripe (STRIPE_* set) or the built-in test gateway. Amounts are
 * integer cents in CAD. Implementations: real.ts (Stripe), fake.ts (test card tokens, clearly
 * labelled test mode: every id starts with `test_`); create-gateway.ts picks one from the config.
 */
export interface PaymentCustomer {
  providerCustomerId: string;
  email: string;
}

export interface SavedCard {
  providerMethodId: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** A charge on a saved card (see PaymentGateway.charge). */
export interface ChargeInput {
  providerCustomerId: string;
  providerMethodId: string;
  amountCents: number;
  description: string;
  idempotencyKey: string;
  offSession?: boolean;
}

export type ChargeResult =
  | { ok: true; chargeId: string }
  | { ok: false; code: 'payment.declined' | 'payment.card-invalid' | 'payment.unavailable'; message: string };

/**
 * What the provider knows of a charge made with an idempotency key: it went through, it was
 * refused, or no charge was ever made with that key (the request never reached the provider).
 */
export type ChargeLookup =
  | { status: 'succeeded'; chargeId: string }
  | { status: 'failed'; message: string }
  /** The bank asked the person to authenticate and nobody has yet (an on-session charge). */
  | { status: 'requires_action'; paymentIntentId: string }
  | { status: 'none' };

/**
 * A charge with the person at the keyboard (the checkout): it went through, it was refused, or
 * the bank asks the person to authenticate (3-D Secure) in the browser with `clientSecret`, after
 * which `resumeCharge` tells how it ended.
 */
export type OnSessionCharge =
  | { status: 'succeeded'; chargeId: string }
  | { status: 'requires_action'; paymentIntentId: string; clientSecret: string }
  | { status: 'failed'; code: PaymentFailureCode; message: string };

/**
 * The test gateway's stand-in for a bank's 3-D Secure page: records the person's answer to a
 * charge waiting for authentication. 'not-found' for an unknown id; 'settled' when the charge was
 * already decided otherwise.
 */
export interface TestAuthenticator {
  authenticate(
    paymentIntentId: string,
    outcome: 'succeed' | 'fail',
  ): Promise<'done' | 'not-found' | 'settled'>;
}

/** Why the provider refused a card or a charge; the message is one a person can read. */
export type PaymentFailureCode = Extract<ChargeResult, { ok: false }>['code'];

/** Which provider answers: the built-in test gateway or Stripe (stored in payment_customers.provider). */
export type PaymentProvider = 'test' | 'stripe';

/**
 * Thrown by `createCustomer` and `updateCard` when the provider refuses the card (declined, bad
 * token, provider down). PaymentService turns it into a result; other errors are bugs.
 */
export class PaymentError extends Error {
  override readonly name = 'PaymentError';

  constructor(
    readonly code: PaymentFailureCode,
    message: string,
  ) {
    super(message);
  }
}

/** A SetupIntent made for the browser's card form: Stripe.js confirms it with `clientSecret`. */
export interface SetupIntentStart {
  setupIntentId: string;
  clientSecret: string;
  /** The payment customer the card will be saved on (made here when the person had none). */
  providerCustomerId: string;
}

/**
 * Where a SetupIntent stands: `succeeded` with the card it saved (now the customer's default), still
 * waiting for the person (`requires_payment_method`, `requires_action`, `requires_confirmation`,
 * `processing`), `canceled`, or unknown to the provider (`not-found`).
 */
export type SetupIntentState =
  | { status: 'succeeded'; providerCustomerId: string; card: SavedCard }
  | {
      status:
        | 'requires_payment_method'
        | 'requires_confirmation'
        | 'requires_action'
        | 'processing'
        | 'canceled';
      providerCustomerId: string | null;
    }
  | { status: 'not-found' };

/** A refund of (part of) a charge; `chargeId` is what `charge`/`chargeOnSession` answered. */
export interface RefundInput {
  chargeId: string;
  amountCents: number;
  idempotencyKey: string;
}

export type RefundResult =
  | { ok: true; refundId: string }
  | { ok: false; code: 'payment.refund-failed' | 'payment.unavailable'; message: string };

/** A provider event reduced to what the shop acts on. */
export type PaymentEvent =
  | { kind: 'customer-deleted'; providerCustomerId: string }
  | { kind: 'card-detached'; providerMethodId: string }
  | { kind: 'card-updated'; card: SavedCard }
  /** `idempotencyKey`: the key the shop charged with (PaymentIntent metadata), null when not ours. */
  | { kind: 'charge-succeeded'; chargeId: string; idempotencyKey: string | null }
  | { kind: 'charge-failed'; chargeId: string; message: string; idempotencyKey: string | null }
  /** Refunded so far in all, in cents (Stripe's `amount_refunded`), on the charge of `chargeId`. */
  | { kind: 'charge-refunded'; chargeId: string; refundedCents: number }
  | { kind: 'dispute-opened'; chargeId: string; disputeId: string; amountCents: number; reason: string }
  | { kind: 'ignored' };

export type WebhookVerification =
  | { ok: true; eventId: string; type: string; event: PaymentEvent }
  | { ok: false; code: 'payment.webhook-unavailable' | 'payment.webhook-invalid'; message: string };

export interface PaymentGateway {
  /** 'test' for the test gateway and Stripe test keys (sk_test_), 'live' for sk_live_ keys. */
  readonly mode: 'test' | 'live';
  readonly provider: PaymentProvider;
  /** The key the browser's card form needs (Stripe), null for the test gateway. */
  readonly publishableKey: string | null;
  /**
   * Creates the provider's customer with the card saved as its default, in one step: a declined
   * card leaves no customer behind. Throws PaymentError when the card is refused.
   */
  createCustomer(input: {
    email: string;
    name: string;
    cardToken: string;
    idempotencyKey?: string;
  }): Promise<PaymentCustomer & { card: SavedCard }>;
  /** The customer with its cards, the default card first; null when the provider has none. */
  getCustomer(providerCustomerId: string): Promise<(PaymentCustomer & { cards: SavedCard[] }) | null>;
  /** Attaches a new card and makes it the default for renewals. Throws PaymentError when refused. */
  updateCard(providerCustomerId: string, cardToken: string, idempotencyKey?: string): Promise<SavedCard>;
  /**
   * Charges a saved card; `idempotencyKey` makes a retried charge a no-op at the provider (the
   * same key answers the first result, declines included). `amountCents` is a whole number of
   * cents, at least 50 (the provider's minimum; callers skip zero totals); anything else throws.
   * `offSession` (default true): the person is not at the keyboard (renewals), so the provider
   * must not ask for authentication.
   */
  charge(input: ChargeInput): Promise<ChargeResult>;
  /**
   * Charges a saved card with the person present, and sets the card up for later off-session
   * charges (renewals): Stripe's PaymentIntent with `setup_future_usage: 'off_session'`. The bank
   * may ask for authentication (requires_action). The same `idempotencyKey` answers the same
   * charge; ask `resumeCharge` how an authentication ended.
   */
  chargeOnSession(input: Omit<ChargeInput, 'offSession'>): Promise<OnSessionCharge>;
  /** How a charge that asked for authentication stands now (still waiting, succeeded, refused). */
  resumeCharge(paymentIntentId: string): Promise<OnSessionCharge>;
  /**
   * Gives up a charge still waiting for authentication, so a late authentication takes no money;
   * answers 'succeeded' when it had already gone through (the caller must then keep it).
   */
  cancelCharge(paymentIntentId: string): Promise<OnSessionCharge>;
  /**
   * A SetupIntent to save a card for off-session renewals (the account's card form): on the
   * payment customer given, or on a new one for `email` when null. `idempotencyKey` makes a retry
   * the same intent.
   */
  createSetupIntent(input: {
    providerCustomerId: string | null;
    email: string;
    name: string;
    idempotencyKey: string;
  }): Promise<SetupIntentStart>;
  /**
   * Reads a SetupIntent the browser confirmed; when it succeeded, its card becomes the payment
   * customer's default (renewals charge it) and is answered.
   */
  completeSetupIntent(setupIntentId: string): Promise<SetupIntentState>;
  /**
   * Refunds `amountCents` (≥ 1, at most what is left of the charge) of a charge. The same
   * `idempotencyKey` answers the same refund, so a retried refund never pays twice.
   */
  refund(input: RefundInput): Promise<RefundResult>;
  /** The test gateway's authentication step; null for Stripe (the bank's own page does it). */
  readonly testAuthentication: TestAuthenticator | null;
  /**
   * Whether a charge was made with `idempotencyKey`, asked of the provider (never of our own
   * tables): the reconciliation settles an order left pending by a crash with the answer.
   */
  findCharge(idempotencyKey: string): Promise<ChargeLookup>;
  /**
   * Verifies a webhook over the exact bytes received and its signature header, against `now`
   * (signatures older than 5 minutes are refused). The test gateway sends no webhooks.
   */
  verifyWebhook(rawBody: Buffer, signature: string | undefined, now: Date): WebhookVerification;
}

/** What a charge that needed the person's authentication, with no one there to give it, answers. */
export const AUTHENTICATION_NEEDED_MESSAGE =
  'Your bank asks you to confirm this payment. Please update your card and try again.';

/** Stripe's message when the person fails or abandons the bank's authentication step. */
export const AUTHENTICATION_FAILED_MESSAGE =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

/** The provider's minimum charge (Stripe: $0.50 CAD). */
export const MIN_CHARGE_CENTS = 50;

/** Throws on an amount no provider should see: a bug in the caller, never a person's input. */
export function assertChargeAmount(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents < MIN_CHARGE_CENTS) {
    throw new RangeError(
      `charge amount must be whole cents, at least ${MIN_CHARGE_CENTS}; got ${amountCents}`,
    );
  }
}
