import fp from 'fastify-plugin';
import { OrderReconciliation } from '../../services/orders/order-reconciliation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles orders left pending by a crash (services/orders/order-reconciliation.ts). */
    reconciliation: OrderReconciliation;
  }
}

export interface ReconciliationOptions {
  /** An order pending this long is taken as abandoned by a crash and settled. */
  staleAfterMs: number;
  /** How often a pass runs in this process, the first when the server is ready; 0: never (tests). */
  intervalMs: number;
}

/**
 * Runs the reconciliation when the server starts and then every `intervalMs`, in every instance
 * (the passes claim orders, so instances never settle one twice). When the job queue arrives
 * (renewals), the pass moves onto it.
 */
export default fp<ReconciliationOptions>(
  async (app, options) => {
    const reconciliation = new OrderReconciliation(
      app.database.db,
      app.payments.gateway,
      app.ordering.settlement,
      options.staleAfterMs,
      app.checkout.settlement,
    );
    app.decorate('reconciliation', reconciliation);
    if (options.intervalMs <= 0) return;
    let running: Promise<void> | null = null;
    const pass = (): void => {
      if (running !== null) return;
      running = reconciliation
        .run(app.now())
        .then(async (report) => {
          // Confirmation e-mails a crash or a mail outage left unsent; abandoned attempts' password hashes.
          await app.checkout.housekeeping(app.now(), options.staleAfterMs);
          if (report.paid.length + report.failed.length + report.cancelled.length > 0)
            app.log.warn({ report }, 'orders left in flight were settled');
        })
        .catch((error: unknown) => app.log.error({ err: error }, 'order reconciliation failed'))
        .finally(() => {
          running = null;
        });
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      pass();
      timer = setInterval(pass, options.intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'reconciliation', dependencies: ['orders', 'payments', 'checkout'] },
);
