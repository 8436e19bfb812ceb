import { checkoutReceiptSchema, type Language } from '@maplepack/api-contract';
import { type FastifyBaseLogger } from 'fastify';
import { type Mailer } from '../../adapters/mail/interface';
import { type CheckoutAttemptRepository } from '../../db/repositories/checkout-attempt-repository';
import { type MarketingConsent } from '../../db/schema/checkout';
import { confirmationEmail } from '../../emails/order-confirmation';

/**
 * Asks the mailing list to send its double opt-in e-mail for a buyer who ticked the marketing box:
 * the address was typed at checkout, so it is confirmed from the inbox like any guest's (issue 11).
 */
export type MarketingOptIn = (
  buyer: { email: string; firstName: string },
  consent: MarketingConsent,
) => Promise<void>;

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
    private readonly marketingOptIn: MarketingOptIn | null = null,
    /** The account's e-mail language (issue 16); English when not wired. */
    private readonly languageOf: (customerId: number) => Promise<Language> = async () => 'en',
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
      const language = await this.languageOf(receipt.customer_id);
      const mail = await this.mailer.send(await confirmationEmail(receipt, this.publicUrl, language));
      await this.attempts.update(attemptId, { confirmationSentAt: this.now() });
      this.log.info({ attemptId, mailId: mail.id }, 'checkout confirmation sent');
      // Once per attempt, like the confirmation it follows; a failure never touches the purchase.
      if (attempt.marketingConsent !== null && this.marketingOptIn !== null) {
        await this.marketingOptIn(
          { email: receipt.email, firstName: receipt.first_name },
          attempt.marketingConsent,
        ).catch((error: unknown) =>
          this.log.error({ attemptId, err: error }, 'checkout marketing opt-in failed'),
        );
      }
      return true;
    } catch (error) {
      this.log.error({ attemptId, err: error }, 'checkout confirmation e-mail failed');
      return false;
    }
  }
}
