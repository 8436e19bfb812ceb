import { type FastifyBaseLogger } from 'fastify';
import { type Mailer, type OutgoingMail } from '../../adapters/mail/interface';
import { type Db } from '../../db/client';
import { CustomerRepository } from '../../db/repositories/customer-repository';
import { type MailRecipient } from '../../emails/account-emails';

/**
 * Sends the account's confirmation e-mails through the mail adapter after the change is stored: a
 * mail failure is logged (customer id and kind, never the address) and never undoes or fails the
 * change. Issue 14's outbox can take over the sending without changing the callers.
 */
export class AccountMail {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The customer's address and first name, or null when the account is gone. */
  async recipient(customerId: number): Promise<MailRecipient | null> {
    const row = await new CustomerRepository(this.db).byId(customerId);
    return row === undefined ? null : { email: row.email, firstName: row.firstName, language: row.language };
  }

  /** Builds and sends one e-mail to the customer; answers whether it went. */
  async send(
    customerId: number,
    kind: string,
    build: (to: MailRecipient) => OutgoingMail | Promise<OutgoingMail>,
  ): Promise<boolean> {
    try {
      const to = await this.recipient(customerId);
      if (to === null) return false;
      const sent = await this.mailer.send(await build(to));
      this.log.info({ customerId, kind, mailId: sent.id }, 'account e-mail sent');
      return true;
    } catch (error) {
      this.log.error({ customerId, kind, err: error }, 'account e-mail failed');
      return false;
    }
  }
}
