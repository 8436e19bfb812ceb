import {
  adminPaymentRetryRequestSchema,
  adminPaymentRetryResponseSchema,
  adminSubscriptionActionRequestSchema,
  adminSubscriptionListQuerySchema,
  adminSubscriptionListResponseSchema,
  adminSubscriptionParamsSchema,
  adminSubscriptionResponseSchema,
  type AdminPaymentRetryResponse,
  type AdminSubscriptionListResponse,
  type AdminSubscriptionResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type AdminSubscriptionListParams = z.input<typeof adminSubscriptionListQuerySchema>;
export type AdminSubscriptionActionBody = z.input<typeof adminSubscriptionActionRequestSchema>;
export type AdminPaymentRetryBody = z.input<typeof adminPaymentRetryRequestSchema>;

const subscriptionPath = (id: number, rest = '') =>
  `admin/subscriptions/${encodeURIComponent(String(id))}${rest}`;
const idParams = (id: number) => ({ schema: adminSubscriptionParamsSchema, value: { id } });

const withoutEmpty = <T extends Record<string, unknown>>(query: T): T =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as T;

/** The back office's subscription calls (/api/v1/admin/subscriptions, issue 18). */
export function adminSubscriptionCalls(http: Http) {
  return {
    /** GET /admin/subscriptions: plan number or e-mail, status, next renewal between two days. */
    async subscriptions(
      query: AdminSubscriptionListParams = {},
      options?: CallOptions,
    ): Promise<AdminSubscriptionListResponse> {
      const received = await http(
        {
          method: 'GET',
          path: 'admin/subscriptions',
          response: adminSubscriptionListResponseSchema,
          query: { schema: adminSubscriptionListQuerySchema, value: withoutEmpty(query) },
        },
        options,
      );
      return received.data;
    },

    /** GET /admin/subscriptions/{id}: the plan, whose it is and its history. */
    async subscription(id: number, options?: CallOptions): Promise<AdminSubscriptionResponse> {
      const received = await http(
        {
          method: 'GET',
          path: subscriptionPath(id),
          response: adminSubscriptionResponseSchema,
          params: idParams(id),
        },
        options,
      );
      return received.data;
    },

    /** POST /admin/subscriptions/{id}/actions: the customer's action, with the reason; answers the plan. */
    async actOnSubscription(
      id: number,
      body: AdminSubscriptionActionBody,
      options?: CallOptions,
    ): Promise<AdminSubscriptionResponse> {
      const received = await http(
        {
          method: 'POST',
          path: subscriptionPath(id, '/actions'),
          response: adminSubscriptionResponseSchema,
          params: idParams(id),
          body: { schema: adminSubscriptionActionRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },

    /** POST /admin/subscriptions/{id}/payment-retry: charge the failed renewal again now. */
    async retryPayment(
      id: number,
      body: AdminPaymentRetryBody,
      options?: CallOptions,
    ): Promise<AdminPaymentRetryResponse> {
      const received = await http(
        {
          method: 'POST',
          path: subscriptionPath(id, '/payment-retry'),
          response: adminPaymentRetryResponseSchema,
          params: idParams(id),
          body: { schema: adminPaymentRetryRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },
  };
}
