import {
  SUBSCRIPTION_VERSION_HEADER,
  cardSetupIntentResponseSchema,
  cardUpdateRequestSchema,
  cardUpdateResponseSchema,
  SUBSCRIPTION_ERROR_FALLBACK,
  subscriptionActionRequestSchema,
  subscriptionActionResponseSchema,
  subscriptionEventListQuerySchema,
  subscriptionEventListResponseSchema,
  subscriptionParamsSchema,
  subscriptionPlanPreviewRequestSchema,
  subscriptionPlanPreviewResponseSchema,
  type CardSetupIntentResponse,
  type CardUpdateResponse,
  type SubscriptionActionResponse,
  type SubscriptionPlanPreviewResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';
import { pagedFrom, type Paged } from '../paged';
import { type SubscriptionUpdateOptions } from './subscriptions';

export type SubscriptionActionBody = z.input<typeof subscriptionActionRequestSchema>;
export type SubscriptionPreviewBody = z.input<typeof subscriptionPlanPreviewRequestSchema>;
export type CardUpdateBody = z.input<typeof cardUpdateRequestSchema>;
export type SubscriptionEventListParams = z.input<typeof subscriptionEventListQuerySchema>;
export type SubscriptionEvent = z.output<typeof subscriptionEventListResponseSchema>[number];

/** An answer that changed the plan, with the plan's new version (the ETag) for the next If-Match. */
export type Versioned<T> = T & { readonly version: string | null };

const idParams = (id: number) => ({ schema: subscriptionParamsSchema, value: { id } });
const subscriptionPath = (id: number, rest: string) =>
  `subscriptions/${encodeURIComponent(String(id))}/${rest}`;

/**
 * The subscription page's self-service (issue 13): lifecycle actions, the event log, the plan
 * preview (prices and safety before a save) and the card. Every call is the owner's only: another
 * person's plan is ApiError 403 `subscription.forbidden`; refusals keep the server's message.
 */
export function subscriptionSelfServiceCalls(http: Http) {
  return {
    /** POST /subscriptions/{id}/actions: skip, pause, resume, move-date, cancel or reactivate. */
    async act(
      id: number,
      body: SubscriptionActionBody,
      options: SubscriptionUpdateOptions = {},
    ): Promise<Versioned<SubscriptionActionResponse>> {
      const { ifMatch, ...callOptions } = options;
      const received = await http(
        {
          method: 'POST',
          path: subscriptionPath(id, 'actions'),
          response: subscriptionActionResponseSchema,
          params: idParams(id),
          body: { schema: subscriptionActionRequestSchema, value: body },
          headers: { 'if-match': ifMatch },
          errorFallback: SUBSCRIPTION_ERROR_FALLBACK,
        },
        callOptions,
      );
      return { ...received.data, version: received.headers.get(SUBSCRIPTION_VERSION_HEADER) };
    },

    /** GET /subscriptions/{id}/events: the plan's history, newest first, with X-WP-Total. */
    async events(
      id: number,
      query: SubscriptionEventListParams = {},
      options?: CallOptions,
    ): Promise<Paged<SubscriptionEvent>> {
      const received = await http(
        {
          method: 'GET',
          path: subscriptionPath(id, 'events'),
          response: subscriptionEventListResponseSchema,
          params: idParams(id),
          query: { schema: subscriptionEventListQuerySchema, value: query },
        },
        options,
      );
      return pagedFrom(received);
    },

    /** POST /subscriptions/{id}/preview: the lines priced and checked for safety; nothing is saved. */
    async preview(
      id: number,
      body: SubscriptionPreviewBody,
      options?: CallOptions,
    ): Promise<SubscriptionPlanPreviewResponse> {
      const received = await http(
        {
          method: 'POST',
          path: subscriptionPath(id, 'preview'),
          response: subscriptionPlanPreviewResponseSchema,
          params: idParams(id),
          body: { schema: subscriptionPlanPreviewRequestSchema, value: body },
          errorFallback: SUBSCRIPTION_ERROR_FALLBACK,
        },
        options,
      );
      return received.data;
    },

    /** POST /subscriptions/{id}/card/setup-intent: a SetupIntent for Stripe Elements to confirm. */
    async cardSetupIntent(id: number, options?: CallOptions): Promise<CardSetupIntentResponse> {
      const received = await http(
        {
          method: 'POST',
          path: subscriptionPath(id, 'card/setup-intent'),
          response: cardSetupIntentResponseSchema,
          params: idParams(id),
        },
        options,
      );
      return received.data;
    },

    /** PUT /subscriptions/{id}/card: a confirmed SetupIntent or a test token; a failed renewal retries. */
    async updateCard(
      id: number,
      body: CardUpdateBody,
      options?: CallOptions,
    ): Promise<Versioned<CardUpdateResponse>> {
      const received = await http(
        {
          method: 'PUT',
          path: subscriptionPath(id, 'card'),
          response: cardUpdateResponseSchema,
          params: idParams(id),
          body: { schema: cardUpdateRequestSchema, value: body },
        },
        options,
      );
      return { ...received.data, version: received.headers.get(SUBSCRIPTION_VERSION_HEADER) };
    },
  };
}
