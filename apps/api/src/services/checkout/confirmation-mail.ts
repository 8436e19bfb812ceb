import { checkoutReceiptSchema } from '@maplepack/api-contract';
import { type FastifyBaseLogger } from 'fastify';
import { type Mailer } from '../../adapters/mail/interface';
import { type CheckoutAttemptRepository } from '../../db/repositories/checkout-attempt-repository';
import { confirmationEmail } from './confirmation-email';

/** How many unsent confirmations one reconciliation pass sends. */
const BATCH = 50;

/**
 * Sends the confirmation e-mail of a completed attempt after its transaction committed, without
 * making the purchase wait for it or fail with it: `queue` returns at once, a failure is logged,
 * and an attempt whose e-mail was never sent (a crash, a mail outage) is sent again by the
 * reconciliation pass (`sendUnsent`). `idle` waits for the e-mails under way (shutdown, tests).
 */
export class ConfirmationMail {
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly attempts: CheckoutAttemptRepository,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date,
  ) {}

  queue(attemptId: number): void {
    const work: Promise<void> = this.send(attemptId)
      .then(() => undefined)
      .finally(() => this.pending.delete(work));
    this.pending.add(work);
  }

  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  /** Sends the confirmations of attempts completed before `before` whose e-mail never went. */
  async sendUnsent(before: Date, now: Date): Promise<number[]> {
    const sent: number[] = [];
    for (const attempt of await this.attempts.unmailed(before, BATCH)) {
      if (!(await this.attempts.claimMailing(attempt.id, attempt.updatedAt, now))) continue;
      if (await this.send(attempt.id)) sent.push(attempt.id);
    }
    return sent;
  }

  private async send(attemptId: number): Promise<boolean> {
    try {
      const attempt = await this.attempts.byId(attemptId);
      if (attempt === undefined || attempt.confirmationSentAt !== null) return false;
      const receipt = checkoutReceiptSchema.parse(attempt.receipt);
      const mail = await this.mailer.send(confirmationEmail(receipt, this.publicUrl));
      await this.attempts.update(attemptId, { confirmationSentAt: this.now() });
      this.log.info({ attemptId, mailId: mail.id }, 'checkout confirmation sent');
      return true;
    } catch (error) {
      this.log.error({ attemptId, err: error }, 'checkout confirmation e-mail failed');
      return false;
    }
  }
}
