import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import {
  AUTHENTICATION_FAILED_MESSAGE,
  AUTHENTICATION_NEEDED_MESSAGE,
  assertChargeAmount,
  PaymentError,
  type ChargeInput,
  type ChargeLookup,
  type ChargeResult,
  type OnSessionCharge,
  type PaymentCustomer,
  type PaymentGateway,
  type RefundInput,
  type RefundResult,
  type SavedCard,
  type SetupIntentStart,
  type SetupIntentState,
  type WebhookVerification,
} from './interface';
import { callStripe, paymentErrorOf, UNAVAILABLE_MESSAGE } from './stripe-errors';
import { CHARGE_KEY_METADATA, paymentEventOf } from './stripe-events';

export interface StripeGatewayOptions {
  secretKey: string;
  publishableKey: string;
  /** null: webhooks are refused (503-free: the route answers 404 payment.webhook-unavailable). */
  webhookSecret: string | null;
  /** Another API host (tests point the SDK at a local stub); default api.stripe.com over https. */
  endpoint?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Base of idempotency keys when the caller gives none; crypto.randomUUID outside tests. */
  randomKey?: () => string;
}

/** The metadata key holding a charge's idempotency key, so a charge can be found again. */
export { CHARGE_KEY_METADATA };

/** A SetupIntent's states short of success, as Stripe names them. */
const WAITING_SETUP_STATUSES = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'canceled',
] as const;

/** Stripe's tolerance for a webhook's age, in seconds. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

export { AUTHENTICATION_NEEDED_MESSAGE };

export function savedCardOf(method: Stripe.PaymentMethod): SavedCard | null {
  if (method.card === undefined || method.card === null) return null;
  return {
    providerMethodId: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    expMonth: method.card.exp_month,
    expYear: method.card.exp_year,
  };
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : value.id;

/**
 * Stripe: customers with a default card for renewals, PaymentIntents confirmed at once (off
 * session for renewals), an idempotency key on every POST, webhooks verified over the raw body.
 */
export class StripeGateway implements PaymentGateway {
  readonly provider = 'stripe' as const;
  readonly mode: 'test' | 'live';
  readonly publishableKey: string;
  /** The bank's own 3-D Secure page authenticates; there is no test step. */
  readonly testAuthentication = null;
  private readonly stripe: Stripe;
  private readonly randomKey: () => string;

