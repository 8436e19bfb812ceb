import {
  subscriptionUpdateRequestSchema,
  subscriptionResponseSchema,
  type CheckoutReceipt,
} from '@maplepack/api-contract';
import { toDecimalString } from '@maplepack/pricing';
import { eq } from 'drizzle-orm';
import { type Db } from '../../db/client';
import {
  CheckoutAttemptRepository,
  type CheckoutAttemptRow,
} from '../../db/repositories/checkout-attempt-repository';
import { PaymentCustomerRepository } from '../../db/repositories/payment-customer-repository';
import { subscriptions } from '../../db/schema/subscriptions';
import { errorAnswer } from '../http-answer';
import { type SubscriptionUpdateService } from '../subscriptions/subscription-update-service';
import { type QuoteResult } from './checkout-quote';
import { refused, type CheckoutPayments, type PlaceInput, type PlaceOutcome } from './checkout-types';
import { type ConfirmationMail } from './confirmation-mail';
import { paymentFailureAnswer } from './payment-refusal';
import { EMPTY_CART_MESSAGE } from './checkout-purchase';

/**
 * A signed-in customer with a plan checks out their cart as a change of that plan, charged
 * nothing now: the plan's lines are replaced by the cart's ('replace', after the assessment) or
 * the cart's are added to them ('add', from build-my-pack; the cart's doses win for a product in
 * both), through the subscription update path (row lock, safety check, renewal prices). A new card
 * given here becomes the plan's card for its renewals.
 */
export class CheckoutPlanChange {
  constructor(
    private readonly db: Db,
    private readonly payments: CheckoutPayments,
    private readonly updates: SubscriptionUpdateService,
    private readonly mail: ConfirmationMail,
  ) {}

  async run(attempt: CheckoutAttemptRow, input: PlaceInput, quoted: QuoteResult): Promise<PlaceOutcome> {
    const { caller, request, now } = input;
    const { plan, priced } = quoted;
    if (caller === null || plan === null)
      throw new Error('a plan change needs a signed-in customer with a plan');
    if (priced === null)
      return refused(errorAnswer(422, 'order.empty', EMPTY_CART_MESSAGE, { field: 'lines' }));

    let card: { providerCustomerId: string; providerMethodId: string } | null = null;
    if (request.payment.method === 'card') {
      const saved = await this.payments.create(
        {
          customerId: caller.id,
          email: caller.email,
          firstName: caller.firstName,
          lastName: caller.lastName,
        },
        { cardToken: request.payment.token },
        { ip: input.ip, now },
      );
      if (!saved.ok) return refused(paymentFailureAnswer(saved, false));
      if (saved.customer.card !== null)
        card = {
          providerCustomerId: saved.customer.providerCustomerId,
          providerMethodId: saved.customer.card.providerMethodId,
        };
    }

    const lines = quoted.planChange === 'add' ? [...priced.lines, ...priced.oldPackLines] : priced.lines;
    const { shipping } = request;
    const answer = await this.updates.update({
      customerId: caller.id,
      id: plan.subscription.id,
      request: subscriptionUpdateRequestSchema.parse({
        line_items: lines.map((line) => ({
          product_id: line.productId,
          meta_data: [
            { key: 'am_dose', value: line.amDose },
            { key: 'pm_dose', value: line.pmDose },
          ],
        })),
        shipping: {
          first_name: shipping.first_name,
          last_name: shipping.last_name,
          address_1: shipping.address_1,
          address_2: shipping.address_2,
          city: shipping.city,
          state: shipping.state,
          postcode: shipping.postcode,
          phone: shipping.phone,
        },
      }),
      ifMatch: null,
      now,
    });
    if (answer.status !== 200) return refused(answer);
    const updated = subscriptionResponseSchema.parse(answer.body);
    if (card !== null)
      await this.db
        .update(subscriptions)
        .set({
          paymentCustomerId: card.providerCustomerId,
          paymentMethodId: card.providerMethodId,
          updatedAt: now,
        })
        .where(eq(subscriptions.id, updated.id));
    const methodId = card?.providerMethodId ?? updated.payment_details?.card_id ?? null;
    const saved =
      methodId === null ? undefined : await new PaymentCustomerRepository(this.db).cardByProviderId(methodId);

    const receipt: CheckoutReceipt = {
      order_id: null,
      order_number: null,
      subscription_id: updated.id,
      customer_id: caller.id,
      first_name: caller.firstName,
      email: caller.email,
      status: 'plan-updated',
      lines: updated.line_items.map((line) => ({
        product_id: line.product_id,
        name: line.name,
        am_dose: line.meta_data.find((meta) => meta.key === 'am_dose')?.value ?? 0,
        pm_dose: line.meta_data.find((meta) => meta.key === 'pm_dose')?.value ?? 0,
        total: line.total,
      })),
      charged: '0.00',
      card: saved === undefined ? null : { brand: saved.brand, last4: saved.last4 },
      renewal: { date: updated.next_payment_date ?? '', total: toDecimalString(quoted.renewal.totalCents) },
    };
    await new CheckoutAttemptRepository(this.db).update(attempt.id, {
      status: 'completed',
      customerId: caller.id,
      subscriptionId: updated.id,
      planChange: quoted.planChange,
      renewalCents: quoted.renewal.totalCents,
      receipt,
      completedAt: now,
      updatedAt: now,
    });
    this.mail.queue(attempt.id);
    return { kind: 'completed', attemptId: attempt.id, receipt, signIn: null };
  }
}
