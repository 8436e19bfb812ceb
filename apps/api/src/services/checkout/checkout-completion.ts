import { shopDay } from '@maplepack/calendar';
import { checkoutReceiptSchema, type CheckoutReceipt } from '@maplepack/api-contract';
import { TRIAL_CAMPAIGN } from '@maplepack/catalog';
import { buildSubscriptionDraft, PAYMENT_METHOD } from '@maplepack/plan-editor';
import { toDecimalString } from '@maplepack/pricing';
import { type FastifyBaseLogger } from 'fastify';
import { type PaymentProvider } from '../../adapters/payments/interface';
import { type Db } from '../../db/client';
import {
  CheckoutAttemptRepository,
  type CheckoutAttemptRow,
} from '../../db/repositories/checkout-attempt-repository';
import {
  CustomerRepository,
  isUniqueViolation,
  type AddressFields,
  type CustomerRow,
} from '../../db/repositories/customer-repository';
import { OrderRepository, type OrderAggregate } from '../../db/repositories/order-repository';
import { PaymentCustomerRepository } from '../../db/repositories/payment-customer-repository';
import { SubscriptionRepository } from '../../db/repositories/subscription-repository';
import { type PlannedSubscription } from '../../db/schema/checkout';
import { type AddressBlock } from '../../db/schema/orders';
import { RENEWAL_COUPONS_META_KEY } from '../orders/order-records';
import { generateUsername } from '../accounts/username';
import { type PlaceOutcome } from './checkout-types';
import { type ConfirmationMail } from './confirmation-mail';

/** A fresh username on a (rare) collision; after this many, something else is wrong. */
const USERNAME_ATTEMPTS = 5;

type Completed = Extract<PlaceOutcome, { kind: 'completed' }>;

const addressFields = (block: AddressBlock, email: string): AddressFields => ({
  firstName: block['first_name'] ?? '',
  lastName: block['last_name'] ?? '',
  address1: block['address_1'] ?? '',
  address2: block['address_2'] ?? '',
  city: block['city'] ?? '',
  state: block['state'] ?? '',
  postcode: block['postcode'] ?? '',
  country: 'CA',
  email,
  phone: block['phone'] ?? '',
});

/**
 * The end of a paid purchase, in ONE transaction: the guest's account (from the pending names,
 * e-mail and password hash kept on the attempt), the order marked paid and given to the account,
 * the payment customer linked to it, the monthly subscription (spec §4: active on the card, or a
 * trial on hold with the placeholder ids; next payment 26 days after today) and the receipt. A
 * crash before the commit leaves the attempt 'paid' with its order pending, which the same key's
 * retry or the reconciliation finishes; after it, the confirmation e-mail is queued.
 */
export class CheckoutCompletion {
  constructor(
    private readonly db: Db,
    private readonly provider: PaymentProvider,
    private readonly mail: ConfirmationMail,
    private readonly randomBytes: (size: number) => Buffer,
    private readonly log: FastifyBaseLogger,
  ) {}

  async finish(attemptId: number, now: Date): Promise<Completed> {
    const attempt = await new CheckoutAttemptRepository(this.db).byId(attemptId);
    if (attempt === undefined) throw new Error(`checkout attempt ${attemptId} vanished`);
    if (attempt.status === 'completed')
      return {
        kind: 'completed',
        attemptId,
        receipt: checkoutReceiptSchema.parse(attempt.receipt),
        signIn: null,
      };
    if (attempt.orderId === null || attempt.plannedSubscription === null)
      throw new Error(`checkout attempt ${attemptId} is paid without an order`);
    const order = await new OrderRepository(this.db).byId(attempt.orderId);
    if (order === undefined) throw new Error(`order ${attempt.orderId} vanished`);
    const card =
      attempt.paymentMethodId === null
        ? undefined
        : await new PaymentCustomerRepository(this.db).cardByProviderId(attempt.paymentMethodId);
    const planned = attempt.plannedSubscription;

    const done = await this.db.transaction(async (tx) => {
      const account = await this.account(tx, attempt, order, now);
      const customerId = account?.id ?? null;
      await new OrderRepository(tx).update(order.order.id, {
        status: 'processing',
        setPaid: true,
        datePaid: now,
        transactionId: attempt.chargeId ?? '',
        customerId: customerId ?? order.order.customerId,
        updatedAt: now,
      });
      let subscription: { id: number; nextPaymentDate: string } | null = null;
      if (customerId !== null) {
        await this.linkPaymentCustomer(tx, attempt, customerId);
        subscription = await this.subscribe(tx, attempt, order, planned, customerId, now);
      }
      const receipt: CheckoutReceipt = {
        order_id: order.order.id,
        order_number: String(order.order.id),
        subscription_id: subscription?.id ?? null,
        customer_id: customerId ?? 0,
        first_name: attempt.firstName,
        email: attempt.email,
        status: order.order.campaign === TRIAL_CAMPAIGN ? 'on-hold' : 'processing',
        lines: order.lines.map((line) => ({
          product_id: line.productId,
          name: line.name,
          am_dose: line.amDose,
          pm_dose: line.pmDose,
          total: toDecimalString(line.totalCents),
        })),
        charged: toDecimalString(order.order.totalCents - order.order.balanceDueCents),
        card: card === undefined ? null : { brand: card.brand, last4: card.last4 },
        renewal: {
          date: subscription?.nextPaymentDate ?? '',
          total: toDecimalString(subscription === null ? 0 : (attempt.renewalCents ?? 0)),
        },
      };
      await new CheckoutAttemptRepository(tx).update(attempt.id, {
        status: 'completed',
        customerId,
        subscriptionId: subscription?.id ?? null,
        receipt,
        passwordHash: null,
        completedAt: now,
        updatedAt: now,
      });
      return { receipt, created: attempt.callerId === null ? (account?.row ?? null) : null };
    });
    if (done.receipt.customer_id === 0) {
      // Someone registered the e-mail between the check and the charge: the paid order stays a
      // guest order (never attached to an account by e-mail), and staff follow up.
      this.log.error({ attemptId, orderId: order.order.id }, 'checkout paid as a guest order: e-mail taken');
    }
    this.mail.queue(attempt.id);
    return { kind: 'completed', attemptId, receipt: done.receipt, signIn: done.created };
  }

