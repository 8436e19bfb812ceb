import {
  IDEMPOTENCY_KEY_HEADER,
  ORDER_ERROR_FALLBACK,
  idempotencyKeySchema,
  orderCreateRequestSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderParamsSchema,
  orderResponseSchema,
  orderUpdateRequestSchema,
  type OrderResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';
import { pagedFrom, type Paged } from '../paged';
import { checkRequestPart } from '../request-check';

export type OrderListParams = z.input<typeof orderListQuerySchema>;
export type OrderCreateBody = z.input<typeof orderCreateRequestSchema>;
export type OrderUpdateBody = z.input<typeof orderUpdateRequestSchema>;

export interface OrderCreateOptions extends CallOptions {
  /**
   * Sent as Idempotency-Key: a retry with the same key answers the first order and charges once.
   * The caller makes it (one per checkout attempt), since this lib takes no randomness of its own.
   */
  readonly idempotencyKey?: string;
}

const idParams = (id: number) => ({ schema: orderParamsSchema, value: { id } });
const orderPath = (id: number) => `orders/${encodeURIComponent(String(id))}`;

/** Order calls; failures without a server message read 'An error has occured.' (spec §8). */
export function orderCalls(http: Http) {
  return {
    /** GET /orders: the signed-in customer's orders, one page with the WooCommerce counts. */
    async list(query: OrderListParams = {}, options?: CallOptions): Promise<Paged<OrderResponse>> {
      const received = await http(
        {
          method: 'GET',
          path: 'orders',
          response: orderListResponseSchema,
          query: { schema: orderListQuerySchema, value: query },
        },
        options,
      );
      return pagedFrom(received);
    },

    /** GET /orders/{id}: one of the caller's orders (another's is ApiError 403). */
    async get(id: number, options?: CallOptions): Promise<OrderResponse> {
      const received = await http(
        { method: 'GET', path: orderPath(id), response: orderResponseSchema, params: idParams(id) },
        options,
      );
      return received.data;
    },

    /** POST /orders: checkout. Amounts sent are ignored; the server prices the order. */
    async create(body: OrderCreateBody, options: OrderCreateOptions = {}): Promise<OrderResponse> {
      const { idempotencyKey, ...callOptions } = options;
      if (idempotencyKey !== undefined)
        checkRequestPart({ schema: idempotencyKeySchema, value: idempotencyKey, part: 'headers' });
      const received = await http(
        {
          method: 'POST',
          path: 'orders',
          response: orderResponseSchema,
          body: { schema: orderCreateRequestSchema, value: body },
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
          errorFallback: ORDER_ERROR_FALLBACK,
        },
        callOptions,
      );
      return received.data;
    },

    /** PUT /orders/{id}: while the order is modifiable (5 days after payment). */
    async update(id: number, body: OrderUpdateBody, options?: CallOptions): Promise<OrderResponse> {
      const received = await http(
        {
          method: 'PUT',
          path: orderPath(id),
          response: orderResponseSchema,
          params: idParams(id),
          body: { schema: orderUpdateRequestSchema, value: body },
          errorFallback: ORDER_ERROR_FALLBACK,
        },
        options,
      );
      return received.data;
    },
  };
}
