import { type RetrySchedule } from '@maplepack/subscription';
import fp from 'fastify-plugin';
import { type Mailer } from '../../adapters/mail/interface';
import { DEFAULT_QUEUE_OPTIONS, RenewalQueue } from '../../services/renewals/renewal-queue';
import { RenewalRuntime } from '../../services/renewals/renewal-runtime';

declare module 'fastify' {
  interface FastifyInstance {
    /** The renewal engine and the e-mail outbox (services/renewals/renewal-runtime.ts). */
    renewals: RenewalRuntime;
  }
}

export interface RenewalsPluginOptions {
  mailer: Mailer;
  publicUrl: string;
  /** Whether this instance runs the job queue's workers (RENEWALS=on); tests run passes themselves. */
  workers: boolean;
  retrySchedule?: RetrySchedule;
  reminderDaysBefore?: number;
  /** The job queue's crons and polling (default DEFAULT_QUEUE_OPTIONS). */
  queue?: Partial<typeof DEFAULT_QUEUE_OPTIONS>;
}

/** Wires the renewal engine; with `workers`, runs its passes and the outbox on the job queue. */
export default fp<RenewalsPluginOptions>(
  async (app, options) => {
    const runtime = new RenewalRuntime(app.database.db, {
      payments: app.payments,
      webhookPayments: app.payments,
      dataKey: app.dataKey,
      mailer: options.mailer,
      log: app.log,
      publicUrl: options.publicUrl,
      ...(options.retrySchedule === undefined ? {} : { retrySchedule: options.retrySchedule }),
      ...(options.reminderDaysBefore === undefined ? {} : { reminderDaysBefore: options.reminderDaysBefore }),
    });
    app.decorate('renewals', runtime);
    if (!options.workers) return;
    const queue = new RenewalQueue(
      app.database,
      {
        renewals: async () => {
          const report = await runtime.pass(app.now());
          if (report.due + report.reminded.length + report.skipped.length > 0)
            app.log.info(
              {
                due: report.due,
                charged: report.charged.length,
                failed: report.failed.length,
                reminded: report.reminded.length,
                skipped: report.skipped,
              },
              'renewal pass',
            );
        },
        outbox: () => runtime.sendMail(app.now()),
      },
      {
        ...DEFAULT_QUEUE_OPTIONS,
        ...options.queue,
        onError: (error) => app.log.error({ err: error }, 'job queue error'),
      },
    );
    app.addHook('onReady', async () => {
      await queue.start();
      await queue.requestPass();
    });
    app.addHook('preClose', async () => {
      await queue.stop();
    });
  },
  { name: 'renewals', dependencies: ['context', 'payments'] },
);
