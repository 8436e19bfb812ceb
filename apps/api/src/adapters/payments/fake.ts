import { createHash, randomBytes } from 'node:crypto';
import { type Db } from '../../db/client';
import {
  PaymentCustomerRepository,
  type PaymentMethodRow,
} from '../../db/repositories/payment-customer-repository';
import {
  TEST_REFUND_SCOPE,
  TEST_SETUP_INTENT_SCOPE,
  TEST_SETUP_SCOPE,
  TestChargeRepository,
} from '../../db/repositories/test-charge-repository';
import {
  assertChargeAmount,
  AUTHENTICATION_NEEDED_MESSAGE,
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
  type TestAuthenticator,
  type WebhookVerification,
} from './interface';
import {
  AUTHENTICATION_REQUIRED_LAST4,
  DECLINE_ON_CHARGE_LAST4,
  DECLINE_MESSAGES,
  testCardOf,
  UNKNOWN_TOKEN_MESSAGE,
} from './test-cards';
import { TestAuthentications, type StoredOutcome } from './test-authentication';

/** Every object of the test gateway starts with this, so test data is never mistaken for real. */
export const TEST_ID_PREFIX = 'test_';

export interface TestGatewayOptions {
  /** The clock: test cards expire three years after "now". */
  now: () => Date;
  /** Random part of ids; crypto.randomBytes outside tests. */
  randomId?: () => string;
}

