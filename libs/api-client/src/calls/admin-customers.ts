import {
  adminCustomerListQuerySchema,
  adminCustomerListResponseSchema,
  adminCustomerParamsSchema,
  adminCustomerResponseSchema,
  adminMessageResponseSchema,
  type AdminCustomerListResponse,
  type AdminCustomerResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type AdminCustomerListParams = z.input<typeof adminCustomerListQuerySchema>;

const customerPath = (id: number, rest = '') => `admin/customers/${encodeURIComponent(String(id))}${rest}`;
const idParams = (id: number) => ({ schema: adminCustomerParamsSchema, value: { id } });

/** The back office's customer calls (/api/v1/admin/customers, issue 18). */
export function adminCustomerCalls(http: Http) {
  return {
    /** GET /admin/customers: e-mail or name (part of it). */
    async customers(
      query: AdminCustomerListParams = {},
      options?: CallOptions,
    ): Promise<AdminCustomerListResponse> {
      const value = query.search === '' ? { ...query, search: undefined } : query;
      const received = await http(
        {
          method: 'GET',
          path: 'admin/customers',
          response: adminCustomerListResponseSchema,
          query: {
            schema: adminCustomerListQuerySchema,
            value: Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)),
          },
        },
        options,
      );
      return received.data;
    },

    /** GET /admin/customers/{id}: profile, addresses, orders, subscriptions, consents, privacy requests. */
    async customer(id: number, options?: CallOptions): Promise<AdminCustomerResponse> {
      const received = await http(
        {
          method: 'GET',
          path: customerPath(id),
          response: adminCustomerResponseSchema,
          params: idParams(id),
        },
        options,
      );
      return received.data;
    },

    /** POST /admin/customers/{id}/password-reset: the customer's own reset e-mail; answers the message. */
    async sendPasswordReset(id: number, options?: CallOptions): Promise<string> {
      const received = await http(
        {
          method: 'POST',
          path: customerPath(id, '/password-reset'),
          response: adminMessageResponseSchema,
          params: idParams(id),
        },
        options,
      );
      return received.data.message;
    },
  };
}
