import fp from 'fastify-plugin';
import { type Mailer } from '../../adapters/mail/interface';
import { createMailingList, type MailingListConfig } from '../../adapters/mailing-list/create-mailing-list';
import { CouponRepository } from '../../db/repositories/coupon-repository';
import { MailingConfirmationRepository } from '../../db/repositories/mailing-confirmation-repository';
import { SurveyRepository } from '../../db/repositories/survey-repository';
import { deriveMailingLinkKey } from '../../security/mailing-link';
import { MailingConfirmationService } from '../../services/survey/mailing-confirmation-service';
import { MailingListService } from '../../services/survey/mailing-list-service';
import { NewsletterService } from '../../services/survey/newsletter-service';
import { SurveyMailingService } from '../../services/survey/survey-mailing';
import { SurveyProfileService } from '../../services/survey/survey-profile';
import { SurveyResultsMail } from '../../services/survey/survey-results-mail';
import { SurveyService } from '../../services/survey/survey-service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The mailing list: a customer's own member (`list`), guests' double opt-in and the unsubscribe
     * link (`confirmations`), the newsletter form, the survey's completion tags (`survey`), and the
     * key that signs the links and the survey ticket.
     */
    mailing: {
      list: MailingListService;
      confirmations: MailingConfirmationService;
      newsletter: NewsletterService;
      survey: SurveyMailingService;
      linkKey: Buffer;
    };
    /**
     * Survey submissions and, for checkPack, `profiles.latestProfileFor(customerId)`: the
     * profile of the customer's latest survey (services/survey/survey-profile.ts); `resultsMail`, the
     * e-mail with the link to the results page (services/survey/survey-results-mail.ts).
     */
    surveys: { submissions: SurveyService; profiles: SurveyProfileService; resultsMail: SurveyResultsMail };
  }
}

export interface MailingSurveyOptions {
  /** Default: the local list on the newsletter tables. */
  mailingList?: MailingListConfig;
  /** Confirmation and welcome e-mails. */
  mailer: Mailer;
  randomBytes: (size: number) => Buffer;
  /** The shop's public address, for links in e-mails (no trailing slash). */
  publicUrl: string;
}

/**
 * Wires the mailing-list and survey services. They live apart from services.ts because they need
 * the data key (sealed survey answers, signed links), the mailer and the provider chosen from
 * MAILCHIMP_* at start-up; the rate limits are the accounts' (plugins/app/auth.ts).
 */
export default fp<MailingSurveyOptions>(
  async (app, options) => {
    const db = app.database.db;
    const provider = createMailingList(options.mailingList ?? { kind: 'local' }, db, app.now);
    const surveys = new SurveyRepository(db);
    const confirmationRows = new MailingConfirmationRepository(db);
    const linkKey = deriveMailingLinkKey(app.dataKey);
    const confirmations = new MailingConfirmationService(
      confirmationRows,
      provider,
      new CouponRepository(db),
      app.accounts.rateLimits,
      {
        mailer: options.mailer,
        randomBytes: options.randomBytes,
        publicUrl: options.publicUrl,
        linkKey,
        log: app.log,
      },
    );
    app.decorate('mailing', {
      list: new MailingListService(provider, app.log),
      confirmations,
      newsletter: new NewsletterService(confirmations),
      survey: new SurveyMailingService(provider, confirmationRows),
      linkKey,
    });
    // Sent through the outbox of the renewal runtime (registered later, read when a survey is posted).
    const resultsMail = new SurveyResultsMail(db, {
      publicUrl: options.publicUrl,
      sendNow: () => app.renewals.sendMail(app.now()),
      log: app.log,
    });
    app.decorate('surveys', {
      submissions: new SurveyService(surveys, app.dataKey, app.services.catalogue),
      profiles: new SurveyProfileService(surveys, app.dataKey, app.now),
      resultsMail,
    });
    app.addHook('preClose', () => resultsMail.idle());
  },
  { name: 'mailing-survey', dependencies: ['context', 'auth'] },
);
