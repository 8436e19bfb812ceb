import { PAYMENT_MESSAGES, type PaymentsConfigResponse } from '@maplepack/api-contract';
import {
  PaymentError,
  type ChargeLookup,
  type ChargeResult,
  type OnSessionCharge,
  type PaymentEvent,
  type PaymentFailureCode,
  type PaymentGateway,
  type PaymentProvider,
  type SavedCard,
} from '../../adapters/payments/interface';
import {
  type PaymentCustomerRepository,
  type PaymentCustomerRow,
} from '../../db/repositories/payment-customer-repository';
import { type CardTestingGuard } from '../orders/card-testing-guard';

/** A payment customer as routes and the order service see it. */
export interface PaymentCustomerView {
  providerCustomerId: string;
  email: string;
  provider: PaymentProvider;
  /** The default card (renewals charge it), or null when the customer has none left. */
  card: SavedCard | null;
}

/** Who is asking: the signed-in customer, or a guest at checkout. */
export type PaymentActor = { customerId: number; email: string; firstName: string; lastName: string } | null;

export type PaymentFailure =
  | { ok: false; code: PaymentFailureCode; message: string }
  | { ok: false; code: 'payment.customer-not-found' | 'payment.email-required' | 'payment.forbidden' }
  | { ok: false; code: 'payment.rate-limited'; retryAfterSeconds: number };

/** The client address and the clock of a card save (card-testing limits). */
export interface CardSaveOrigin {
  ip: string;
  now: Date;
}

export type PaymentCustomerResult = { ok: true; customer: PaymentCustomerView } | PaymentFailure;

export type CheckoutCardResult =
  | { ok: true; providerCustomerId: string; card: SavedCard }
  | { ok: false; code: 'payment.customer-not-found' | 'payment.forbidden' };

const refusal = (error: unknown): PaymentFailure => {
  if (error instanceof PaymentError) return { ok: false, code: error.code, message: error.message };
  throw error;
};

/**
 * Payment customers and cards on the configured gateway, mirrored in payment_customers and
 * payment_methods so orders can check whose card they charge without asking the provider.
 */
export class PaymentService {
  constructor(
    private readonly repository: PaymentCustomerRepository,
    readonly gateway: PaymentGateway,
    private readonly guard: CardTestingGuard,
  ) {}

  /** What the browser's card form needs; the publishable key only with Stripe. */
  config(): PaymentsConfigResponse {
    return this.gateway.publishableKey === null
      ? { mode: this.gateway.provider }
      : { mode: this.gateway.provider, publishableKey: this.gateway.publishableKey };
  }

