import {
  CARD_UPDATE_MESSAGES,
  SUBSCRIPTION_ACTION_MESSAGES,
  type CardRetry,
  type CardSetupIntentResponse,
  type CardUpdateRequest,
  type CardUpdateResponse,
} from '@maplepack/api-contract';
import { allowedEvents, apply, type LifecycleLogEntry } from '@maplepack/subscription';
import { PaymentError, type SavedCard } from '../../adapters/payments/interface';
import { type Db } from '../../db/client';
import { PaymentCustomerRepository } from '../../db/repositories/payment-customer-repository';
import { SubscriptionEventRepository } from '../../db/repositories/subscription-event-repository';
import { SubscriptionRepository } from '../../db/repositories/subscription-repository';
import { cardRetryLines, lifecycleEmail } from '../../emails/account-emails';
import { type AccountMail } from '../accounts/account-mail';
import { errorAnswer, type HttpAnswer } from '../http-answer';
import { type PaymentFailure, type PaymentService } from '../payments/payment-service';
import { RenewalCharger } from '../renewals/renewal-charge';
import { queueSettledChargeMail } from '../renewals/renewal-mail';
import { planAccess } from './subscription-history';
import { eventFields, lifecycleColumns, lifecycleOf, lifecycleSnapshot } from './subscription-lifecycle';
import { shopDay } from '@maplepack/calendar';
import { type SubscriptionPresenter } from './subscription-presenter';
import { subscriptionVersion } from './subscription-response';

/** Who is updating the card: the signed-in owner, with the address their request came from. */
export interface CardCaller {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  ip: string;
}

type Answer = HttpAnswer & { version?: string; retryAfterSeconds?: number };

/** A payment refusal as an answer: 402 declined, 400 invalid card, 429, 503, 403, 409. */
function paymentRefusal(failure: PaymentFailure): Answer {
  switch (failure.code) {
    case 'payment.rate-limited':
      return {
        ...errorAnswer(429, failure.code, 'Too many card attempts. Please try again later.'),
        retryAfterSeconds: failure.retryAfterSeconds,
      };
    case 'payment.forbidden':
      return errorAnswer(403, failure.code, CARD_UPDATE_MESSAGES.forbidden);
    case 'payment.customer-not-found':
    case 'payment.email-required':
      return errorAnswer(409, 'payment.setup-incomplete', CARD_UPDATE_MESSAGES.setupIncomplete);
    case 'payment.declined':
      return errorAnswer(402, failure.code, failure.message);
    case 'payment.unavailable':
      return errorAnswer(503, failure.code, failure.message);
    default:
      return errorAnswer(400, 'payment.card-invalid', failure.message);
  }
}

function paymentErrorAnswer(error: unknown): Answer {
  if (error instanceof PaymentError)
    return paymentRefusal({ ok: false, code: error.code, message: error.message });
  throw error;
}

/**
 * The card renewals charge (issue 13): a SetupIntent for Stripe Elements, then the confirmed
 * SetupIntent or a test gateway token saved as the plan's card. The card update is the lifecycle's
 * `card.updated`: logged with the plan's history, and an on-hold plan retrying a failed renewal is
 * charged again at once (RenewalCharger) with the new card. A confirmation e-mail follows.
 */
export class SubscriptionCardService {
  constructor(
    private readonly db: Db,
    private readonly payments: PaymentService,
    private readonly presenter: SubscriptionPresenter,
    private readonly mail: AccountMail,
  ) {}

  /** The plan if the caller owns it and its card may change today; otherwise the refusal. */
  private async checkPlan(caller: CardCaller, id: number, now: Date): Promise<Answer | null> {
    const found = await new SubscriptionRepository(this.db).byId(id);
    const refused = planAccess(found?.subscription, caller.id);
    if (refused !== null || found === undefined)
      return refused ?? errorAnswer(404, 'subscription.not-found', '');
    const lifecycle = lifecycleOf(found.subscription);
    if (lifecycle === null)
      return errorAnswer(409, 'subscription.unmanageable', SUBSCRIPTION_ACTION_MESSAGES.unmanageable);
    if (!allowedEvents(lifecycle, shopDay(now)).includes('card.updated'))
      return errorAnswer(
        409,
        'subscription.not-allowed',
        'The card of this plan cannot be changed any more.',
      );
    return null;
  }

  /** POST /subscriptions/{id}/card/setup-intent: a SetupIntent on the person's payment customer. */
  async setupIntent(caller: CardCaller, id: number, now: Date): Promise<Answer> {
    const refused = await this.checkPlan(caller, id, now);
    if (refused !== null) return refused;
    const gateway = this.payments.gateway;
    const repository = new PaymentCustomerRepository(this.db);
    const existing = await repository.latestOfCustomer(gateway.provider, caller.id);
    try {
      const start = await gateway.createSetupIntent({
        providerCustomerId: existing?.providerCustomerId ?? null,
        email: caller.email,
        name: `${caller.firstName} ${caller.lastName}`.trim(),
        idempotencyKey: `card-setup-${id}-${caller.id}-${now.getTime()}`,
      });
      // A payment customer made for this intent is the caller's from now on.
      await repository.upsert({
        provider: gateway.provider,
        providerCustomerId: start.providerCustomerId,
        email: caller.email,
        customerId: caller.id,
      });
      const body: CardSetupIntentResponse = {
        mode: gateway.provider,
        setup_intent_id: start.setupIntentId,
        client_secret: start.clientSecret,
      };
      return { status: 200, body };
    } catch (error) {
      return paymentErrorAnswer(error);
    }
  }

