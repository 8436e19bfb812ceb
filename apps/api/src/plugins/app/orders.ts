import fp from 'fastify-plugin';
import { CardTestingGuard } from '../../services/card-testing-guard';
import { createOrderServices, type OrderServices } from '../../services/order-services';

declare module 'fastify' {
  interface FastifyInstance {
    /** Orders and subscriptions (services/order-services.ts). */
    ordering: OrderServices;
  }
}

/** Wires orders and subscriptions to the payments service and the survey profiles. */
export default fp(
  async (app) => {
    app.decorate(
      'ordering',
      createOrderServices(
        app.database.db,
        app.cache,
        app.payments,
        app.surveys.profiles,
        new CardTestingGuard(app.accounts.rateLimits),
      ),
    );
  },
  { name: 'orders', dependencies: ['context', 'auth', 'payments', 'mailing-survey'] },
);