  /**
   * A payment customer with `cardToken` as its default card. A signed-in customer who has one
   * already gets the card replaced on it (one provider customer per person); a guest needs an e-mail.
   * Card saves and refused cards count against the card-testing limits; a guest whose card is
   * refused sees one generic message whatever the bank said.
   */
  async create(
    actor: PaymentActor,
    input: { cardToken: string; email?: string; name?: string },
    origin: CardSaveOrigin,
  ): Promise<PaymentCustomerResult> {
    const email = actor?.email ?? input.email;
    if (email === undefined) return { ok: false, code: 'payment.email-required' };
    const attempt = { ip: origin.ip, email: email.toLowerCase() };
    const limit = await this.guard.beforeSave(attempt, origin.now);
    if (!limit.ok)
      return { ok: false, code: 'payment.rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
    const result = await this.createChecked(actor, email, input);
    if (!result.ok && result.code === 'payment.declined') {
      await this.guard.declined(attempt, origin.now);
      if (actor === null)
        return { ok: false, code: 'payment.declined', message: PAYMENT_MESSAGES.genericDecline };
    }
    return result;
  }

  private async createChecked(
    actor: PaymentActor,
    email: string,
    input: { cardToken: string; name?: string },
  ): Promise<PaymentCustomerResult> {
    if (actor !== null) {
      const existing = await this.repository.latestOfCustomer(this.gateway.provider, actor.customerId);
      if (existing !== undefined) return this.replaceCard(existing, input.cardToken);
    }
    const name = actor !== null ? `${actor.firstName} ${actor.lastName}`.trim() : (input.name ?? '');
    try {
      const created = await this.gateway.createCustomer({ email, name, cardToken: input.cardToken });
      const row = await this.repository.upsert({
        provider: this.gateway.provider,
        providerCustomerId: created.providerCustomerId,
        email,
        customerId: actor?.customerId ?? null,
      });
      await this.repository.saveDefaultCard(row.id, created.card);
      return {
        ok: true,
        customer: {
          providerCustomerId: row.providerCustomerId,
          email,
          provider: row.provider,
          card: created.card,
        },
      };
    } catch (error) {
      return refusal(error);
    }
  }

  /**
   * The signed-in customer's payment customer with its default card, read from the provider (the
   * mirror is refreshed). `providerCustomerId` picks one of theirs; another person's is forbidden.
   */
  async get(customerId: number, providerCustomerId?: string): Promise<PaymentCustomerResult> {
    const owned = await this.owned(customerId, providerCustomerId);
    if (!owned.ok) return owned;
    const found = await this.gateway.getCustomer(owned.row.providerCustomerId);
    if (found === null) {
      await this.repository.deleteByProviderId(owned.row.provider, owned.row.providerCustomerId);
      return { ok: false, code: 'payment.customer-not-found' };
    }
    const card = found.cards[0] ?? null;
    if (card !== null) await this.repository.saveDefaultCard(owned.row.id, card);
    return {
      ok: true,
      customer: {
        providerCustomerId: owned.row.providerCustomerId,
        email: owned.row.email,
        provider: owned.row.provider,
        card,
      },
    };
  }

  /** Replaces the signed-in customer's default card with `cardToken` (card-testing limits apply). */
  async updateCard(
    customerId: number,
    cardToken: string,
    origin: CardSaveOrigin,
  ): Promise<PaymentCustomerResult> {
    const owned = await this.owned(customerId);
    if (!owned.ok) return owned;
    const attempt = { ip: origin.ip, email: owned.row.email };
    const limit = await this.guard.beforeSave(attempt, origin.now);
    if (!limit.ok)
      return { ok: false, code: 'payment.rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
    const result = await this.replaceCard(owned.row, cardToken);
    if (!result.ok && result.code === 'payment.declined') await this.guard.declined(attempt, origin.now);
    return result;
  }

  /**
   * The card an order or subscription will charge, checked to belong to the person placing it:
   * a payment customer linked to `customerId`, or one a guest made at checkout with the same
   * e-mail (then linked to `customerId` when given). `providerMethodId` null: the default card.
   */
  async cardForCheckout(input: {
    providerCustomerId: string;
    providerMethodId: string | null;
    customerId: number | null;
    email: string;
  }): Promise<CheckoutCardResult> {
    const row = await this.repository.byProviderId(this.gateway.provider, input.providerCustomerId);
    if (row === undefined) return { ok: false, code: 'payment.customer-not-found' };
    const mine =
      row.customerId !== null
        ? row.customerId === input.customerId
        : row.email === input.email.trim().toLowerCase();
    if (!mine) return { ok: false, code: 'payment.forbidden' };
    if (
      row.customerId === null &&
      input.customerId !== null &&
      !(await this.repository.claim(row.id, input.customerId))
    ) {
      return { ok: false, code: 'payment.forbidden' };
    }
    const cards = await this.repository.cards(row.id);
    const card =
      input.providerMethodId === null
        ? cards[0]
        : cards.find((c) => c.providerMethodId === input.providerMethodId);
    if (card === undefined) return { ok: false, code: 'payment.customer-not-found' };
    const { providerMethodId, brand, last4, expMonth, expYear } = card;
    return {
      ok: true,
      providerCustomerId: row.providerCustomerId,
      card: { providerMethodId, brand, last4, expMonth, expYear },
    };
  }

  /** Charges a saved card through the gateway (see PaymentGateway.charge for units and keys). */
  charge(input: Parameters<PaymentGateway['charge']>[0]): Promise<ChargeResult> {
    return this.gateway.charge(input);
  }

  /** Charges a saved card with the person at checkout, setting it up for renewals (may ask for 3-D Secure). */
  chargeOnSession(input: Parameters<PaymentGateway['chargeOnSession']>[0]): Promise<OnSessionCharge> {
    return this.gateway.chargeOnSession(input);
  }

  /** How a charge that asked for authentication stands now. */
  resumeCharge(paymentIntentId: string): Promise<OnSessionCharge> {
    return this.gateway.resumeCharge(paymentIntentId);
  }

  /** Gives up a charge still waiting for authentication ('succeeded' if it had gone through). */
  cancelCharge(paymentIntentId: string): Promise<OnSessionCharge> {
    return this.gateway.cancelCharge(paymentIntentId);
  }

  /** What the provider knows of the charge made with `idempotencyKey`. */
  /** Refunds (part of) a charge through the gateway (order changes, issue 13). */
  refund(input: Parameters<PaymentGateway['refund']>[0]): ReturnType<PaymentGateway['refund']> {
    return this.gateway.refund(input);
  }

  findCharge(idempotencyKey: string): Promise<ChargeLookup> {
    return this.gateway.findCharge(idempotencyKey);
  }

  /** Keeps the mirror in step with the provider (a card removed or renewed, a customer deleted). */
  async applyEvent(event: PaymentEvent): Promise<void> {
    switch (event.kind) {
      case 'customer-deleted':
        return this.repository.deleteByProviderId(this.gateway.provider, event.providerCustomerId);
      case 'card-detached':
        return this.repository.deleteCard(event.providerMethodId);
      case 'card-updated':
        return this.repository.updateCard(event.card);
      default:
        return undefined;
    }
  }

  private async owned(
    customerId: number,
    providerCustomerId?: string,
  ): Promise<{ ok: true; row: PaymentCustomerRow } | PaymentFailure> {
    const row =
      providerCustomerId === undefined
        ? await this.repository.latestOfCustomer(this.gateway.provider, customerId)
        : await this.repository.byProviderId(this.gateway.provider, providerCustomerId);
    if (row === undefined) return { ok: false, code: 'payment.customer-not-found' };
    if (row.customerId !== customerId) return { ok: false, code: 'payment.forbidden' };
    return { ok: true, row };
  }

  private async replaceCard(row: PaymentCustomerRow, cardToken: string): Promise<PaymentCustomerResult> {
    try {
      const card = await this.gateway.updateCard(row.providerCustomerId, cardToken);
      await this.repository.saveDefaultCard(row.id, card);
      return {
        ok: true,
        customer: {
          providerCustomerId: row.providerCustomerId,
          email: row.email,
          provider: row.provider,
          card,
        },
      };
    } catch (error) {
      return refusal(error);
    }
  }
}
