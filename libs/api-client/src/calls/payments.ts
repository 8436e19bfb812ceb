import {
  paymentCustomerCreateRequestSchema,
  paymentCustomerGetRequestSchema,
  paymentCustomerResponseSchema,
  paymentCustomerUpdateRequestSchema,
  paymentsConfigResponseSchema,
  type PaymentCustomerResponse,
  type PaymentsConfigResponse,
} from '@maplepack/api-contract';
import { type z } from 'zod';
import { type CallOptions, type Http } from '../http';

export type PaymentCustomerCreateBody = z.input<typeof paymentCustomerCreateRequestSchema>;
export type PaymentCustomerGetBody = z.input<typeof paymentCustomerGetRequestSchema>;
export type PaymentCustomerUpdateBody = z.input<typeof paymentCustomerUpdateRequestSchema>;

export function paymentCalls(http: Http) {
  const customerCall = async (
    action: 'create' | 'get' | 'update',
    schema: z.ZodType,
    body: unknown,
    options: CallOptions | undefined,
  ): Promise<PaymentCustomerResponse> => {
    const received = await http(
      {
        method: 'POST',
        path: `stripe/customer/${action}`,
        response: paymentCustomerResponseSchema,
        body: { schema, value: body },
      },
      options,
    );
    return received.data;
  };

  return {
    /** GET /payments/config: test gateway or Stripe, and Stripe's publishable key. */
    async config(options?: CallOptions): Promise<PaymentsConfigResponse> {
      return (
        await http(
          { method: 'GET', path: 'payments/config', response: paymentsConfigResponseSchema },
          options,
        )
      ).data;
    },

    /** POST /stripe/customer/create: a payment customer with this card token as default. */
    createCustomer(body: PaymentCustomerCreateBody, options?: CallOptions): Promise<PaymentCustomerResponse> {
      return customerCall('create', paymentCustomerCreateRequestSchema, body, options);
    },

    /** POST /stripe/customer/get: the signed-in customer's payment customer. */
    getCustomer(body: PaymentCustomerGetBody = {}, options?: CallOptions): Promise<PaymentCustomerResponse> {
      return customerCall('get', paymentCustomerGetRequestSchema, body, options);
    },

    /** POST /stripe/customer/update: replaces the default card. */
    updateCustomer(body: PaymentCustomerUpdateBody, options?: CallOptions): Promise<PaymentCustomerResponse> {
      return customerCall('update', paymentCustomerUpdateRequestSchema, body, options);
    },
  };
}
