import { type FastifyBaseLogger } from 'fastify';
import { type Mailer } from '../../adapters/mail/interface';
import { MemoryCache } from '../../cache/memory-cache';
import { type Db } from '../../db/client';
import { CouponRepository } from '../../db/repositories/coupon-repository';
import { CouponUsageRepository } from '../../db/repositories/coupon-usage-repository';
import { ProductRepository } from '../../db/repositories/product-repository';
import { ShippingRepository } from '../../db/repositories/shipping-repository';
import { TaxRepository } from '../../db/repositories/tax-repository';
import { type CardTestingGuard } from './card-testing-guard';
import { CouponService } from '../catalogue/coupon-service';
import { OrderPlacement } from './order-placement';
import { OrderPricer } from './order-pricing';
import { type OrderPayments, type ProfileSource } from './order-records';
import { OrderService } from './order-service';
import { OrderSettlement } from './order-settlement';
import { OrderUpdateService } from './order-update-service';
import { AccountMail } from '../accounts/account-mail';
import { SubscriptionActionService } from '../subscriptions/subscription-action-service';
import { SubscriptionCardService } from '../subscriptions/subscription-card-service';
import { type PaymentService } from '../payments/payment-service';
import { SubscriptionHistory } from '../subscriptions/subscription-history';
import { SubscriptionPresenter } from '../subscriptions/subscription-presenter';
import { RenewalQuoter } from '../subscriptions/subscription-renewal-quote';
import { ShippingService } from '../catalogue/shipping-service';
import { TaxService } from '../catalogue/tax-service';
import { SubscriptionService } from '../subscriptions/subscription-service';
import { SubscriptionUpdateService } from '../subscriptions/subscription-update-service';

/**
 * A pricer reading through `db`: the app's database, or a transaction's. It reads products, coupons,
 * tax rules and shipping settings from the database every time, never from an instance's cache, so a
 * change the back office saves on any instance is the next price every instance computes (issue 18).
 */
export function pricerOn(db: Db): OrderPricer {
  const uncached = MemoryCache.disabled();
  return new OrderPricer(
    new ProductRepository(db),
    new CouponService(new CouponRepository(db), new CouponUsageRepository(db)),
    new ShippingService(new ShippingRepository(db), uncached),
    new TaxService(new TaxRepository(db), uncached),
  );
}

/**
 * Orders and subscriptions. Wired apart from services.ts because they need the payments service
 * and the survey profiles (plugins/app/payments.ts, plugins/app/mailing-survey.ts).
 */
export function createOrderServices(
  db: Db,
  payments: OrderPayments,
  profiles: ProfileSource,
  guard: CardTestingGuard,
  mailing: { mailer: Mailer; publicUrl: string; log: FastifyBaseLogger; paymentService: PaymentService },
) {
  const pricer = pricerOn(db);
  const settlement = new OrderSettlement(db);
  const quoter = new RenewalQuoter(db, (on) => (on === db ? pricer : pricerOn(on)), profiles);
  const presenter = new SubscriptionPresenter(db, quoter);
  const mail = new AccountMail(db, mailing.mailer, mailing.publicUrl, mailing.log);
  return {
    orders: new OrderService(
      db,
      new OrderPlacement(db, pricer, payments, profiles),
      settlement,
      payments,
      guard,
    ),
    settlement,
    orderUpdates: new OrderUpdateService(db, pricer, mailing.paymentService, profiles, mail),
    subscriptions: new SubscriptionService(db, pricer, payments, profiles, presenter),
    subscriptionUpdates: new SubscriptionUpdateService(
      db,
      (tx) => pricerOn(tx),
      profiles,
      presenter,
      quoter,
      mail,
    ),
    subscriptionActions: new SubscriptionActionService(db, presenter, mail),
    subscriptionHistory: new SubscriptionHistory(db),
    subscriptionCards: new SubscriptionCardService(db, mailing.paymentService, presenter, mail),
    presenter,
    quoter,
    accountMail: mail,
  };
}
export type OrderServices = ReturnType<typeof createOrderServices>;
