import fp from 'fastify-plugin';
import { createPaymentGateway, type PaymentsConfig } from '../../adapters/payments/create-gateway';
import { PaymentCustomerRepository } from '../../db/repositories/payment-customer-repository';
import { CardTestingGuard } from '../../services/orders/card-testing-guard';
import { PaymentService } from '../../services/payments/payment-service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Card payments on the provider chosen at start-up (test gateway or Stripe): payment
     * customers, `cardForCheckout` (whose card an order charges) and `charge`.
     */
    payments: PaymentService;
  }
}

export interface PaymentsPluginOptions {
  /** Default: the built-in test gateway. */
  payments?: PaymentsConfig;
}

/** Wires the payment gateway and service; apart from services.ts because the provider comes from STRIPE_*. */
export default fp<PaymentsPluginOptions>(
  async (app, options) => {
    const db = app.database.db;
    const gateway = createPaymentGateway(options.payments ?? { kind: 'test' }, db, app.now);
    app.decorate(
      'payments',
      new PaymentService(
        new PaymentCustomerRepository(db),
        gateway,
        new CardTestingGuard(app.accounts.rateLimits),
      ),
    );
  },
  { name: 'payments', dependencies: ['context', 'auth'] },
);
