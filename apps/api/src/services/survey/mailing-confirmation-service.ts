import { createHash } from 'node:crypto';
import {
  NEWSLETTER_WELCOME_COUPON,
  isAllowedMailingTag,
  type ConsentInput,
  type Language,
  type MailingSubscriberResponse,
} from '@maplepack/api-contract';
import { isCouponExpired } from '@maplepack/pricing';
import { mailingTagUpdate } from '@maplepack/survey-engine';
import { type FastifyBaseLogger } from 'fastify';
import { type Mailer } from '../../adapters/mail/interface';
import { type MailingList } from '../../adapters/mailing-list/interface';
import { subscriberHash } from '../../adapters/mailing-list/subscriber-hash';
import { type CouponRepository } from '../../db/repositories/coupon-repository';
import {
  type ConfirmationRow,
  type MailingConfirmationRepository,
} from '../../db/repositories/mailing-confirmation-repository';
import { surveyTicket, unsubscribeToken, verifyUnsubscribeToken } from '../../security/mailing-link';
import { confirmSubscriptionEmail, welcomeEmail } from '../../emails/mailing-list-emails';
import { failureOf, mailingFailure, type MailingResult } from './mailing-failure';
import { type RateCheck, type RateLimiter, type RateRule } from '../accounts/rate-limiter';

/** A confirmation link works for 48 hours; the request is kept after that as evidence. */
export const CONFIRMATION_LIFETIME_HOURS = 48;
/** 32 random bytes: unguessable, so following links needs no limit beyond the per-address one. */
const TOKEN_BYTES = 32;

/** The newsletter form's endpoint: its confirmations are welcomed with the 10% code it offered. */
export const NEWSLETTER_SOURCE = 'POST /api/v3/newsletter';
/** Merge field recording which welcome code a subscriber was given (Mailchimp tags are ≤ 10 chars). */
export const WELCOME_CODE_FIELD = 'COUPON';
const NAME_FIELD = 'NAME';
const PPM_PER_PERCENT = 10_000;

/**
 * Confirmation e-mails a guest may have sent (docs/decisions.md): the survey and the modal ask once
 * each, so a few per address and per day is plenty, and the form is no way to flood a mailbox.
 */
