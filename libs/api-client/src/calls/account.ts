import {
  accountAddressesRequestSchema,
  accountAddressesResponseSchema,
  addressPreviewRequestSchema,
  addressPreviewResponseSchema,
  customerParamsSchema,
  passwordChangeRequestSchema,
  passwordChangeResponseSchema,
  type AccountAddressesResponse,
  type AddressPreviewResponse,
  type PasswordChangeResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type PasswordChangeBody = z.input<typeof passwordChangeRequestSchema>;
export type AccountAddressesBody = z.input<typeof accountAddressesRequestSchema>;
export type AddressPreviewBody = z.input<typeof addressPreviewRequestSchema>;

const idParams = (id: number) => ({ schema: customerParamsSchema, value: { id: String(id) } });
const customerPath = (id: number, rest: string) => `customers/${encodeURIComponent(String(id))}/${rest}`;

/** The account pages' own calls (issue 13): password change and addresses with a re-priced renewal. */
export function accountCalls(http: Http) {
  return {
    /**
     * POST /customers/{id}/password: the current and the new password; every other session ends and
     * this one continues with a renewed cookie. A wrong current password is ApiError
     * 'customer.wrong-password'.
     */
    async changePassword(
      id: number,
      body: PasswordChangeBody,
      options?: CallOptions,
    ): Promise<PasswordChangeResponse> {
      const received = await http(
        {
          method: 'POST',
          path: customerPath(id, 'password'),
          response: passwordChangeResponseSchema,
          params: idParams(id),
          body: { schema: passwordChangeRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },

    /** POST /customers/{id}/addresses/preview: each renewing plan's next total with a new destination; nothing saved. */
    async previewAddresses(
      id: number,
      body: AddressPreviewBody,
      options?: CallOptions,
    ): Promise<AddressPreviewResponse> {
      const received = await http(
        {
          method: 'POST',
          path: customerPath(id, 'addresses/preview'),
          response: addressPreviewResponseSchema,
          params: idParams(id),
          body: { schema: addressPreviewRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },

    /** PUT /customers/{id}/addresses: saves shipping and/or billing; a new shipping address re-prices the plans. */
    async saveAddresses(
      id: number,
      body: AccountAddressesBody,
      options?: CallOptions,
    ): Promise<AccountAddressesResponse> {
      const received = await http(
        {
          method: 'PUT',
          path: customerPath(id, 'addresses'),
          response: accountAddressesResponseSchema,
          params: idParams(id),
          body: { schema: accountAddressesRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },
  };
}
