import {
  SUBSCRIPTION_ERROR_FALLBACK,
  SUBSCRIPTION_VERSION_HEADER,
  subscriptionCreateRequestSchema,
  subscriptionListResponseSchema,
  subscriptionParamsSchema,
  subscriptionResponseSchema,
  subscriptionUpdateRequestSchema,
  type SubscriptionResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http, type Received } from '../http';

export type SubscriptionCreateBody = z.input<typeof subscriptionCreateRequestSchema>;
export type SubscriptionUpdateBody = z.input<typeof subscriptionUpdateRequestSchema>;

/** A subscription with its version (the ETag), to send back as If-Match when saving. */
export interface VersionedSubscription {
  readonly subscription: SubscriptionResponse;
  /** null when the server sent no ETag. */
  readonly version: string | null;
}

export interface SubscriptionUpdateOptions extends CallOptions {
  /** The version read with the plan: a plan changed since answers ApiError 412. */
  readonly ifMatch?: string;
}

const idParams = (id: number) => ({ schema: subscriptionParamsSchema, value: { id } });
const subscriptionPath = (id: number) => `subscriptions/${encodeURIComponent(String(id))}`;
const versioned = (received: Received<SubscriptionResponse>): VersionedSubscription => ({
  subscription: received.data,
  version: received.headers.get(SUBSCRIPTION_VERSION_HEADER),
});

/**
 * Subscription calls; failures without a server message read 'An error has occured.' (spec §8).
 * A refused plan (422 'subscription.pack-unsafe') keeps its reasons in `ApiError.details.body`.
 */
export function subscriptionCalls(http: Http) {
  return {
    /** GET /subscriptions: the signed-in customer's subscriptions. */
    async list(options?: CallOptions): Promise<SubscriptionResponse[]> {
      return (
        await http(
          { method: 'GET', path: 'subscriptions', response: subscriptionListResponseSchema },
          options,
        )
      ).data;
    },

    /** GET /subscriptions/{id} with its version; another customer's is ApiError 403. */
    async get(id: number, options?: CallOptions): Promise<VersionedSubscription> {
      const received = await http(
        {
          method: 'GET',
          path: subscriptionPath(id),
          response: subscriptionResponseSchema,
          params: idParams(id),
        },
        options,
      );
      return versioned(received);
    },

    /** POST /subscriptions: after the first order (spec §3 subscription-creation input). */
    async create(body: SubscriptionCreateBody, options?: CallOptions): Promise<VersionedSubscription> {
      const received = await http(
        {
          method: 'POST',
          path: 'subscriptions',
          response: subscriptionResponseSchema,
          body: { schema: subscriptionCreateRequestSchema, value: body },
          errorFallback: SUBSCRIPTION_ERROR_FALLBACK,
        },
        options,
      );
      return versioned(received);
    },

    /** PUT /subscriptions/{id}: the complete new plan (line_items, empty allowed). */
    async update(
      id: number,
      body: SubscriptionUpdateBody,
      options: SubscriptionUpdateOptions = {},
    ): Promise<VersionedSubscription> {
      const { ifMatch, ...callOptions } = options;
      const received = await http(
        {
          method: 'PUT',
          path: subscriptionPath(id),
          response: subscriptionResponseSchema,
          params: idParams(id),
          body: { schema: subscriptionUpdateRequestSchema, value: body },
          headers: { 'if-match': ifMatch },
          errorFallback: SUBSCRIPTION_ERROR_FALLBACK,
        },
        callOptions,
      );
      return versioned(received);
    },
  };
}