  constructor(private readonly options: StripeGatewayOptions) {
    this.mode = options.secretKey.includes('_live_') ? 'live' : 'test';
    this.publishableKey = options.publishableKey;
    this.randomKey = options.randomKey ?? randomUUID;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      appInfo: { name: 'maplepack' },
      ...(options.endpoint ?? {}),
    });
  }

  /** A card PaymentMethod from an Elements token (tok_…), or the PaymentMethod Elements made (pm_…). */
  private async paymentMethodOf(
    cardToken: string,
    idempotencyKey: string,
  ): Promise<{ method: Stripe.PaymentMethod; card: SavedCard }> {
    const method = await callStripe(() =>
      cardToken.startsWith('pm_')
        ? this.stripe.paymentMethods.retrieve(cardToken)
        : this.stripe.paymentMethods.create({ type: 'card', card: { token: cardToken } }, { idempotencyKey }),
    );
    const card = savedCardOf(method);
    if (card === null)
      throw new PaymentError('payment.card-invalid', 'Only cards can be saved for renewals.');
    return { method, card };
  }

  async createCustomer(input: {
    email: string;
    name: string;
    cardToken: string;
    idempotencyKey?: string;
  }): Promise<PaymentCustomer & { card: SavedCard }> {
    const key = input.idempotencyKey ?? this.randomKey();
    const { method, card } = await this.paymentMethodOf(input.cardToken, `${key}:payment-method`);
    // Attaching in the create call means a declined card leaves no empty customer behind.
    const customer = await callStripe(() =>
      this.stripe.customers.create(
        {
          email: input.email,
          ...(input.name === '' ? {} : { name: input.name }),
          payment_method: method.id,
          invoice_settings: { default_payment_method: method.id },
        },
        { idempotencyKey: `${key}:customer` },
      ),
    );
    return { providerCustomerId: customer.id, email: customer.email ?? input.email, card };
  }

  async getCustomer(providerCustomerId: string): Promise<(PaymentCustomer & { cards: SavedCard[] }) | null> {
    let customer: Stripe.Customer | Stripe.DeletedCustomer;
    try {
      customer = await this.stripe.customers.retrieve(providerCustomerId);
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') return null;
      throw paymentErrorOf(error) ?? error;
    }
    if (customer.deleted === true) return null;
    const methods = await callStripe(() =>
      this.stripe.customers.listPaymentMethods(providerCustomerId, { type: 'card', limit: 20 }),
    );
    const defaultId = idOf(customer.invoice_settings.default_payment_method);
    const cards = methods.data.flatMap((method) => savedCardOf(method) ?? []);
    cards.sort((a, b) => Number(b.providerMethodId === defaultId) - Number(a.providerMethodId === defaultId));
    return { providerCustomerId: customer.id, email: customer.email ?? '', cards };
  }

  async updateCard(
    providerCustomerId: string,
    cardToken: string,
    idempotencyKey?: string,
  ): Promise<SavedCard> {
    const key = idempotencyKey ?? this.randomKey();
    const { method, card } = await this.paymentMethodOf(cardToken, `${key}:payment-method`);
    await callStripe(() =>
      this.stripe.paymentMethods.attach(
        method.id,
        { customer: providerCustomerId },
        { idempotencyKey: `${key}:attach` },
      ),
    );
    await callStripe(() =>
      this.stripe.customers.update(
        providerCustomerId,
        { invoice_settings: { default_payment_method: method.id } },
        { idempotencyKey: `${key}:default` },
      ),
    );
    return card;
  }

  async charge(input: ChargeInput): Promise<ChargeResult> {
    assertChargeAmount(input.amountCents);
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'cad',
          customer: input.providerCustomerId,
          payment_method: input.providerMethodId,
          allowed_payment_method_types: ['card'],
          description: input.description,
          confirm: true,
          off_session: input.offSession ?? true,
          // Lets the reconciliation find this charge again after a crash (findCharge).
          metadata: { [CHARGE_KEY_METADATA]: input.idempotencyKey },
        },
        { idempotencyKey: input.idempotencyKey },
      );
    } catch (error) {
      const refusal = paymentErrorOf(error);
      if (refusal === null) throw error;
      return { ok: false, code: refusal.code, message: refusal.message };
    }
    if (intent.status === 'succeeded' || intent.status === 'processing')
      return { ok: true, chargeId: intent.id };
    if (intent.status === 'requires_action')
      return { ok: false, code: 'payment.declined', message: AUTHENTICATION_NEEDED_MESSAGE };
    return {
      ok: false,
      code: 'payment.declined',
      message: intent.last_payment_error?.message ?? 'Your card was declined.',
    };
  }

  /**
   * A PaymentIntent confirmed at once with the person present, the card set up for off-session
   * renewals (`setup_future_usage`); a bank asking for 3-D Secure leaves it `requires_action`, and
   * the browser completes that step with the client secret.
   */
  async chargeOnSession(input: Omit<ChargeInput, 'offSession'>): Promise<OnSessionCharge> {
    assertChargeAmount(input.amountCents);
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: 'cad',
          customer: input.providerCustomerId,
          payment_method: input.providerMethodId,
          allowed_payment_method_types: ['card'],
          description: input.description,
          confirm: true,
          setup_future_usage: 'off_session',
          metadata: { [CHARGE_KEY_METADATA]: input.idempotencyKey },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return await this.outcomeOf(intent);
    } catch (error) {
      const refusal = paymentErrorOf(error);
      if (refusal === null) throw error;
      return { status: 'failed', code: refusal.code, message: refusal.message };
    }
  }

  async resumeCharge(paymentIntentId: string): Promise<OnSessionCharge> {
    try {
      return await this.outcomeOf(await this.stripe.paymentIntents.retrieve(paymentIntentId));
    } catch (error) {
      const refusal = paymentErrorOf(error);
      if (refusal === null) throw error;
      return { status: 'failed', code: refusal.code, message: refusal.message };
    }
  }

  async cancelCharge(paymentIntentId: string): Promise<OnSessionCharge> {
    const now = await this.resumeCharge(paymentIntentId);
    if (now.status !== 'requires_action') return now;
    await callStripe(() =>
      this.stripe.paymentIntents.cancel(paymentIntentId, undefined, {
        idempotencyKey: `${paymentIntentId}:cancel`,
      }),
    );
    return { status: 'failed', code: 'payment.declined', message: AUTHENTICATION_FAILED_MESSAGE };
  }

  /** An intent's state as the checkout reads it; one the browser confirmed by hand is confirmed here. */
  private async outcomeOf(intent: Stripe.PaymentIntent): Promise<OnSessionCharge> {
    switch (intent.status) {
      case 'succeeded':
      case 'processing':
        return { status: 'succeeded', chargeId: intent.id };
      case 'requires_action':
        return {
          status: 'requires_action',
          paymentIntentId: intent.id,
          clientSecret: intent.client_secret ?? '',
        };
      case 'requires_confirmation':
        return this.outcomeOf(
          await this.stripe.paymentIntents.confirm(intent.id, undefined, {
            idempotencyKey: `${intent.id}:confirm`,
          }),
        );
      default:
        return {
          status: 'failed',
          code: 'payment.declined',
          message: intent.last_payment_error?.message ?? AUTHENTICATION_FAILED_MESSAGE,
        };
    }
  }

  /**
   * Searches PaymentIntents by the key kept in their metadata. Stripe's search is eventually
   * consistent (new intents show within about a minute), so callers ask only about charges
   * older than that (the reconciliation waits RECONCILE_AFTER_SECONDS, default 5 minutes).
   */
  async findCharge(idempotencyKey: string): Promise<ChargeLookup> {
    const found = await callStripe(() =>
      this.stripe.paymentIntents.search({
        query: `metadata['${CHARGE_KEY_METADATA}']:'${idempotencyKey.replace(/'/g, "\\'")}'`,
        limit: 10,
      }),
    );
    const intents = found.data;
    const succeeded = intents.find(
      (intent) => intent.status === 'succeeded' || intent.status === 'processing',
    );
    if (succeeded !== undefined) return { status: 'succeeded', chargeId: succeeded.id };
    const waiting = intents.find(
      (intent) => intent.status === 'requires_action' || intent.status === 'requires_confirmation',
    );
    if (waiting !== undefined) return { status: 'requires_action', paymentIntentId: waiting.id };
    const last = intents[0];
    if (last === undefined) return { status: 'none' };
    return { status: 'failed', message: last.last_payment_error?.message ?? 'Your card was declined.' };
  }

  /**
   * A SetupIntent for off-session use on the customer (made first, without a card, when the person
   * has none): Stripe.js confirms it in the browser, 3-D Secure included.
   */
  async createSetupIntent(input: {
    providerCustomerId: string | null;
    email: string;
    name: string;
    idempotencyKey: string;
  }): Promise<SetupIntentStart> {
    const key = input.idempotencyKey;
    const providerCustomerId =
      input.providerCustomerId ??
      (
        await callStripe(() =>
          this.stripe.customers.create(
            { email: input.email, ...(input.name === '' ? {} : { name: input.name }) },
            { idempotencyKey: `${key}:customer` },
          ),
        )
      ).id;
    const intent = await callStripe(() =>
      this.stripe.setupIntents.create(
        { customer: providerCustomerId, allowed_payment_method_types: ['card'], usage: 'off_session' },
        { idempotencyKey: `${key}:setup-intent` },
      ),
    );
    return { setupIntentId: intent.id, clientSecret: intent.client_secret ?? '', providerCustomerId };
  }

  async completeSetupIntent(setupIntentId: string): Promise<SetupIntentState> {
    let intent: Stripe.SetupIntent;
    try {
      intent = await this.stripe.setupIntents.retrieve(setupIntentId, { expand: ['payment_method'] });
    } catch (error) {
      if ((error as { code?: string }).code === 'resource_missing') return { status: 'not-found' };
      throw paymentErrorOf(error) ?? error;
    }
    const providerCustomerId = idOf(intent.customer);
    if (intent.status !== 'succeeded') {
      const waiting = WAITING_SETUP_STATUSES.find((status) => status === intent.status);
      return { status: waiting ?? 'requires_payment_method', providerCustomerId };
    }
    const method = intent.payment_method;
    const card = typeof method === 'object' && method !== null ? savedCardOf(method) : null;
    if (providerCustomerId === null || card === null)
      throw new PaymentError('payment.card-invalid', 'Only cards can be saved for renewals.');
    await callStripe(() =>
      this.stripe.customers.update(
        providerCustomerId,
        { invoice_settings: { default_payment_method: card.providerMethodId } },
        { idempotencyKey: `${setupIntentId}:default` },
      ),
    );
    return { status: 'succeeded', providerCustomerId, card };
  }

  /** Refunds part of a PaymentIntent (our charge ids are PaymentIntent ids). */
  async refund(input: RefundInput): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          payment_intent: input.chargeId,
          amount: input.amountCents,
          reason: 'requested_by_customer',
          metadata: { [CHARGE_KEY_METADATA]: input.idempotencyKey },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        return { ok: false, code: 'payment.refund-failed', message: 'The refund was refused.' };
      return { ok: true, refundId: refund.id };
    } catch (error) {
      const refusal = paymentErrorOf(error);
      if (refusal?.code === 'payment.unavailable')
        return { ok: false, code: 'payment.unavailable', message: UNAVAILABLE_MESSAGE };
      const type = (error as { type?: unknown }).type;
      if (type === 'StripeInvalidRequestError' || type === 'StripeCardError')
        return { ok: false, code: 'payment.refund-failed', message: (error as Error).message };
      throw error;
    }
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined, now: Date): WebhookVerification {
    const secret = this.options.webhookSecret;
    if (secret === null)
      return {
        ok: false,
        code: 'payment.webhook-unavailable',
        message: 'Stripe webhooks are not configured.',
      };
    if (signature === undefined || signature === '') {
      return {
        ok: false,
        code: 'payment.webhook-invalid',
        message: 'The Stripe-Signature header is missing.',
      };
    }
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        rawBody,
        signature,
        secret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        now.getTime(),
      );
    } catch {
      return { ok: false, code: 'payment.webhook-invalid', message: 'The webhook signature is not valid.' };
    }
    return {
      ok: true,
      eventId: event.id,
      type: event.type,
      event: paymentEventOf(event.type, event.data.object),
    };
  }
}
