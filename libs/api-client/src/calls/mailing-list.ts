import {
  mailingFieldsRequestSchema,
  mailingSearchQuerySchema,
  mailingSearchResponseSchema,
  mailingSubscribeRequestSchema,
  mailingSubscriberResponseSchema,
  mailingTagsRequestSchema,
  mailingUpdateRequestSchema,
  subscriberParamsSchema,
  type MailingSearchResponse,
  type MailingSubscriberResponse,
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
    /** GET /mailchimp?email=: `exact_matches.members` holds the subscriber, if any. */
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

    /** POST /mailchimp: a new subscriber; consent is required (CASL). */
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

    /** PUT /mailchimp/{id}; an unknown subscriber is ApiError 404 "User doesn't exist.". */
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

    /** POST /mailchimp/tags/{id}: sets tags active or inactive. */
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

    /** PUT /mailchimp/fields/{id}: merge fields (NAME, SURVEYDATE as YYYY-MM-DD). */
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
  };
}
