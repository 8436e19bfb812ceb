import {
  CHECKOUT_ERROR_CODES,
  CHECKOUT_MESSAGES,
  ORDER_MESSAGES,
  type CheckoutAddress,
  type CheckoutPayment,
} from '@maplepack/api-contract';
import { TRIAL_CAMPAIGN } from '@maplepack/catalog';
import { MIN_CHARGE_CENTS, type SavedCard } from '../../adapters/payments/interface';
import { type Db } from '../../db/client';
import {
  CheckoutAttemptRepository,
  type CheckoutAttemptRow,
} from '../../db/repositories/checkout-attempt-repository';
import { CustomerRepository } from '../../db/repositories/customer-repository';
import { type AddressBlock } from '../../db/schema/orders';
import { hashPassword } from '../../security/password-hash';
import { type CardAttempt, type CardTestingGuard } from '../orders/card-testing-guard';
import { errorAnswer, type HttpAnswer } from '../http-answer';
import { PlacementRefused, storePendingOrder } from '../orders/order-placement';
import { pricedColumns, RENEWAL_COUPONS_META_KEY } from '../orders/order-records';
import { packRefusalMessage } from '../orders/pack-safety';
import { type CheckoutCharges } from './checkout-charges';
import { type QuoteResult } from './checkout-quote';
import { refused, type CheckoutPayments, type PlaceInput, type PlaceOutcome } from './checkout-types';
import { paymentFailureAnswer, paymentRequired } from './payment-refusal';
import { cardTokenOf } from './place-request';

export const EMPTY_CART_MESSAGE = 'Your cart is empty.';

/** A checkout address as an order stores it (WooCommerce's block, country CA). */
export const addressBlock = (address: CheckoutAddress): AddressBlock => ({
  first_name: address.first_name,
  last_name: address.last_name,
  address_1: address.address_1,
  address_2: address.address_2,
  city: address.city,
  state: address.state,
  postcode: address.postcode,
  country: 'CA',
  phone: address.phone,
});

type Card = { providerCustomerId: string; card: SavedCard };

/**
 * A purchase (a guest, or a signed-in customer without a plan): the checks that need the price —
 * the trial's eligibility, an account already using the e-mail, the pack's safety, something to
 * pay for — then the card (a new one saved to a payment customer, or the saved one), the guest's
 * password hashed, and the order stored pending with its coupon uses and trial in one transaction
 * that also moves the attempt to 'charging'. Then CheckoutCharges charges it.
 */
export class CheckoutPurchase {
  constructor(
    private readonly db: Db,
    private readonly payments: CheckoutPayments,
    private readonly guard: CardTestingGuard,
    private readonly charges: CheckoutCharges,
  ) {}