  /**
   * The account the purchase belongs to: the signed-in caller's, or a new one for the guest; null
   * when the guest's e-mail was taken meanwhile (see above).
   */
  private async account(
    tx: Db,
    attempt: CheckoutAttemptRow,
    order: OrderAggregate,
    now: Date,
  ): Promise<{ id: number; row: CustomerRow | null } | null> {
    const customers = new CustomerRepository(tx);
    if (attempt.callerId !== null) {
      for (const kind of ['shipping', 'billing'] as const) {
        if ((await customers.address(attempt.callerId, kind)) === undefined)
          await customers.saveAddress(
            attempt.callerId,
            kind,
            addressFields(order.order[kind], attempt.email),
          );
      }
      return { id: attempt.callerId, row: null };
    }
    if (attempt.passwordHash === null) throw new Error(`checkout attempt ${attempt.id} lost its password`);
    for (let tries = 1; ; tries += 1) {
      if ((await customers.byEmail(attempt.email)) !== undefined) return null;
      try {
        // A savepoint: a username collision must not abort the whole transaction.
        const row = await tx.transaction((inner) =>
          new CustomerRepository(inner).create(
            {
              email: attempt.email,
              firstName: attempt.firstName,
              lastName: attempt.lastName,
              username: generateUsername(attempt.firstName, attempt.lastName, this.randomBytes),
              passwordHash: attempt.passwordHash ?? '',
              metaData: [],
            },
            now,
          ),
        );
        await customers.saveAddress(row.id, 'shipping', addressFields(order.order.shipping, attempt.email));
        await customers.saveAddress(row.id, 'billing', addressFields(order.order.billing, attempt.email));
        return { id: row.id, row };
      } catch (error) {
        if (!isUniqueViolation(error) || tries >= USERNAME_ATTEMPTS) throw error;
      }
    }
  }

  /** The payment customer made at checkout belongs to the account from now on. */
  private async linkPaymentCustomer(tx: Db, attempt: CheckoutAttemptRow, customerId: number): Promise<void> {
    if (attempt.paymentCustomerId === null) return;
    const repository = new PaymentCustomerRepository(tx);
    const row = await repository.byProviderId(this.provider, attempt.paymentCustomerId);
    if (row !== undefined && !(await repository.claim(row.id, customerId)))
      throw new Error(`payment customer of checkout attempt ${attempt.id} belongs to someone else`);
  }

  private async subscribe(
    tx: Db,
    attempt: CheckoutAttemptRow,
    { order }: OrderAggregate,
    planned: PlannedSubscription,
    customerId: number,
    now: Date,
  ): Promise<{ id: number; nextPaymentDate: string }> {
    const draft = buildSubscriptionDraft({
      input: {
        items: planned.lines.map((line) => ({
          productId: line.productId,
          amQty: line.amDose,
          pmQty: line.pmDose,
        })),
        stripeToken: attempt.paymentMethodId,
        stripeCustomer: attempt.paymentCustomerId,
        wooCommerceUserId: customerId,
        shippingData: {
          address1: order.shipping['address_1'] ?? '',
          address2: order.shipping['address_2'] ?? '',
          city: order.shipping['city'] ?? '',
          province: order.shipping['state'] ?? '',
          postcode: order.shipping['postcode'] ?? '',
          methodId: planned.shippingLine.methodId,
          methodTitle: planned.shippingLine.methodTitle,
          totalCents: planned.shippingLine.totalCents,
        },
        first_name: attempt.firstName,
        last_name: attempt.lastName,
        email: attempt.email,
        orderResponseId: order.id,
      },
      startDate: shopDay(now),
      campaign: order.campaign,
    });
    if (!draft.ok) throw new Error(`checkout attempt ${attempt.id}: ${draft.message}`);
    const plan = draft.draft;
    const id = await new SubscriptionRepository(tx).insert(
      {
        customerId,
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
          first_name: order.shipping['first_name'] ?? attempt.firstName,
          last_name: order.shipping['last_name'] ?? attempt.lastName,
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
        metaData: order.metaData.filter((meta) => meta.key === RENEWAL_COUPONS_META_KEY),
        createdAt: now,
        updatedAt: now,
        totalCents: planned.totalCents,
        totalTaxCents: planned.totalTaxCents,
        shippingTotalCents: planned.shippingLine.totalCents,
      },
      { lines: planned.lines, shipping: [planned.shippingLine] },
    );
    return { id, nextPaymentDate: plan.nextPaymentDate };
  }
}
