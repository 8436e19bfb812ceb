import { z } from 'zod';
import { provinceCodeSchema } from '@maplepack/pricing';
import { moneyString } from './money';
import { postalCodeSchema } from './postal-code';

/** POST /api/v1/shipping-rate body (spec §7): the address's postal code and city. */
export const shippingRateRequestSchema = z.strictObject({
  postal_code: postalCodeSchema,
  city: z.string().trim().min(1, 'city is required').max(100),
});
export type ShippingRateRequest = z.output<typeof shippingRateRequestSchema>;

/**
 * The Canada Post rate for the address and the extra fee that still applies when the order ships
 * free by threshold (remote and northern postal codes). Amounts are two-decimal strings.
 */
export const shippingRateResponseSchema = z.object({
  postal_code: z.string(),
  city: z.string(),
  province: provinceCodeSchema,
  rate: moneyString,
  extra_fee: moneyString,
  /** Which row of the surcharge table matched: 'standard', 'remote' or 'northern'. */
  area: z.enum(['standard', 'remote', 'northern']),
  method_id: z.string(),
  method_title: z.string(),
});
export type ShippingRateResponse = z.infer<typeof shippingRateResponseSchema>;
