import {
  MAILING_SURVEY_TAG_PREFIX,
  isAllowedMailingTag,
  type ConsentInput,
  type MailingFieldsRequest,
  type MailingMember,
  type MailingSubscribeRequest,
  type MailingSubscriberResponse,
  type MailingTagsRequest,
  type MailingUpdateRequest,
} from '@maplepack/api-contract';
import { type FastifyBaseLogger } from 'fastify';
import { type Consent, type MailingList, type Subscriber } from '../../adapters/mailing-list/interface';
import { type RequestOrigin } from './mailing-confirmation-service';
import { guarded, mailingFailure, type MailingResult } from './mailing-failure';

const notFound = mailingFailure('notFound');

export function toConsent(consent: ConsentInput, origin: RequestOrigin): Consent {
  return {
    givenAt: origin.now,
    method: consent.source,
    consentText: consent.text,
    source: origin.endpoint,
    ip: origin.ip,
  };
}

function summary(subscriber: Subscriber): MailingSubscriberResponse {
  return { id: subscriber.id, email_address: subscriber.email, status: subscriber.status };
}

function definedFields(fields: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/**
 * A signed-in customer's own membership (spec §7 /mailchimp) over the configured provider; the
 * routes check that the member is the caller's. A value the provider refuses is 'mailing.rejected'
 * (4xx), an outage 'mailing.unavailable', never a stack trace; only allowed tags are ever written,
 * even if a caller got past the contract. Guests go through mailing-confirmation-service.ts.
 */
export class MailingListService {
  constructor(
    private readonly list: MailingList,
    private readonly log: FastifyBaseLogger,
  ) {}

  private guard<T>(work: () => Promise<MailingResult<T>>): Promise<MailingResult<T>> {
    return guarded(this.log, work);
  }

  /** GET ?email=: id, address, status and the active '@survey/' tags only (no merge fields). */
  search(email: string): Promise<MailingResult<{ members: MailingMember[] }>> {
    return this.guard(async () => {
      const found = await this.list.findByEmail(email);
      if (found === null) return { ok: true, members: [] };
      const tags = found.tags
        .filter((tag) => tag.status === 'active' && tag.name.startsWith(MAILING_SURVEY_TAG_PREFIX))
        .map((tag) => ({ name: tag.name }));
      return { ok: true, members: [{ ...summary(found), tags }] };
    });
  }

  subscribe(
    request: MailingSubscribeRequest,
    origin: RequestOrigin,
  ): Promise<MailingResult<{ subscriber: MailingSubscriberResponse }>> {
    return this.guard(async () => {
      const { NAME, ...otherFields } = request.merge_fields;
      const subscriber = await this.list.subscribe({
        email: request.email,
        ...(NAME === undefined ? {} : { name: NAME }),
        consent: toConsent(request.consent, origin),
        status: request.status,
      });
      const fields = definedFields(otherFields);
      if (Object.keys(fields).length > 0) await this.list.setFields(subscriber.id, fields);
      const tags = request.tags.filter((tag) => isAllowedMailingTag(tag.name));
      if (tags.length > 0) await this.list.setTags(subscriber.id, tags);
      return { ok: true, subscriber: summary(subscriber) };
    });
  }

  update(
    id: string,
    request: MailingUpdateRequest,
    origin: RequestOrigin,
  ): Promise<MailingResult<{ subscriber: MailingSubscriberResponse }>> {
    return this.guard(async () => {
      const found = await this.list.findById(id);
      if (found === null) return notFound;
      let current = found;
      if (
        request.status !== undefined &&
        request.consent !== undefined &&
        request.status !== 'unsubscribed' &&
        request.status !== 'cleaned'
      ) {
        // Opting in again is a new consent: record it, as on the first subscribe.
        current = await this.list.subscribe({
          email: found.email,
          consent: toConsent(request.consent, origin),
          status: request.status,
        });
      } else if (request.status !== undefined) {
        const withdrawal = { at: origin.now, source: origin.endpoint, ip: origin.ip };
        current = (await this.list.update(id, { status: request.status }, withdrawal)) ?? found;
      }
      if (request.merge_fields !== undefined) {
        const fields = definedFields(request.merge_fields);
        if (Object.keys(fields).length > 0) await this.list.setFields(id, fields);
      }
      return { ok: true, subscriber: summary(current) };
    });
  }

  setTags(id: string, request: MailingTagsRequest): Promise<MailingResult<object>> {
    return this.guard(async () => {
      if ((await this.list.findById(id)) === null) return notFound;
      const tags = request.tags.filter((tag) => isAllowedMailingTag(tag.name));
      if (tags.length > 0) await this.list.setTags(id, tags);
      return { ok: true };
    });
  }

  setFields(id: string, request: MailingFieldsRequest): Promise<MailingResult<object>> {
    return this.guard(async () => {
      if ((await this.list.findById(id)) === null) return notFound;
      const fields = definedFields(request.merge_fields);
      if (Object.keys(fields).length > 0) await this.list.setFields(id, fields);
      return { ok: true };
    });
  }
}
