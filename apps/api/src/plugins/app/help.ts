import fp from 'fastify-plugin';
import { type Mailer } from '../../adapters/mail/interface';
import { HelpDesk } from '../../services/content/help-desk';

declare module 'fastify' {
  interface FastifyInstance {
    /** The help widget's messages to the shop's inbox (services/content/help-desk.ts). */
    help: HelpDesk;
  }
}

export interface HelpPluginOptions {
  mailer: Mailer;
  /** Where the help widget's messages go (HELP_INBOX; default the shop's contact address). */
  inbox: string;
  /** The shop's public address, for the page link in the message (no trailing slash). */
  publicUrl: string;
}

export default fp<HelpPluginOptions>(
  async (app, options) => {
    app.decorate(
      'help',
      new HelpDesk(
        app.services.catalogue,
        options.mailer,
        { inbox: options.inbox, publicUrl: options.publicUrl },
        app.log,
      ),
    );
  },
  { name: 'help', dependencies: ['context'] },
);
