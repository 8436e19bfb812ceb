import { type RetrySchedule } from '@maplepack/subscription';
import { type FastifyBaseLogger } from 'fastify';
import { type Mailer } from '../../adapters/mail/interface';
import { type ChargeInput, type ChargeResult } from '../../adapters/payments/interface';
import { type Db } from '../../db/client';
import { pricerOn } from '../orders/order-services';
import { OutboxSender } from './outbox';
import { type PaymentService } from '../payments/payment-service';
import { PaymentWebhooks } from '../payments/payment-webhooks';
import { RenewalEngine, type RenewalPassReport } from './renewal-engine';

export interface RenewalRuntimeOptions {
  payments: { charge(input: ChargeInput): Promise<ChargeResult> };
  /** Stripe's webhooks (the API only; the command line receives none). */
  webhookPayments?: Pick<PaymentService, 'applyEvent' | 'charge'>;
  dataKey: Buffer;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The shop's public address, for links in e-mails (no trailing slash). */
  publicUrl: string;
  retrySchedule?: RetrySchedule;
  reminderDaysBefore?: number;
}

/** Thrown to roll a dry run's transaction back. */
class DryRunRollback extends Error {}

/** What a dry run answers instead of charging: the charge that would be made, made by no one. */
const wouldCharge = { charge: async (): Promise<ChargeResult> => ({ ok: true, chargeId: '' }) };

/**
 * One renewal pass and the e-mails it queued, as the API's workers and `maplepack renewals run` run
 * it. A dry run does the same work inside a transaction that is rolled back, with charges answered
 * "would succeed" without reaching the provider: nothing is charged, written or sent, and the report
 * says what a real pass would do now.
 */
export class RenewalRuntime {
  readonly sender: OutboxSender;
  readonly webhooks: PaymentWebhooks | null;

  constructor(
    private readonly db: Db,
    private readonly options: RenewalRuntimeOptions,
  ) {
    this.sender = new OutboxSender(db, options.mailer, options.log, hostOf(options.publicUrl));
    this.webhooks =
      options.webhookPayments === undefined
        ? null
        : new PaymentWebhooks(
            db,
            options.webhookPayments,
            {
              publicUrl: options.publicUrl,
              ...(options.retrySchedule === undefined ? {} : { retrySchedule: options.retrySchedule }),
            },
            options.log,
          );
  }

  engine(db: Db, payments: RenewalRuntimeOptions['payments'] = this.options.payments): RenewalEngine {
    return new RenewalEngine(db, {
      pricerFor: (on) => pricerOn(on),
      payments,
      dataKey: this.options.dataKey,
      publicUrl: this.options.publicUrl,
      ...(this.options.retrySchedule === undefined ? {} : { retrySchedule: this.options.retrySchedule }),
      ...(this.options.reminderDaysBefore === undefined
        ? {}
        : { reminderDaysBefore: this.options.reminderDaysBefore }),
    });
  }

  async pass(now: Date, options: { dryRun?: boolean } = {}): Promise<RenewalPassReport> {
    if (options.dryRun !== true) {
      const report = await this.engine(this.db).run(now);
      await this.sendMail(now);
      return report;
    }
    let report: RenewalPassReport | undefined;
    try {
      await this.db.transaction(async (tx) => {
        report = await this.engine(tx, wouldCharge).run(now);
        throw new DryRunRollback();
      });
    } catch (error) {
      if (!(error instanceof DryRunRollback)) throw error;
    }
    if (report === undefined) throw new Error('the dry run made no report');
    return report;
  }

  /** Sends every queued e-mail that is due, a hundred at a time. */
  async sendMail(now: Date): Promise<void> {
    for (;;) {
      const { sent, failed } = await this.sender.sendDue(now, 100);
      if (sent + failed < 100) return;
    }
  }
}

function hostOf(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || 'maplepack.local';
  } catch {
    return 'maplepack.local';
  }
}
