import { z } from 'zod';
import { queryInteger } from './query-values';

/** The zone every Canadian address ships from (spec §9: free shipping zone id 1). */
export const FREE_SHIPPING_ZONE_ID = 1;
/** Canada Post, the shop's one carrier; shipping lines carry method id '3' (spec §9). */
export const CANADA_POST_METHOD = { instanceId: 3, methodId: 'canada_post', title: 'Canada Post' } as const;
/** The free-shipping method of zone 1: its `min_amount` setting is the free-shipping threshold. */
export const FREE_SHIPPING_METHOD = {
  instanceId: 4,
  methodId: 'free_shipping',
  title: 'Free shipping',
} as const;

/** GET /api/v1/shipping-zones[/{id}] as WooCommerce writes a zone. */
export const shippingZoneResponseSchema = z.object({
  id: z.number().int().nonnegative(),
  name: z.string(),
  order: z.number().int(),
});
export type ShippingZoneResponse = z.infer<typeof shippingZoneResponseSchema>;
export const shippingZoneListResponseSchema = z.array(shippingZoneResponseSchema);

export const shippingZoneParamsSchema = z.strictObject({
  id: queryInteger.pipe(z.number().int().nonnegative()),
});
export const shippingMethodParamsSchema = z.strictObject({
  id: queryInteger.pipe(z.number().int().nonnegative()),
  instanceId: queryInteger.pipe(z.number().int().positive()),
});

const settingSchema = z.object({ id: z.string(), label: z.string(), value: z.string() });

/**
 * A zone's shipping method as WooCommerce writes it. The free-shipping method has the setting
 * `min_amount` (a two-decimal amount; the order ships free when the discounted subtotal is
 * strictly greater); Canada Post has `cost`, the base rate before the postal-code surcharge.
 */
export const shippingMethodResponseSchema = z.object({
  id: z.number().int().positive(),
  instance_id: z.number().int().positive(),
  title: z.string(),
  order: z.number().int(),
  enabled: z.boolean(),
  method_id: z.string(),
  method_title: z.string(),
  settings: z.record(z.string(), settingSchema),
});
export type ShippingMethodResponse = z.infer<typeof shippingMethodResponseSchema>;
export const shippingMethodListResponseSchema = z.array(shippingMethodResponseSchema);
