import { type HelpMessageRequest } from '@maplepack/api-contract';
import { type FastifyBaseLogger } from 'fastify';
import { type Mailer } from '../../adapters/mail/interface';
import { helpMessageEmail, type HelpCartItem } from '../../emails/help-message-email';
import { type CatalogueService } from '../catalogue/catalogue-service';

export type HelpResult = { ok: true } | { ok: false; reason: 'mail-failed' };

/**
 * The help widget's messages, sent to the shop's inbox through the mail adapter. The cart is named
 * from the catalogue (the browser sends ids and doses only), and nothing is stored: the message lives
 * in the inbox, as any e-mail to the shop would.
 */
export class HelpDesk {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly mailer: Mailer,
    private readonly options: { inbox: string; publicUrl: string },
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(request: HelpMessageRequest, from: { customerId: number | null }): Promise<HelpResult> {
    const cart = request.cart === undefined ? null : await this.namedCart(request.cart);
    try {
      const mail = await helpMessageEmail({
        inbox: this.options.inbox,
        name: request.name,
        email: request.email,
        message: request.message,
        pageUrl: `${this.options.publicUrl}${request.page}`,
        cart,
        customerId: from.customerId,
        publicUrl: this.options.publicUrl,
      });
      const sent = await this.mailer.send(mail);
      this.log.info({ mailId: sent.id, customerId: from.customerId }, 'help message sent');
      return { ok: true };
    } catch (error) {
      // The person keeps their text in the form and is told to try again; the log names no address.
      this.log.error({ err: error, customerId: from.customerId }, 'help message failed');
      return { ok: false, reason: 'mail-failed' };
    }
  }

  private async namedCart(lines: NonNullable<HelpMessageRequest['cart']>): Promise<HelpCartItem[]> {
    return Promise.all(
      lines.map(async (line) => {
        const product = await this.catalogue.getProduct(line.product_id);
        return {
          name: product?.name ?? `Product #${line.product_id} (not in the catalogue)`,
          amDose: line.am_dose,
          pmDose: line.pm_dose,
        };
      }),
    );
  }
}
