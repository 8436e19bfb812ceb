import fp from 'fastify-plugin';
import { createMailingList, type MailingListConfig } from '../../adapters/mailing-list/create-mailing-list';
import { type Mailer } from '../../adapters/mail/interface';
import { AccountMail } from '../../services/accounts/account-mail';
import { PrivacyService } from '../../services/privacy/privacy-service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The customer's data download and deletion request, and `erase` for the back office
     * (services/privacy/privacy-service.ts).
     */
    privacy: PrivacyService;
  }
}

export interface PrivacyPluginOptions {
  mailer: Mailer;
  publicUrl: string;
  /** The same list the mailing routes use; default the local one. */
  mailingList?: MailingListConfig;
}

export default fp<PrivacyPluginOptions>(
  async (app, options) => {
    const db = app.database.db;
    const config = options.mailingList ?? { kind: 'local' };
    app.decorate(
      'privacy',
      new PrivacyService(db, {
        auth: app.accounts.auth,
        rateLimits: app.accounts.rateLimits,
        mail: new AccountMail(db, options.mailer, options.publicUrl, app.log),
        dataKey: app.dataKey,
        mailingListOn: (on) => createMailingList(config, on, app.now),
      }),
    );
  },
  { name: 'privacy', dependencies: ['context', 'auth'] },
);
