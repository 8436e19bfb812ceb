import {
  customerCreateRequestSchema,
  customerParamsSchema,
  customerResponseSchema,
  customerUpdateRequestSchema,
  emailChangeUndoRequestSchema,
  emailChangeUndoResponseSchema,
  type CustomerResponse,
  type EmailChangeUndoResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type CustomerCreateBody = z.input<typeof customerCreateRequestSchema>;
export type CustomerUpdateBody = z.input<typeof customerUpdateRequestSchema>;
export type EmailChangeUndoBody = z.input<typeof emailChangeUndoRequestSchema>;

const idParams = (id: number) => ({ schema: customerParamsSchema, value: { id: String(id) } });

export function customerCalls(http: Http) {
  return {
    /** POST /customers: registers an account (201); a taken e-mail is ApiError 'customer.email-taken'. */
    async create(body: CustomerCreateBody, options?: CallOptions): Promise<CustomerResponse> {
      const received = await http(
        {
          method: 'POST',
          path: 'customers',
          response: customerResponseSchema,
          body: { schema: customerCreateRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },

    /** GET /customers/{id}: the signed-in customer's own account (refetch after an update). */
    async get(id: number, options?: CallOptions): Promise<CustomerResponse> {
      const received = await http(
        {
          method: 'GET',
          path: `customers/${encodeURIComponent(String(id))}`,
          response: customerResponseSchema,
          params: idParams(id),
        },
        options,
      );
      return received.data;
    },

    /**
     * PUT /customers/{id}: shipping and billing, or first_name, last_name, email, meta_data. A new
     * e-mail needs `current_password`; the server then renews this session's cookie.
     */
    async update(id: number, body: CustomerUpdateBody, options?: CallOptions): Promise<CustomerResponse> {
      const received = await http(
        {
          method: 'PUT',
          path: `customers/${encodeURIComponent(String(id))}`,
          response: customerResponseSchema,
          params: idParams(id),
          body: { schema: customerUpdateRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },

    /**
     * POST /customers/email-change/undo: the key and id of the link in the notice sent to the old
     * address, and a new password. Every session ends, this one included.
     */
    async undoEmailChange(
      body: EmailChangeUndoBody,
      options?: CallOptions,
    ): Promise<EmailChangeUndoResponse> {
      const received = await http(
        {
          method: 'POST',
          path: 'customers/email-change/undo',
          response: emailChangeUndoResponseSchema,
          body: { schema: emailChangeUndoRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },
  };
}
