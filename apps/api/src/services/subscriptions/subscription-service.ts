import { shopDay } from '@maplepack/calendar';
import {
  CANADA_POST_METHOD,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionCreateRequest,
  type SubscriptionResponse,
} from '@maplepack/api-contract';
import { buildSubscriptionDraft, PAYMENT_METHOD } from '@maplepack/plan-editor';
import { type Db } from '../../db/client';
import { OrderRepository } from '../../db/repositories/order-repository';
import { SubscriptionRepository } from '../../db/repositories/subscription-repository';
import { errorAnswer, type HttpAnswer } from '../http-answer';
import { type OrderPricer } from '../orders/order-pricing';
import {
  RENEWAL_COUPONS_META_KEY,
  type OrderCaller,
  type OrderPayments,
  type ProfileSource,
} from '../orders/order-records';
import { checkPackSafety, packRefusalMessage } from '../orders/pack-safety';
import { type SubscriptionPresenter } from './subscription-presenter';
import { priceSubscription, subscriptionColumns, subscriptionParts } from './subscription-pricing';

/**
 * Subscriptions: the caller's list and creation after the first order (spec §4): active on the
 * order's card, or for the trial campaign on-hold with placeholder card ids; monthly, next payment
 * 26 days after the day the order was paid (plan-editor's buildSubscriptionDraft). Lines, shipping
 * and tax are priced on the server; recurring coupons of the order are kept in meta_data.
 */
export class SubscriptionService {
  constructor(
    private readonly db: Db,
    private readonly pricer: OrderPricer,
    private readonly payments: OrderPayments,
    private readonly profiles: ProfileSource,
    private readonly presenter: SubscriptionPresenter,
  ) {}

  async list(customerId: number, now: Date): Promise<SubscriptionResponse[]> {
    return this.presenter.presentAll(
      await new SubscriptionRepository(this.db).listByCustomer(customerId),
      now,
    );
  }

  async create(caller: OrderCaller, request: SubscriptionCreateRequest, now: Date): Promise<HttpAnswer> {
    if (request.wooCommerceUserId !== caller.id) return errorAnswer(403, 'auth.forbidden', 'Access denied.');
    const order = await new OrderRepository(this.db).paidOrderOf(caller.id, request.orderResponseId);
    if (order === undefined)
      return errorAnswer(422, 'subscription.order-not-found', SUBSCRIPTION_MESSAGES.orderNotYours);
    const subscriptions = new SubscriptionRepository(this.db);
    // One subscription per first order: a retried create answers the one already made.
    const existing = (await subscriptions.listByCustomer(caller.id)).find(
      (item) => item.subscription.parentOrderId === order.id,
    );
    if (existing !== undefined) return { status: 200, body: await this.presenter.present(existing, now) };

    // The order's campaign, never the request's: only a trial order starts a trial subscription.
    const campaign = order.campaign;
    const lines = request.items.map((item) => ({
      productId: item.productId,
      amDose: item.amQty,
      pmDose: item.pmQty,
    }));
    const priced = await priceSubscription(
      this.pricer,
      lines,
      request.shippingData.postcode,
      request.shippingData.city,
      now,
    );
    if (!priced.ok) return errorAnswer(priced.status, priced.code, priced.message);
    const safety = checkPackSafety(
      priced.lines,
      priced.products,
      await this.profiles.latestProfileFor(caller.id),
    );
    if (!safety.ok) {
      return errorAnswer(
        422,
        'subscription.pack-unsafe',
        packRefusalMessage(SUBSCRIPTION_MESSAGES.unsafePack, safety.reasons),
        {
          reasons: safety.reasons,
        },
      );
    }

    const draft = buildSubscriptionDraft({
      input: {
        items: request.items.map(({ productId, amQty, pmQty }) => ({ productId, amQty, pmQty })),
        stripeToken: request.stripeToken,
        stripeCustomer: request.stripeCustomer,
        wooCommerceUserId: caller.id,
        shippingData: {
          address1: request.shippingData.address1,
          address2: request.shippingData.address2,
          city: request.shippingData.city,
          province: priced.province,
          postcode: priced.postcode,
          methodId: String(CANADA_POST_METHOD.instanceId),
          methodTitle: CANADA_POST_METHOD.title,
          totalCents: priced.shippingCents,
        },
        first_name: request.first_name,
        last_name: request.last_name,
        email: caller.email,
        orderResponseId: order.id,
      },
      startDate: shopDay(order.datePaid ?? now),
      campaign,
    });
    if (!draft.ok) return errorAnswer(422, draft.code, draft.message);
    const { draft: plan } = draft;
    if (plan.status === 'active') {
      const card = await this.payments.cardForCheckout({
        providerCustomerId: plan.paymentDetails.customerId,
        providerMethodId: plan.paymentDetails.cardId,
        customerId: caller.id,
        email: caller.email,
      });
      if (!card.ok) {
        return card.code === 'payment.forbidden'
          ? errorAnswer(403, 'payment.forbidden', 'This card belongs to another customer.')
          : errorAnswer(
              422,
              'payment.card-invalid',
              'The saved card was not found. Please update your card.',
            );
      }
    }

    const renewalCoupons = order.metaData.filter((meta) => meta.key === RENEWAL_COUPONS_META_KEY);
    const id = await this.db.transaction((tx) =>
      new SubscriptionRepository(tx).insert(
        {
          customerId: caller.id,
          status: plan.status,
          parentOrderId: plan.parentId,
          billingPeriod: plan.billingPeriod,
          billingInterval: plan.billingInterval,
          startDate: plan.startDate,
          nextPaymentDate: plan.nextPaymentDate,
          paymentMethod: PAYMENT_METHOD,
          paymentCustomerId: plan.paymentDetails.customerId,
          paymentMethodId: plan.paymentDetails.cardId,
          shipping: {
            first_name: request.first_name,
            last_name: request.last_name,
            address_1: plan.shipping.address1,
            address_2: plan.shipping.address2,
            city: plan.shipping.city,
            state: plan.shipping.state,
            postcode: plan.shipping.postcode,
            country: 'CA',
          },
          billing: {
            first_name: plan.billing.firstName,
            last_name: plan.billing.lastName,
            email: plan.billing.email,
          },
          metaData: renewalCoupons,
          createdAt: now,
          updatedAt: now,
          ...subscriptionColumns(priced),
        },
        subscriptionParts(priced),
      ),
    );
    const saved = await subscriptions.byId(id);
    if (saved === undefined) throw new Error(`subscription ${id} vanished`);
    return { status: 201, body: await this.presenter.present(saved, now) };
  }
}