  /** PUT /subscriptions/{id}/card: saves the card, then retries a failed renewal at once. */
  async update(caller: CardCaller, id: number, request: CardUpdateRequest, now: Date): Promise<Answer> {
    const refused = await this.checkPlan(caller, id, now);
    if (refused !== null) return refused;
    const saved = await this.saveCard(caller, request, now);
    if ('status' in saved) return saved;
    const { providerCustomerId, card } = saved;

    type Outcome =
      | { kind: 'refused'; answer: Answer }
      | { kind: 'done'; log: LifecycleLogEntry; charge: { period: string; attempt: number } | null };
    const today = shopDay(now);
    const outcome = await this.db.transaction(async (tx): Promise<Outcome> => {
      const subscriptions = new SubscriptionRepository(tx);
      const locked = await subscriptions.lock(id);
      const access = planAccess(locked, caller.id);
      if (access !== null || locked === undefined)
        return { kind: 'refused', answer: access ?? errorAnswer(404, 'subscription.not-found', '') };
      const lifecycle = lifecycleOf(locked);
      if (lifecycle === null)
        return {
          kind: 'refused',
          answer: errorAnswer(409, 'subscription.unmanageable', SUBSCRIPTION_ACTION_MESSAGES.unmanageable),
        };
      const result = apply(lifecycle, { type: 'card.updated' }, today);
      if (!result.ok) return { kind: 'refused', answer: errorAnswer(409, result.code, result.message) };
      await subscriptions.update(id, {
        ...lifecycleColumns(result.subscription),
        paymentMethod: this.payments.gateway.provider,
        paymentCustomerId: providerCustomerId,
        paymentMethodId: card.providerMethodId,
        updatedAt: now,
      });
      await new SubscriptionEventRepository(tx).append({
        subscriptionId: id,
        actorCustomerId: caller.id,
        before: lifecycleSnapshot(lifecycle),
        after: lifecycleSnapshot(result.subscription),
        createdAt: now,
        ...eventFields(result.log),
      });
      const charge = result.effects.find((effect) => effect.type === 'charge');
      return {
        kind: 'done',
        log: result.log,
        charge: charge === undefined ? null : { period: charge.period, attempt: charge.attempt },
      };
    });
    if (outcome.kind === 'refused') return outcome.answer;

    let retry: CardRetry = { status: 'none' };
    if (outcome.charge !== null) {
      const { period, attempt } = outcome.charge;
      const charged = await new RenewalCharger(this.db, this.payments).chargeOpenRenewal({
        subscriptionId: id,
        period,
        attempt,
        now,
        // A renewal paid by the new card gets its receipt like one the engine charged; a failure is
        // told in the card-updated e-mail below, so it queues nothing more.
        onSettled: async (tx, settled) => {
          if (settled.result.ok)
            await queueSettledChargeMail(tx, id, attempt, settled, now, this.mail.publicUrl);
        },
      });
      if (charged.status === 'paid')
        retry = { status: 'paid', pack_date: charged.packDate, amount: charged.amount };
      if (charged.status === 'failed')
        retry = {
          status: 'failed',
          pack_date: charged.packDate,
          amount: charged.amount,
          message: charged.message,
        };
    }

    const plan = await new SubscriptionRepository(this.db).byId(id);
    if (plan === undefined) throw new Error(`subscription ${id} vanished`);
    const subscription = await this.presenter.present(plan, now);
    await this.mail.send(caller.id, 'card-updated', (to) =>
      lifecycleEmail(
        to,
        outcome.log,
        subscription.renewal,
        this.mail.publicUrl,
        cardRetryLines(to.language, retry),
      ),
    );
    const body: CardUpdateResponse = {
      card: {
        id: card.providerMethodId,
        brand: card.brand,
        last4: card.last4,
        exp_month: card.expMonth,
        exp_year: card.expYear,
      },
      subscription,
      retry,
    };
    return { status: 200, body, version: subscriptionVersion(plan) };
  }

  /** The new card saved on the caller's payment customer (from a SetupIntent or a test token). */
  private async saveCard(
    caller: CardCaller,
    request: CardUpdateRequest,
    now: Date,
  ): Promise<{ providerCustomerId: string; card: SavedCard } | Answer> {
    if ('token' in request) {
      const result = await this.payments.create(
        {
          customerId: caller.id,
          email: caller.email,
          firstName: caller.firstName,
          lastName: caller.lastName,
        },
        { cardToken: request.token },
        { ip: caller.ip, now },
      );
      if (!result.ok) return paymentRefusal(result);
      if (result.customer.card === null)
        return errorAnswer(409, 'payment.setup-incomplete', CARD_UPDATE_MESSAGES.setupIncomplete);
      return { providerCustomerId: result.customer.providerCustomerId, card: result.customer.card };
    }
    const gateway = this.payments.gateway;
    let state;
    try {
      state = await gateway.completeSetupIntent(request.setup_intent_id);
    } catch (error) {
      return paymentErrorAnswer(error);
    }
    if (state.status !== 'succeeded')
      return errorAnswer(409, 'payment.setup-incomplete', CARD_UPDATE_MESSAGES.setupIncomplete);
    const repository = new PaymentCustomerRepository(this.db);
    const owner = await repository.byProviderId(gateway.provider, state.providerCustomerId);
    if (owner === undefined || owner.customerId !== caller.id)
      return errorAnswer(403, 'payment.forbidden', CARD_UPDATE_MESSAGES.forbidden);
    await repository.saveDefaultCard(owner.id, state.card);
    return { providerCustomerId: state.providerCustomerId, card: state.card };
  }
}