const toSavedCard = (row: PaymentMethodRow): SavedCard => ({
  providerMethodId: row.providerMethodId,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

/**
 * The built-in test gateway (no keys): Stripe's test tokens, customers and cards in the
 * payment tables, charges recorded under their idempotency key. No card number ever reaches it.
 */
export class TestGateway implements PaymentGateway {
  readonly mode = 'test' as const;
  readonly provider = 'test' as const;
  readonly publishableKey = null;
  private readonly customers: PaymentCustomerRepository;
  private readonly charges: TestChargeRepository;
  private readonly randomId: () => string;
  private readonly authentications: TestAuthentications;
  readonly testAuthentication: TestAuthenticator;

  constructor(
    db: Db,
    private readonly options: TestGatewayOptions,
  ) {
    this.customers = new PaymentCustomerRepository(db);
    this.charges = new TestChargeRepository(db);
    this.randomId = options.randomId ?? (() => randomBytes(12).toString('hex'));
    this.authentications = new TestAuthentications(this.charges, () => this.id('ch'));
    this.testAuthentication = this.authentications;
  }

  private id(kind: 'cus' | 'pm' | 'ch' | 'pi' | 'seti' | 're'): string {
    return `${TEST_ID_PREFIX}${kind}_${this.randomId()}`;
  }

  /** The card of a token, or a PaymentError as Stripe would answer when attaching it. */
  private cardOf(token: string): SavedCard {
    const card = testCardOf(token);
    if (card === undefined) throw new PaymentError('payment.card-invalid', UNKNOWN_TOKEN_MESSAGE);
    if (card.behaviour.outcome === 'refused-on-save')
      throw new PaymentError(card.behaviour.code, card.behaviour.message);
    return {
      providerMethodId: this.id('pm'),
      brand: card.brand,
      last4: card.last4,
      expMonth: 12,
      expYear: this.options.now().getUTCFullYear() + 3,
    };
  }

  async createCustomer(input: {
    email: string;
    name: string;
    cardToken: string;
  }): Promise<PaymentCustomer & { card: SavedCard }> {
    const card = this.cardOf(input.cardToken);
    const row = await this.customers.upsert({
      provider: 'test',
      providerCustomerId: this.id('cus'),
      email: input.email,
      customerId: null,
    });
    await this.customers.saveDefaultCard(row.id, card);
    return { providerCustomerId: row.providerCustomerId, email: row.email, card };
  }

  async getCustomer(providerCustomerId: string): Promise<(PaymentCustomer & { cards: SavedCard[] }) | null> {
    const row = await this.customers.byProviderId('test', providerCustomerId);
    if (row === undefined) return null;
    const cards = await this.customers.cards(row.id);
    return { providerCustomerId: row.providerCustomerId, email: row.email, cards: cards.map(toSavedCard) };
  }

  async updateCard(providerCustomerId: string, cardToken: string): Promise<SavedCard> {
    const row = await this.customers.byProviderId('test', providerCustomerId);
    if (row === undefined) throw new Error(`no test payment customer ${providerCustomerId}`);
    const card = this.cardOf(cardToken);
    await this.customers.saveDefaultCard(row.id, card);
    return card;
  }

  private static hashOf(input: Omit<ChargeInput, 'offSession'>) {
    const params = {
      providerCustomerId: input.providerCustomerId,
      providerMethodId: input.providerMethodId,
      amountCents: input.amountCents,
      description: input.description,
    };
    return { params, requestHash: createHash('sha256').update(JSON.stringify(params)).digest('hex') };
  }

  /** The stored outcome under the key; a key reused with other parameters is a bug in the caller. */
  private async recordOnce(
    input: Omit<ChargeInput, 'offSession'>,
    outcome: StoredOutcome,
  ): Promise<StoredOutcome> {
    const { params, requestHash } = TestGateway.hashOf(input);
    const stored = await this.charges.recordOnce(
      input.idempotencyKey,
      requestHash,
      { ...params, result: outcome },
      outcome.ok === true ? 200 : 402,
    );
    // Stripe refuses a key reused with other parameters; here that is a bug in the caller.
    if (stored.requestHash !== requestHash) {
      throw new Error(`idempotency key ${input.idempotencyKey} was already used for another charge`);
    }
    return (stored.body as { result: StoredOutcome }).result;
  }

  async charge(input: ChargeInput): Promise<ChargeResult> {
    assertChargeAmount(input.amountCents);
    const result = await this.decide(input.providerCustomerId, input.providerMethodId);
    // No one is there to authenticate: a card that asks for it declines unless it was set up.
    const outcome: ChargeResult =
      result === 'authenticate'
        ? { ok: false, code: 'payment.declined', message: AUTHENTICATION_NEEDED_MESSAGE }
        : result;
    const stored = await this.recordOnce(input, outcome);
    return stored.ok === null
      ? { ok: false, code: 'payment.declined', message: AUTHENTICATION_NEEDED_MESSAGE }
      : stored;
  }

  async chargeOnSession(input: Omit<ChargeInput, 'offSession'>): Promise<OnSessionCharge> {
    assertChargeAmount(input.amountCents);
    const outcome = await this.recordOnce(input, await this.proposeOnSession(input));
    if (outcome.ok === null) return this.resumeCharge(outcome.paymentIntentId);
    // setup_future_usage: an on-session charge that went through sets the card up for renewals.
    if (outcome.ok) await this.setUp(input.providerMethodId);
    return outcome.ok
      ? { status: 'succeeded', chargeId: outcome.chargeId }
      : { status: 'failed', code: outcome.code, message: outcome.message };
  }

  /** What a first on-session charge does; a retried key keeps the outcome stored first. */
  private async proposeOnSession(input: Omit<ChargeInput, 'offSession'>): Promise<StoredOutcome> {
    const known = await this.charges.byKey(input.idempotencyKey);
    if (known !== undefined) return (known.body as { result: StoredOutcome }).result;
    const decided = await this.decide(input.providerCustomerId, input.providerMethodId);
    if (decided !== 'authenticate') return decided;
    // The waiting charge exists before the charge key names it, so a retry always finds it.
    const paymentIntentId = await this.authentications.open(
      this.id('pi'),
      input.idempotencyKey,
      input.providerMethodId,
      this.randomId(),
    );
    return { ok: null, paymentIntentId };
  }

  resumeCharge(paymentIntentId: string): Promise<OnSessionCharge> {
    return this.authentications.current(paymentIntentId);
  }

  cancelCharge(paymentIntentId: string): Promise<OnSessionCharge> {
    return this.authentications.cancel(paymentIntentId);
  }

  async findCharge(idempotencyKey: string): Promise<ChargeLookup> {
    const stored = await this.charges.byKey(idempotencyKey);
    if (stored === undefined) return { status: 'none' };
    const { result } = stored.body as { result: StoredOutcome };
    if (result.ok === null) {
      const now = await this.resumeCharge(result.paymentIntentId);
      if (now.status === 'requires_action')
        return { status: 'requires_action', paymentIntentId: now.paymentIntentId };
      return now.status === 'succeeded'
        ? { status: 'succeeded', chargeId: now.chargeId }
        : { status: 'failed', message: now.message };
    }
    return result.ok
      ? { status: 'succeeded', chargeId: result.chargeId }
      : { status: 'failed', message: result.message };
  }

  private async setUp(providerMethodId: string): Promise<void> {
    await this.charges.recordOnceIn(TEST_SETUP_SCOPE, providerMethodId, '', { setUp: true }, 200);
  }

  private async decide(
    providerCustomerId: string,
    providerMethodId: string,
  ): Promise<ChargeResult | 'authenticate'> {
    const customer = await this.customers.byProviderId('test', providerCustomerId);
    const card = await this.customers.cardByProviderId(providerMethodId);
    if (customer === undefined || card === undefined || card.paymentCustomerId !== customer.id) {
      return {
        ok: false,
        code: 'payment.card-invalid',
        message: 'The saved card was not found. Please update your card.',
      };
    }
    if (card.last4 === DECLINE_ON_CHARGE_LAST4)
      return { ok: false, code: 'payment.declined', message: DECLINE_MESSAGES.generic };
    const now = this.options.now();
    const expired =
      card.expYear < now.getUTCFullYear() ||
      (card.expYear === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1);
    if (expired) return { ok: false, code: 'payment.declined', message: DECLINE_MESSAGES.expired };
    if (
      card.last4 === AUTHENTICATION_REQUIRED_LAST4 &&
      (await this.charges.byKeyIn(TEST_SETUP_SCOPE, providerMethodId)) === undefined
    )
      return 'authenticate';
    return { ok: true, chargeId: this.id('ch') };
  }

  /** A SetupIntent on the payment customer (a new one without a card when none is given). */
  async createSetupIntent(input: {
    providerCustomerId: string | null;
    email: string;
    name: string;
    idempotencyKey: string;
  }): Promise<SetupIntentStart> {
    const known = await this.charges.byKeyIn(TEST_SETUP_INTENT_SCOPE, `key:${input.idempotencyKey}`);
    if (known !== undefined) return known.body as SetupIntentStart;
    let providerCustomerId = input.providerCustomerId;
    if (providerCustomerId === null) {
      const row = await this.customers.upsert({
        provider: 'test',
        providerCustomerId: this.id('cus'),
        email: input.email,
        customerId: null,
      });
      providerCustomerId = row.providerCustomerId;
    }
    const setupIntentId = this.id('seti');
    const start: SetupIntentStart = {
      setupIntentId,
      clientSecret: `${setupIntentId}_secret_${this.randomId()}`,
      providerCustomerId,
    };
    await this.charges.recordOnceIn(
      TEST_SETUP_INTENT_SCOPE,
      setupIntentId,
      '',
      { status: 'requires_payment_method', providerCustomerId },
      202,
    );
    const stored = await this.charges.recordOnceIn(
      TEST_SETUP_INTENT_SCOPE,
      `key:${input.idempotencyKey}`,
      '',
      start,
      200,
    );
    return stored.body as SetupIntentStart;
  }

  /**
   * The test bank's stand-in for Stripe.js confirming a SetupIntent with a card token (tests and
   * support only; the web's test card form sends the token to the card route instead).
   */
  async confirmSetupIntent(setupIntentId: string, cardToken: string): Promise<SetupIntentState> {
    const stored = await this.charges.byKeyIn(TEST_SETUP_INTENT_SCOPE, setupIntentId);
    if (stored === undefined) return { status: 'not-found' };
    const intent = stored.body as { status: string; providerCustomerId: string };
    const customer = await this.customers.byProviderId('test', intent.providerCustomerId);
    if (customer === undefined) return { status: 'not-found' };
    const card = this.cardOf(cardToken);
    await this.customers.saveDefaultCard(customer.id, card);
    // A card set up for later use is authenticated once, here: off-session charges go through.
    await this.setUp(card.providerMethodId);
    await this.charges.transition(TEST_SETUP_INTENT_SCOPE, setupIntentId, 'requires_payment_method', {
      status: 'succeeded',
      providerCustomerId: intent.providerCustomerId,
      card,
    });
    return this.completeSetupIntent(setupIntentId);
  }

  async completeSetupIntent(setupIntentId: string): Promise<SetupIntentState> {
    const stored = await this.charges.byKeyIn(TEST_SETUP_INTENT_SCOPE, setupIntentId);
    if (stored === undefined) return { status: 'not-found' };
    const intent = stored.body as
      | { status: 'succeeded'; providerCustomerId: string; card: SavedCard }
      | { status: 'requires_payment_method'; providerCustomerId: string };
    if (intent.status !== 'succeeded') return intent;
    const customer = await this.customers.byProviderId('test', intent.providerCustomerId);
    if (customer === undefined) return { status: 'not-found' };
    await this.customers.saveDefaultCard(customer.id, intent.card);
    return intent;
  }

  /**
   * Refunds part of a charge the gateway made: at most what is left of it. The same key answers the
   * same refund; a key reused for another refund is a bug in the caller.
   */
  async refund(input: RefundInput): Promise<RefundResult> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents < 1)
      throw new RangeError(`refund amount must be whole cents, at least 1; got ${input.amountCents}`);
    const params = { chargeId: input.chargeId, amountCents: input.amountCents };
    const requestHash = createHash('sha256').update(JSON.stringify(params)).digest('hex');
    const known = await this.charges.byKeyIn(TEST_REFUND_SCOPE, input.idempotencyKey);
    if (known !== undefined) {
      if (known.requestHash !== requestHash)
        throw new Error(`idempotency key ${input.idempotencyKey} was already used for another refund`);
      return (known.body as { result: RefundResult }).result;
    }
    const charge = await this.charges.succeededCharge(input.chargeId);
    const refunded = (await this.charges.allIn(TEST_REFUND_SCOPE))
      .map((row) => row.body as { chargeId: string; amountCents: number; result: RefundResult })
      .filter((row) => row.chargeId === input.chargeId && row.result.ok)
      .reduce((sum, row) => sum + row.amountCents, 0);
    const chargedCents = (charge?.body as { amountCents?: number } | undefined)?.amountCents ?? 0;
    const result: RefundResult =
      charge === undefined
        ? { ok: false, code: 'payment.refund-failed', message: 'This payment was not found.' }
        : refunded + input.amountCents > chargedCents
          ? {
              ok: false,
              code: 'payment.refund-failed',
              message: 'The refund is more than what is left of this payment.',
            }
          : { ok: true, refundId: this.id('re') };
    const stored = await this.charges.recordOnceIn(
      TEST_REFUND_SCOPE,
      input.idempotencyKey,
      requestHash,
      { ...params, result },
      result.ok ? 200 : 402,
    );
    return (stored.body as { result: RefundResult }).result;
  }

  verifyWebhook(): WebhookVerification {
    return { ok: false, code: 'payment.webhook-unavailable', message: 'Webhooks are not used in test mode.' };
  }
}
