import {
  IDEMPOTENCY_KEY_HEADER,
  adminAuditQuerySchema,
  adminAuditResponseSchema,
  adminChallengeResponseSchema,
  adminFulfilmentQuerySchema,
  adminFulfilmentResponseSchema,
  adminMessageResponseSchema,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrderParamsSchema,
  adminOrderResponseSchema,
  adminRefundRequestSchema,
  adminSessionResponseSchema,
  adminShipmentRequestSchema,
  adminSignedInResponseSchema,
  adminSignInRequestSchema,
  adminSignOutResponseSchema,
  adminTwoFactorRequestSchema,
  type AdminAuditResponse,
  type AdminChallengeResponse,
  type AdminFulfilmentResponse,
  type AdminPackingListPaper,
  type AdminOrderListResponse,
  type AdminOrderResponse,
  type AdminSessionResponse,
  type AdminSignedInResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type AdminSignInBody = z.input<typeof adminSignInRequestSchema>;
export type AdminTwoFactorBody = z.input<typeof adminTwoFactorRequestSchema>;
export type AdminOrderListParams = z.input<typeof adminOrderListQuerySchema>;
export type AdminShipmentBody = z.input<typeof adminShipmentRequestSchema>;
export type AdminRefundBody = z.input<typeof adminRefundRequestSchema>;
export type AdminAuditParams = z.input<typeof adminAuditQuerySchema>;
export type AdminFulfilmentParams = z.input<typeof adminFulfilmentQuerySchema>;

const orderPath = (id: number, rest = '') => `admin/orders/${encodeURIComponent(String(id))}${rest}`;
const idParams = (id: number) => ({ schema: adminOrderParamsSchema, value: { id } });

/** Query values without the empty ones: an empty filter is no filter, and the contract refuses ''. */
function withoutEmpty<T extends Record<string, unknown>>(query: T): T {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  ) as T;
}

/** The back office's calls (/api/v1/admin, issue 18). The session is the httpOnly cookie the browser sends. */
export function adminCalls(http: Http) {
  return {
    /** POST /admin/session: e-mail and password; answers the two-factor challenge. */
    async signIn(body: AdminSignInBody, options?: CallOptions): Promise<AdminChallengeResponse> {
      const received = await http(
        {
          method: 'POST',
          path: 'admin/session',
          response: adminChallengeResponseSchema,
          body: { schema: adminSignInRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },

    /** POST /admin/session/two-factor: the app's code or a recovery code; sets the session cookie. */
    async twoFactor(body: AdminTwoFactorBody, options?: CallOptions): Promise<AdminSignedInResponse> {
      const received = await http(
        {
          method: 'POST',
          path: 'admin/session/two-factor',
          response: adminSignedInResponseSchema,
          body: { schema: adminTwoFactorRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },

    /** GET /admin/session: who is signed in (ApiError 401 'admin.required' when nobody, or the session ended). */
    async session(options?: CallOptions): Promise<AdminSessionResponse> {
      const received = await http(
        { method: 'GET', path: 'admin/session', response: adminSessionResponseSchema },
        options,
      );
      return received.data;
    },

    /** DELETE /admin/session */
    async signOut(options?: CallOptions): Promise<void> {
      await http({ method: 'DELETE', path: 'admin/session', response: adminSignOutResponseSchema }, options);
    },

    /** GET /admin/orders: search, filters and one page. */
    async orders(query: AdminOrderListParams = {}, options?: CallOptions): Promise<AdminOrderListResponse> {
      const received = await http(
        {
          method: 'GET',
          path: 'admin/orders',
          response: adminOrderListResponseSchema,
          query: { schema: adminOrderListQuerySchema, value: withoutEmpty(query) },
        },
        options,
      );
      return received.data;
    },

    /** GET /admin/orders/{id}: the order with its shipment, refunds and what is left to refund. */
    async order(id: number, options?: CallOptions): Promise<AdminOrderResponse> {
      const received = await http(
        { method: 'GET', path: orderPath(id), response: adminOrderResponseSchema, params: idParams(id) },
        options,
      );
      return received.data;
    },

    /** POST /admin/orders/{id}/shipment: mark shipped (the customer is e-mailed); answers the order. */
    async ship(id: number, body: AdminShipmentBody, options?: CallOptions): Promise<AdminOrderResponse> {
      const received = await http(
        {
          method: 'POST',
          path: orderPath(id, '/shipment'),
          response: adminOrderResponseSchema,
          params: idParams(id),
          body: { schema: adminShipmentRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },

    /**
     * POST /admin/orders/{id}/refunds through the gateway; answers the order. `idempotencyKey` is made by
     * the caller once per attempt (this lib takes no randomness): a repeat with it refunds once.
     */
    async refund(
      id: number,
      body: AdminRefundBody,
      options: CallOptions & { readonly idempotencyKey: string },
    ): Promise<AdminOrderResponse> {
      const received = await http(
        {
          method: 'POST',
          path: orderPath(id, '/refunds'),
          response: adminOrderResponseSchema,
          params: idParams(id),
          body: { schema: adminRefundRequestSchema, value: body },
          headers: { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey },
        },
        options,
      );
      return received.data;
    },

    /** POST /admin/orders/{id}/confirmation: e-mail the confirmation again; answers the server's message. */
    async resendConfirmation(id: number, options?: CallOptions): Promise<string> {
      const received = await http(
        {
          method: 'POST',
          path: orderPath(id, '/confirmation'),
          response: adminMessageResponseSchema,
          params: idParams(id),
        },
        options,
      );
      return received.data.message;
    },

    /** GET /admin/fulfilment: the day's packing list (default the shop's today). */
    async fulfilment(
      query: AdminFulfilmentParams = {},
      options?: CallOptions,
    ): Promise<AdminFulfilmentResponse> {
      const received = await http(
        {
          method: 'GET',
          path: 'admin/fulfilment',
          response: adminFulfilmentResponseSchema,
          query: { schema: adminFulfilmentQuerySchema, value: withoutEmpty(query) },
        },
        options,
      );
      return received.data;
    },

    /** GET /admin/audit (owner): filters and one page of the audit log, newest first. */
    async audit(query: AdminAuditParams = {}, options?: CallOptions): Promise<AdminAuditResponse> {
      const received = await http(
        {
          method: 'GET',
          path: 'admin/audit',
          response: adminAuditResponseSchema,
          query: { schema: adminAuditQuerySchema, value: withoutEmpty(query) },
        },
        options,
      );
      return received.data;
    },
  };
}

/** The path of the day's packing list as CSV, for a plain download link (the cookie goes with it). */
export function adminFulfilmentCsvPath(date: string): string {
  return `/api/v1/admin/fulfilment.csv?${new URLSearchParams({ date }).toString()}`;
}

/** The path of the day's packing list as a PDF (Letter unless A4 is asked), for a plain download link. */
export function adminFulfilmentPdfPath(date: string, paper?: AdminPackingListPaper): string {
  const query = new URLSearchParams(paper === undefined ? { date } : { date, paper });
  return `/api/v1/admin/fulfilment.pdf?${query.toString()}`;
}
