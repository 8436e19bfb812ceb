import { CustomerRepository } from '../../db/repositories/customer-repository';
import { type FastifyBaseLogger } from 'fastify';
import { type Mailer } from '../../adapters/mail/interface';
import { type Db } from '../../db/client';
import { CheckoutAttemptRepository } from '../../db/repositories/checkout-attempt-repository';
import { type CardTestingGuard } from '../orders/card-testing-guard';
import { pricerOn } from '../orders/order-services';
import { type ProfileSource } from '../orders/order-records';
import { type OrderSettlement } from '../orders/order-settlement';
import { type PaymentService } from '../payments/payment-service';
import { type SubscriptionUpdateService } from '../subscriptions/subscription-update-service';
import { CheckoutCharges } from './checkout-charges';
import { CheckoutCompletion } from './checkout-completion';
import { CheckoutPlanChange } from './checkout-plan-change';
import { CheckoutPurchase } from './checkout-purchase';
import { CheckoutQuoter } from './checkout-quote';
import { CheckoutService } from './checkout-service';
import { CheckoutSettlement } from './checkout-settlement';
import { ConfirmationMail, type MarketingOptIn } from './confirmation-mail';

export interface CheckoutDependencies {
  db: Db;
  payments: PaymentService;
  profiles: ProfileSource;
  guard: CardTestingGuard;
  settlement: OrderSettlement;
  subscriptionUpdates: SubscriptionUpdateService;
  mailer: Mailer;
  /** The shop's public address, for the account link in the e-mail (no trailing slash). */
  publicUrl: string;
  randomBytes: (size: number) => Buffer;
  log: FastifyBaseLogger;
  now: () => Date;
  /** The mailing list's double opt-in, for a buyer who ticked the marketing box; none: consent only stored. */
  marketingOptIn?: MarketingOptIn;
}

/** The checkout (services/checkout/*), wired by plugins/app/checkout.ts as `app.checkout`. */
export function createCheckoutServices(deps: CheckoutDependencies) {
  const { db, payments, guard } = deps;
  const mail = new ConfirmationMail(
    new CheckoutAttemptRepository(db),
    deps.mailer,
    deps.publicUrl,
    deps.log,
    deps.now,
    deps.marketingOptIn ?? null,
    async (customerId) => (await new CustomerRepository(db).byId(customerId))?.language ?? 'en',
  );
  const completion = new CheckoutCompletion(db, payments.gateway.provider, mail, deps.randomBytes, deps.log);
  const charges = new CheckoutCharges(db, payments, deps.settlement, completion, guard);
  const quoter = new CheckoutQuoter(db, pricerOn(db), deps.profiles);
  return {
    quoter,
    service: new CheckoutService(
      db,
      quoter,
      new CheckoutPurchase(db, payments, guard, charges),
      new CheckoutPlanChange(db, payments, deps.subscriptionUpdates, mail),
      charges,
    ),
    settlement: new CheckoutSettlement(db, charges),
    mail,
    /** The reconciliation pass's other chore: confirmations completed over `staleAfterMs` ago and never sent. */
    housekeeping: (now: Date, staleAfterMs: number): Promise<number[]> =>
      mail.sendUnsent(new Date(now.getTime() - staleAfterMs), now),
  };
}
export type CheckoutServices = ReturnType<typeof createCheckoutServices>;
