import { type SubscriptionCard, type SubscriptionResponse } from '@maplepack/api-contract';
import { shopDay } from '@maplepack/calendar';
import { type Db } from '../../db/client';
import { PaymentCustomerRepository } from '../../db/repositories/payment-customer-repository';
import { type SubscriptionAggregate } from '../../db/repositories/subscription-repository';
import { type RenewalQuoter } from './subscription-renewal-quote';
import { toSubscriptionResponse } from './subscription-response';

/** The shop's day (UTC) of a moment: the `today` of the lifecycle rules. */

/**
 * A subscription as the account page reads it: the stored plan, its actions for today, its next
 * renewal priced today and the card renewals charge. Run it after the transaction that changed the
 * plan (pricing reads through `db`, which must not wait on that transaction).
 */
export class SubscriptionPresenter {
  constructor(
    private readonly db: Db,
    private readonly quoter: RenewalQuoter,
  ) {}

  async present(plan: SubscriptionAggregate, now: Date): Promise<SubscriptionResponse> {
    const [renewal, card] = [await this.quoter.quotePlan(plan, now), await this.card(plan)];
    return toSubscriptionResponse(plan, { today: shopDay(now), renewal, card });
  }

  async presentAll(plans: readonly SubscriptionAggregate[], now: Date): Promise<SubscriptionResponse[]> {
    const answers: SubscriptionResponse[] = [];
    for (const plan of plans) answers.push(await this.present(plan, now));
    return answers;
  }

  /** The saved card the plan charges; null for a trial's placeholder or a card no longer on file. */
  private async card({ subscription }: SubscriptionAggregate): Promise<SubscriptionCard | null> {
    if (!subscription.cardOnFile || subscription.paymentMethodId === null) return null;
    const card = await new PaymentCustomerRepository(this.db).cardByProviderId(subscription.paymentMethodId);
    return card === undefined
      ? null
      : { brand: card.brand, last4: card.last4, exp_month: card.expMonth, exp_year: card.expYear };
  }
}