  async run(attempt: CheckoutAttemptRow, input: PlaceInput, quoted: QuoteResult): Promise<PlaceOutcome> {
    const { caller, request, now } = input;
    const { priced } = quoted;
    const email = caller?.email ?? request.contact.email;
    if (priced === null)
      return refused(errorAnswer(422, 'order.empty', EMPTY_CART_MESSAGE, { field: 'lines' }));
    if (caller === null && (await new CustomerRepository(this.db).byEmail(email)) !== undefined)
      return refused(
        errorAnswer(409, CHECKOUT_ERROR_CODES.accountExists, CHECKOUT_MESSAGES.accountExists, {
          field: 'contact.email',
        }),
      );
    if (!quoted.safety.ok)
      return refused(
        errorAnswer(
          422,
          'order.pack-unsafe',
          packRefusalMessage('This pack cannot be ordered:', quoted.safety.reasons),
          {
            reasons: quoted.safety.reasons,
          },
        ),
      );
    if (priced.breakdown.subtotalCents === 0 && quoted.campaign !== TRIAL_CAMPAIGN)
      return refused(errorAnswer(422, 'order.free-only', ORDER_MESSAGES.freeOnly));
    const origin: CardAttempt = { ip: input.ip, email };
    const limited = await this.guard.beforeCharge(origin, now);
    if (!limited.ok)
      return refused(
        paymentFailureAnswer(
          { ok: false, code: 'payment.rate-limited', retryAfterSeconds: limited.retryAfterSeconds },
          caller === null,
        ),
      );

    const totalCents = priced.breakdown.totalCents;
    // A trial that costs nothing needs no card (its plan waits on hold); anything else does, for renewals.
    let card: Card | null = null;
    if (quoted.campaign !== TRIAL_CAMPAIGN || totalCents > 0) {
      const chosen = await this.card(request.payment, input);
      if ('status' in chosen) return refused(chosen);
      card = chosen;
    }
    const passwordHash = caller === null ? await hashPassword(request.contact.password ?? '') : null;
    const consent = request.contact.marketing.given
      ? { text: request.contact.marketing.text, givenAt: now.toISOString(), ip: input.ip }
      : null;

    const shipping = addressBlock(request.shipping);
    const columns = pricedColumns(priced);
    try {
      await this.db.transaction(async (tx) => {
        const orderId = await storePendingOrder(tx, {
          values: {
            customerId: caller?.id ?? null,
            status: 'pending',
            campaign: quoted.campaign,
            billingEmail: email,
            billing: { ...addressBlock(request.billing ?? request.shipping), email },
            shipping: { ...shipping, postcode: priced.postcode },
            paymentMethod: card === null ? '' : 'stripe',
            paymentCustomerId: card?.providerCustomerId ?? null,
            paymentMethodId: card?.card.providerMethodId ?? null,
            metaData:
              priced.renewalOnly.length === 0
                ? []
                : [{ key: RENEWAL_COUPONS_META_KEY, value: priced.renewalOnly.join(',') }],
            createdAt: now,
            updatedAt: now,
            ...columns,
            // Under the provider's minimum: owed, and added to the next charge on this card.
            balanceDueCents: totalCents > 0 && totalCents < MIN_CHARGE_CENTS ? totalCents : 0,
          },
          priced,
          user: { customerId: caller?.id ?? null, email },
          now,
        });
        await new CheckoutAttemptRepository(tx).update(attempt.id, {
          status: 'charging',
          orderId,
          chargeTries: attempt.chargeTries + 1,
          paymentCustomerId: card?.providerCustomerId ?? null,
          paymentMethodId: card?.card.providerMethodId ?? null,
          cardToken: cardTokenOf(input),
          paymentIntentId: null,
          chargeId: null,
          passwordHash,
          marketingConsent: consent,
          renewalCents: quoted.renewal.totalCents,
          plannedSubscription: quoted.plannedSubscription,
          planChange: null,
          updatedAt: now,
        });
      });
    } catch (error) {
      if (error instanceof PlacementRefused) return refused(error.answer);
      throw error;
    }
    const charging = await new CheckoutAttemptRepository(this.db).byId(attempt.id);
    if (charging === undefined) throw new Error(`checkout attempt ${attempt.id} vanished`);
    return this.charges.charge(charging, now, origin);
  }

  /** The card to charge: a new one (saved to a payment customer first) or the account's saved one. */
  private async card(payment: CheckoutPayment, input: PlaceInput): Promise<Card | HttpAnswer> {
    const { caller, request, now } = input;
    const guest = caller === null;
    if (payment.method === 'none') return paymentRequired();
    if (payment.method === 'saved') {
      if (caller === null)
        return paymentFailureAnswer({ ok: false, code: 'payment.customer-not-found' }, guest);
      const saved = await this.payments.get(caller.id);
      if (!saved.ok) return paymentFailureAnswer(saved, guest);
      if (saved.customer.card === null)
        return paymentFailureAnswer({ ok: false, code: 'payment.customer-not-found' }, guest);
      return { providerCustomerId: saved.customer.providerCustomerId, card: saved.customer.card };
    }
    const actor =
      caller === null
        ? null
        : {
            customerId: caller.id,
            email: caller.email,
            firstName: caller.firstName,
            lastName: caller.lastName,
          };
    const created = await this.payments.create(
      actor,
      {
        cardToken: payment.token,
        email: request.contact.email,
        name: `${request.contact.first_name} ${request.contact.last_name}`,
      },
      { ip: input.ip, now },
    );
    if (!created.ok) return paymentFailureAnswer(created, guest);
    if (created.customer.card === null) return paymentRequired();
    return { providerCustomerId: created.customer.providerCustomerId, card: created.customer.card };
  }
}
