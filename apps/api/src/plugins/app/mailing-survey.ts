import fp from 'fastify-plugin';
import { createMailingList, type MailingListConfig } from '../../adapters/mailing-list/create-mailing-list';
import { CouponRepository } from '../../db/repositories/coupon-repository';
import { SurveyRepository } from '../../db/repositories/survey-repository';
import { MailingListService } from '../../services/mailing-list-service';
import { NewsletterService } from '../../services/newsletter-service';
import { SurveyProfileService } from '../../services/survey-profile';
import { SurveyService } from '../../services/survey-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mailing list (/mailchimp) and the newsletter form (/api/v3/newsletter). */
    mailing: { list: MailingListService; newsletter: NewsletterService };
    /**
     * Survey submissions and, for checkPack, `profiles.latestProfileFor(customerId)`: the
     * profile of the customer's latest survey (services/survey-profile.ts).
     */
    surveys: { submissions: SurveyService; profiles: SurveyProfileService };
  }
}

export interface MailingSurveyOptions {
  /** Default: the local list on the newsletter tables. */
  mailingList?: MailingListConfig;
}

/**
 * Wires the mailing-list and survey services. They live apart from services.ts because they need
 * the data key (sealed survey answers) and the provider chosen from MAILCHIMP_* at start-up.
 */
export default fp<MailingSurveyOptions>(
  async (app, options) => {
    const db = app.database.db;
    const provider = createMailingList(options.mailingList ?? { kind: 'local' }, db, app.now);
    const surveys = new SurveyRepository(db);
    app.decorate('mailing', {
      list: new MailingListService(provider),
      newsletter: new NewsletterService(provider, new CouponRepository(db)),
    });
    app.decorate('surveys', {
      submissions: new SurveyService(surveys, app.dataKey),
      profiles: new SurveyProfileService(surveys, app.dataKey, app.now),
    });
  },
  { name: 'mailing-survey', dependencies: ['context'] },
);
