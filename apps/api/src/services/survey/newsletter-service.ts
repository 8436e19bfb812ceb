import {
  NEWSLETTER_THANK_YOU,
  type NewsletterRequest,
  type NewsletterResponse,
} from '@maplepack/api-contract';
import { type RateCheck } from '../accounts/rate-limiter';
import { type MailingResult } from './mailing-failure';
import {
  NEWSLETTER_SOURCE,
  type MailingConfirmationService,
  type RequestOrigin,
} from './mailing-confirmation-service';

/**
 * POST /api/v3/newsletter, the footer and modal form: a double opt-in request like a guest's
 * subscribe, from anyone (the form's address need not be the account's). The 10% welcome code is
 * e-mailed once the link is followed (mailing-confirmation-service.ts), never answered here.
 */
export class NewsletterService {
  constructor(private readonly confirmations: MailingConfirmationService) {}

  async signUp(
    request: NewsletterRequest,
    origin: Omit<RequestOrigin, 'endpoint'>,
  ): Promise<MailingResult<NewsletterResponse> | Extract<RateCheck, { ok: false }>> {
    const result = await this.confirmations.request(
      { email: request.email, name: request.name, mergeFields: {}, tags: [], consent: request.consent },
      { ...origin, endpoint: NEWSLETTER_SOURCE },
    );
    if (!result.ok) return result;
    return { ok: true, message: NEWSLETTER_THANK_YOU, status: 'pending' };
  }
}
