import fp from 'fastify-plugin';
import { type Mailer } from '../../adapters/mail/interface';
import { CardTestingGuard } from '../../services/orders/card-testing-guard';
import { createOrderServices, type OrderServices } from '../../services/orders/order-services';

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders and subscriptions (services/orders/order-services.ts). */
    ordering: OrderServices;
  }
}

export interface OrderingPluginOptions {
  /** The account's confirmation e-mails (subscription actions, plan and card changes). */
  mailer: Mailer;
  /** The shop's public address, for links in e-mails (no trailing slash). */
  publicUrl: string;
}

/** Wires orders and subscriptions to the payments service, the survey profiles and the mailer. */
export default fp<OrderingPluginOptions>(
  async (app, options) => {
    app.decorate(
      'ordering',
      createOrderServices(
        app.database.db,
        app.payments,
        app.surveys.profiles,
        new CardTestingGuard(app.accounts.rateLimits),
        { mailer: options.mailer, publicUrl: options.publicUrl, log: app.log, paymentService: app.payments },
      ),
    );
  },
  { name: 'orders', dependencies: ['context', 'auth', 'payments', 'mailing-survey'] },
);
