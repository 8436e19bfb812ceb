import {
  NEWSLETTER_THANK_YOU,
  NEWSLETTER_WELCOME_COUPON,
  type NewsletterRequest,
  type NewsletterResponse,
} from '@maplepack/api-contract';
import { type MailingList } from '../adapters/mailing-list/interface';
import { type CouponRepository } from '../db/repositories/coupon-repository';
import { toConsent, type MailingFailure, type RequestOrigin } from './mailing-list-service';

/** Merge field recording which welcome code a subscriber was given (Mailchimp tags are ≤ 10 chars). */
export const WELCOME_CODE_FIELD = 'COUPON';

const PPM_PER_PERCENT = 10_000;

/**
 * POST /api/v3/newsletter, the footer and modal form: subscribe with the person's express consent,
 * then give the 10% welcome code and record on the subscriber that it was given. The code is only
 * ever returned after the opt-in has been stored.
 */
export class NewsletterService {
  constructor(
    private readonly list: MailingList,
    private readonly coupons: CouponRepository,
  ) {}

  async signUp(
    request: NewsletterRequest,
    origin: RequestOrigin,
  ): Promise<({ ok: true } & NewsletterResponse) | MailingFailure> {
    try {
      const subscriber = await this.list.subscribe({
        email: request.email,
        name: request.name,
        consent: toConsent(request.consent, origin),
      });
      const coupon = await this.welcomeCoupon(origin.now);
      if (coupon !== null) await this.list.setFields(subscriber.id, { [WELCOME_CODE_FIELD]: coupon.code });
      return { ok: true, message: NEWSLETTER_THANK_YOU, coupon };
    } catch {
      return {
        ok: false,
        code: 'mailing.unavailable',
        message: 'The mailing list is not available right now. Please try again later.',
      };
    }
  }

  /** The seeded welcome coupon while it exists, is a percent coupon and has not expired. */
  private async welcomeCoupon(now: Date): Promise<NewsletterResponse['coupon']> {
    const row = await this.coupons.byCode(NEWSLETTER_WELCOME_COUPON);
    if (row === undefined || row.discountType !== 'percent' || row.ratePpm === null) return null;
    if (row.dateExpires !== null && row.dateExpires.getTime() <= now.getTime()) return null;
    return { code: row.code, percent: Math.round(row.ratePpm / PPM_PER_PERCENT) };
  }
}
