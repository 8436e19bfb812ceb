import {
  mailingConfirmResponseSchema,
  mailingFieldsRequestSchema,
  mailingLinkRequestSchema,
  mailingSearchQuerySchema,
  mailingSearchResponseSchema,
  mailingSubscribeRequestSchema,
  mailingSubscriberResponseSchema,
  mailingTagsRequestSchema,
  mailingUnsubscribeResponseSchema,
  mailingUpdateRequestSchema,
  subscriberParamsSchema,
  type MailingConfirmResponse,
  type MailingSearchResponse,
  type MailingSubscriberResponse,
  type MailingUnsubscribeResponse,
} from '@maplepack/api-contract';
import { z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type MailingSubscribeBody = z.input<typeof mailingSubscribeRequestSchema>;
export type MailingUpdateBody = z.input<typeof mailingUpdateRequestSchema>;
export type MailingTagsBody = z.input<typeof mailingTagsRequestSchema>;
export type MailingFieldsBody = z.input<typeof mailingFieldsRequestSchema>;

// Spec §7: the tags and fields answers are "not shown" and the contract gives them no schema;
// the client reads nothing from them and resolves to undefined, so nothing unchecked is used.
const unusedResponse = z.unknown();

const subscriberPath = (id: string): string => encodeURIComponent(id);

export function mailingListCalls(http: Http) {
  return {
    /**
     * GET /mailchimp?email=: a signed-in customer's own address only (401 for a guest, 403 for
     * another address); `exact_matches.members` holds the subscriber, if any.
     */
    async search(email: string, options?: CallOptions): Promise<MailingSearchResponse> {
      const received = await http(
        {
          method: 'GET',
          path: 'mailchimp',
          response: mailingSearchResponseSchema,
          query: { schema: mailingSearchQuerySchema, value: { email } },
        },
        options,
      );
      return received.data;
    },

    /**
     * POST /mailchimp; consent is required (CASL). From a guest it is a request (202, status
     * 'pending'): the tags and fields wait until the link e-mailed to the address is followed.
     * A signed-in customer subscribes their own address at once.
     */
    async subscribe(body: MailingSubscribeBody, options?: CallOptions): Promise<MailingSubscriberResponse> {
      const received = await http(
        {
          method: 'POST',
          path: 'mailchimp',
          response: mailingSubscriberResponseSchema,
          body: { schema: mailingSubscribeRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },

    /**
     * PUT /mailchimp/{id}: the signed-in customer's own member; an unknown subscriber is ApiError
     * 404 "User doesn't exist.".
     */
    async update(
      id: string,
      body: MailingUpdateBody,
      options?: CallOptions,
    ): Promise<MailingSubscriberResponse> {
      const received = await http(
        {
          method: 'PUT',
          path: `mailchimp/${subscriberPath(id)}`,
          response: mailingSubscriberResponseSchema,
          params: { schema: subscriberParamsSchema, value: { id } },
          body: { schema: mailingUpdateRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },

    /** POST /mailchimp/tags/{id}: the signed-in customer's own member; sets tags active or inactive. */
    async setTags(id: string, body: MailingTagsBody, options?: CallOptions): Promise<void> {
      await http(
        {
          method: 'POST',
          path: `mailchimp/tags/${subscriberPath(id)}`,
          response: unusedResponse,
          params: { schema: subscriberParamsSchema, value: { id } },
          body: { schema: mailingTagsRequestSchema, value: body },
        },
        options,
      );
    },

    /** PUT /mailchimp/fields/{id}: the customer's own member; merge fields (NAME, SURVEYDATE as YYYY-MM-DD). */
    async setFields(id: string, body: MailingFieldsBody, options?: CallOptions): Promise<void> {
      await http(
        {
          method: 'PUT',
          path: `mailchimp/fields/${subscriberPath(id)}`,
          response: unusedResponse,
          params: { schema: subscriberParamsSchema, value: { id } },
          body: { schema: mailingFieldsRequestSchema, value: body },
        },
        options,
      );
    },

    /** POST /mailchimp/confirm: follows the confirmation link's token (from the e-mail). */
    async confirm(token: string, options?: CallOptions): Promise<MailingConfirmResponse> {
      const received = await http(
        {
          method: 'POST',
          path: 'mailchimp/confirm',
          response: mailingConfirmResponseSchema,
          body: { schema: mailingLinkRequestSchema, value: { token } },
        },
        options,
      );
      return received.data;
    },

    /** POST /mailchimp/unsubscribe: follows the signed unsubscribe link's token (from any mailing e-mail). */
    async unsubscribe(token: string, options?: CallOptions): Promise<MailingUnsubscribeResponse> {
      const received = await http(
        {
          method: 'POST',
          path: 'mailchimp/unsubscribe',
          response: mailingUnsubscribeResponseSchema,
          body: { schema: mailingLinkRequestSchema, value: { token } },
        },
        options,
      );
      return received.data;
    },
  };
}
