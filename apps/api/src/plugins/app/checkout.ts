import fp from 'fastify-plugin';
import { type Mailer } from '../../adapters/mail/interface';
import { CardTestingGuard } from '../../services/orders/card-testing-guard';
import { createCheckoutServices, type CheckoutServices } from '../../services/checkout/checkout-services';

declare module 'fastify' {
  interface FastifyInstance {
    /** The checkout: quote, place, receipts, its reconciliation part and its e-mail (services/checkout). */
    checkout: CheckoutServices;
  }
}

export interface CheckoutPluginOptions {
  mailer: Mailer;
  /** The shop's public address, for links in e-mails (no trailing slash). */
  publicUrl: string;
  randomBytes: (size: number) => Buffer;
}

/** Wires the checkout to the orders, payments, accounts and survey profiles; waits for its e-mails on close. */
export default fp<CheckoutPluginOptions>(
  async (app, options) => {
    const checkout = createCheckoutServices({
      db: app.database.db,
      payments: app.payments,
      profiles: app.surveys.profiles,
      guard: new CardTestingGuard(app.accounts.rateLimits),
      settlement: app.ordering.settlement,
      subscriptionUpdates: app.ordering.subscriptionUpdates,
      mailer: options.mailer,
      publicUrl: options.publicUrl,
      randomBytes: options.randomBytes,
      log: app.log,
      now: app.now,
      marketingOptIn: async (buyer, consent) => {
        const asked = await app.mailing.confirmations.request(
          {
            email: buyer.email,
            name: buyer.firstName,
            mergeFields: {},
            tags: [],
            consent: { given: true, text: consent.text, source: 'form' },
          },
          { ip: consent.ip, endpoint: 'POST /api/v1/checkout', now: new Date(consent.givenAt) },
        );
        if (!asked.ok) app.log.warn({ code: asked.code }, 'checkout marketing opt-in not sent');
      },
    });
    app.decorate('checkout', checkout);
    app.addHook('onClose', () => checkout.mail.idle());
  },
  { name: 'checkout', dependencies: ['context', 'auth', 'payments', 'mailing-survey', 'orders'] },
);
