import {
  couponValidateRequestSchema,
  couponValidateResponseSchema,
  type CouponValidateResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type CouponValidateBody = z.input<typeof couponValidateRequestSchema>;

export function couponCalls(http: Http) {
  return {
    /**
     * POST /coupons/validate (coupon, email, products, subtotal as "12.30"). A refused coupon is a
     * normal answer with status 'invalid', not an error.
     */
    async validate(body: CouponValidateBody, options?: CallOptions): Promise<CouponValidateResponse> {
      const received = await http(
        {
          method: 'POST',
          path: 'coupons/validate',
          response: couponValidateResponseSchema,
          body: { schema: couponValidateRequestSchema, value: body },
        },
        options,
      );
      return received.data;
    },
  };
}
