import {
  ORDER_ERROR_FALLBACK,
  orderChangePreviewSchema,
  orderParamsSchema,
  orderUpdateRequestSchema,
  type OrderChangePreview,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type OrderChangeBody = z.input<typeof orderUpdateRequestSchema>;

/**
 * Changing a paid order inside its window (issue 13). The change itself is `orders.update`
 * (PUT /orders/{id}); this is what it would do, asked before.
 */
export function orderChangeCalls(http: Http) {
  return {
    /** POST /orders/{id}/preview: the re-priced order and the charge or refund; nothing is saved or charged. */
    async preview(id: number, body: OrderChangeBody, options?: CallOptions): Promise<OrderChangePreview> {
      const received = await http(
        {
          method: 'POST',
          path: `orders/${encodeURIComponent(String(id))}/preview`,
          response: orderChangePreviewSchema,
          params: { schema: orderParamsSchema, value: { id } },
          body: { schema: orderUpdateRequestSchema, value: body },
          errorFallback: ORDER_ERROR_FALLBACK,
        },
        options,
      );
      return received.data;
    },
  };
}