export const MAILING_RATE_RULES = {
  confirmationPerIp: { name: 'mailing-confirm:ip', limit: 10, windowSeconds: 60 * 60 },
  confirmationPerEmail: { name: 'mailing-confirm:email', limit: 3, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RateRule>;

/** Who is asking: the client address and the endpoint, kept with a consent as evidence. */
export interface RequestOrigin {
  ip: string | null;
  endpoint: string;
  now: Date;
  /** The request's language, for the e-mail it causes (a guest has no account language). */
  language?: Language;
}

export interface SubscriptionRequest {
  email: string;
  name?: string;
  /** Merge fields to write on confirmation (SURVEYDATE); NAME comes as `name`. */
  mergeFields: Record<string, string>;
  /** Tags to make active on confirmation (allowed ones only). */
  tags: string[];
  consent: ConsentInput;
}

export interface ConfirmationDependencies {
  mailer: Mailer;
  randomBytes: (size: number) => Buffer;
  /** The shop's public address, no trailing slash: links point at its /mailing-list pages. */
  publicUrl: string;
  /** security/mailing-link.ts deriveMailingLinkKey. */
  linkKey: Buffer;
  log: FastifyBaseLogger;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
type RateRefusal = Extract<RateCheck, { ok: false }>;

/**
 * Double opt-in for guests, and the unsubscribe link. A guest's request writes no subscriber and no
 * consent: it waits in mailing_confirmations (with the tags and fields it asked for) until the link
 * e-mailed to the address is followed; only then is the person subscribed and the consent recorded
 * with the exact text, the time, the source and the address.
 */
export class MailingConfirmationService {
  constructor(
    private readonly confirmations: MailingConfirmationRepository,
    private readonly list: MailingList,
    private readonly coupons: CouponRepository,
    private readonly limiter: RateLimiter,
    private readonly deps: ConfirmationDependencies,
  ) {}

  /** The unsubscribe link for an address, as every mailing e-mail carries it. */
  unsubscribeLink(email: string): string {
    const token = unsubscribeToken(this.deps.linkKey, subscriberHash(email));
    return `${this.deps.publicUrl}/mailing-list/unsubscribe?token=${token}`;
  }

  /**
   * Stores the request and e-mails the link. The answer is the same whether or not the address is
   * already on the list: 'pending', and a survey ticket for the browser that asked.
   */
  async request(
    input: SubscriptionRequest,
    origin: RequestOrigin,
  ): Promise<MailingResult<{ subscriber: MailingSubscriberResponse; ticket: string }> | RateRefusal> {
    const email = input.email.trim().toLowerCase();
    for (const [rule, subject] of [
      [MAILING_RATE_RULES.confirmationPerIp, origin.ip ?? 'unknown'],
      [MAILING_RATE_RULES.confirmationPerEmail, email],
    ] as const) {
      const limit = await this.limiter.hit(rule, subject, origin.now);
      if (!limit.ok) return limit;
    }
    const token = this.deps.randomBytes(TOKEN_BYTES).toString('base64url');
    let id: number;
    try {
      id = await this.confirmations.insert({
        tokenHash: hashToken(token),
        email,
        name: input.name === undefined || input.name === '' ? null : input.name,
        mergeFields: input.mergeFields,
        tags: input.tags.filter(isAllowedMailingTag),
        consent: {
          method: input.consent.source,
          consentText: input.consent.text,
          source: origin.endpoint,
          ip: origin.ip,
        },
        requestedAt: origin.now,
        expiresAt: new Date(origin.now.getTime() + CONFIRMATION_LIFETIME_HOURS * 3_600_000),
      });
      const sent = await this.deps.mailer.send(
        await confirmSubscriptionEmail({
          to: email,
          publicUrl: this.deps.publicUrl,
          confirmLink: `${this.deps.publicUrl}/mailing-list/confirm?token=${token}`,
          unsubscribeLink: this.unsubscribeLink(email),
          validHours: CONFIRMATION_LIFETIME_HOURS,
          language: origin.language,
        }),
      );
      // Never the token or the link: whoever reads the log could confirm in the person's name.
      this.deps.log.info({ confirmationId: id, mailId: sent.id }, 'mailing confirmation e-mail sent');
    } catch (error) {
      return failureOf(error, this.deps.log);
    }
    return {
      ok: true,
      subscriber: { id: subscriberHash(email), email_address: email, status: 'pending' },
      ticket: surveyTicket(this.deps.linkKey, id),
    };
  }

  /** Follows a confirmation link: subscribes once, with the consent recorded now. */
  async confirm(token: string, origin: RequestOrigin): Promise<MailingResult<{ email: string }>> {
    const found = await this.confirmations.byTokenHash(hashToken(token));
    if (found === undefined) return mailingFailure('invalidLink');
    const row = await this.confirmations.claim(found.id, origin.now);
    if (row === undefined) {
      // Lost to another click, or out of time: say which.
      const current = await this.confirmations.byId(found.id);
      return current?.confirmedAt !== null
        ? mailingFailure('alreadyConfirmed')
        : mailingFailure('expiredLink');
    }
    try {
      await this.subscribeConfirmed(row, origin);
    } catch (error) {
      await this.confirmations.release(row.id);
      return failureOf(error, this.deps.log);
    }
    if (row.consent.source === NEWSLETTER_SOURCE) await this.welcome(row.email, origin.now, origin.language);
    return { ok: true, email: row.email };
  }

  /**
   * Follows an unsubscribe link: the address is unsubscribed (a 'withdrawn' record with the time,
   * the source and the address) and its pending requests end. The answer is the same for an address
   * that was never on the list.
   */
  async unsubscribe(token: string, origin: RequestOrigin): Promise<MailingResult<object>> {
    const id = verifyUnsubscribeToken(this.deps.linkKey, token);
    if (id === null) return mailingFailure('invalidLink');
    try {
      await this.confirmations.expirePendingOf(id, origin.now);
      const member = await this.list.findById(id);
      if (member !== null && member.status !== 'unsubscribed') {
        await this.list.update(
          id,
          { status: 'unsubscribed' },
          { at: origin.now, source: `${origin.endpoint} (e-mail link)`, ip: origin.ip },
        );
      }
    } catch (error) {
      return failureOf(error, this.deps.log);
    }
    return { ok: true };
  }

  private async subscribeConfirmed(row: ConfirmationRow, origin: RequestOrigin): Promise<void> {
    const existing = await this.list.findByEmail(row.email);
    const subscriber = await this.list.subscribe({
      email: row.email,
      ...(row.name === null ? {} : { name: row.name }),
      consent: {
        givenAt: origin.now,
        method: row.consent.method,
        consentText: row.consent.consentText,
        source: `${row.consent.source}, confirmed by e-mail link`,
        ip: origin.ip,
      },
      status: 'subscribed',
    });
    const { [NAME_FIELD]: _name, ...fields } = row.mergeFields;
    if (Object.keys(fields).length > 0) await this.list.setFields(subscriber.id, fields);
    const activeBefore = (existing?.tags ?? [])
      .filter((tag) => tag.status === 'active')
      .map((tag) => tag.name);
    const tags = mailingTagUpdate(row.tags.filter(isAllowedMailingTag), activeBefore);
    if (tags.length > 0) await this.list.setTags(subscriber.id, tags);
  }

  /** The welcome e-mail with the 10% code; a failure here is logged, the subscription stands. */
  private async welcome(email: string, now: Date, language: Language | undefined): Promise<void> {
    try {
      const coupon = await this.welcomeCoupon(now);
      if (coupon !== null)
        await this.list.setFields(subscriberHash(email), { [WELCOME_CODE_FIELD]: coupon.code });
      const sent = await this.deps.mailer.send(
        await welcomeEmail({
          to: email,
          coupon,
          unsubscribeLink: this.unsubscribeLink(email),
          publicUrl: this.deps.publicUrl,
          language,
        }),
      );
      this.deps.log.info({ mailId: sent.id }, 'mailing welcome e-mail sent');
    } catch (error) {
      failureOf(error, this.deps.log);
    }
  }

  /** The seeded welcome coupon while it exists, is a percent coupon and has not expired. */
  private async welcomeCoupon(now: Date): Promise<{ code: string; percent: number } | null> {
    const row = await this.coupons.byCode(NEWSLETTER_WELCOME_COUPON);
    if (row === undefined || row.discountType !== 'percent' || row.ratePpm === null) return null;
    if (isCouponExpired(row.dateExpires?.getTime() ?? null, now.getTime())) return null;
    return { code: row.code, percent: Math.round(row.ratePpm / PPM_PER_PERCENT) };
  }
}
