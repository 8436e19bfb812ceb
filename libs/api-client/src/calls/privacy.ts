import {
  dataExportSchema,
  deletionRequestBodySchema,
  deletionRequestStateSchema,
  type DataExport,
  type DeletionRequestState,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type DeletionRequestInput = z.input<typeof deletionRequestBodySchema>;

/**
 * The signed-in customer's privacy rights (issue 18): the data download and the deletion request.
 * No id: the server acts on the session's own account only.
 */
export function privacyCalls(http: Http) {
  return {
    /**
     * GET /account/data-export: everything the shop holds about the customer, checked against the
     * strict schema; `fileName` is the server's (Content-Disposition), for saving it as a file.
     */
    async dataExport(options?: CallOptions): Promise<{ data: DataExport; fileName: string | null }> {
      const received = await http(
        { method: 'GET', path: 'account/data-export', response: dataExportSchema },
        options,
      );
      const disposition = received.headers.get('content-disposition') ?? '';
      return { data: received.data, fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
    },

    /** GET /account/deletion-request: the pending or completed request, or `request: null`. */
    async deletionRequest(options?: CallOptions): Promise<DeletionRequestState> {
      const received = await http(
        { method: 'GET', path: 'account/deletion-request', response: deletionRequestStateSchema },
        options,
      );
      return received.data;
    },

    /**
     * POST /account/deletion-request { password }: ApiError 'customer.wrong-password',
     * 'privacy.active-subscription' (cancel first) or 'privacy.deletion-pending'.
     */
    async requestDeletion(body: DeletionRequestInput, options?: CallOptions): Promise<DeletionRequestState> {
      const received = await http(
        {
          method: 'POST',
          path: 'account/deletion-request',
          response: deletionRequestStateSchema,
          body: { schema: deletionRequestBodySchema, value: body },
        },
        options,
      );
      return received.data;
    },

    /** DELETE /account/deletion-request: withdraws the pending request (ApiError 'privacy.no-pending-request'). */
    async withdrawDeletion(options?: CallOptions): Promise<DeletionRequestState> {
      const received = await http(
        { method: 'DELETE', path: 'account/deletion-request', response: deletionRequestStateSchema },
        options,
      );
      return received.data;
    },
  };
}
