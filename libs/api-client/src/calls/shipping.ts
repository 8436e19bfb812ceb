import {
  shippingMethodListResponseSchema,
  shippingMethodParamsSchema,
  shippingMethodResponseSchema,
  shippingRateRequestSchema,
  shippingRateResponseSchema,
  shippingZoneListResponseSchema,
  shippingZoneParamsSchema,
  shippingZoneResponseSchema,
  type ShippingMethodResponse,
  type ShippingRateResponse,
  type ShippingZoneResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type ShippingRateBody = z.input<typeof shippingRateRequestSchema>;

const id = (value: number): string => encodeURIComponent(String(value));

export function shippingCalls(http: Http) {
  return {
    /** GET /shipping-zones (the free zone is id 1). */
    async zones(options?: CallOptions): Promise<ShippingZoneResponse[]> {
      return (
        await http(
          { method: 'GET', path: 'shipping-zones', response: shippingZoneListResponseSchema },
          options,
        )
      ).data;
    },

    /** GET /shipping-zones/{id}. */
    async zone(zoneId: number, options?: CallOptions): Promise<ShippingZoneResponse> {
      const received = await http(
        {
          method: 'GET',
          path: `shipping-zones/${id(zoneId)}`,
          response: shippingZoneResponseSchema,
          params: { schema: shippingZoneParamsSchema, value: { id: zoneId } },
        },
        options,
      );
      return received.data;
    },

    /** GET /shipping-zones/{id}/methods. */
    async methods(zoneId: number, options?: CallOptions): Promise<ShippingMethodResponse[]> {
      const received = await http(
        {
          method: 'GET',
          path: `shipping-zones/${id(zoneId)}/methods`,
          response: shippingMethodListResponseSchema,
          params: { schema: shippingZoneParamsSchema, value: { id: zoneId } },
        },
        options,
      );
      return received.data;
    },

    /** GET /shipping-zones/{id}/methods/{instanceId}: the free-shipping method carries `min_amount`. */
    async method(zoneId: number, instanceId: number, options?: CallOptions): Promise<ShippingMethodResponse> {
      const received = await http(
        {
          method: 'GET',
          path: `shipping-zones/${id(zoneId)}/methods/${id(instanceId)}`,
          response: shippingMethodResponseSchema,
          params: { schema: shippingMethodParamsSchema, value: { id: zoneId, instanceId } },
        },
        options,
      );
      return received.data;
    },

    /**
     * POST /shipping-rate: rate and extra fee for a postal code and city. A postal code the server
     * cannot rate is ApiError 422 with its message (spec §8: the message is thrown).
     */
    async rate(body: ShippingRateBody, options?: CallOptions): Promise<ShippingRateResponse> {
      const received = await http(
        {
          method: 'POST',
          path: 'shipping-rate',
          response: shippingRateResponseSchema,
          body: { schema: shippingRateRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },
  };
}
