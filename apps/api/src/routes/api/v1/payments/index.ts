import {
  AUTH_ERROR_CODES,
  AUTH_MESSAGES,
  COMMON_ERROR_CODES,
  PAYMENT_ERROR_CODES,
  PAYMENT_MESSAGES,
  paymentCustomerCreateRequestSchema,
  paymentCustomerGetRequestSchema,
  paymentCustomerUpdateRequestSchema,
  type PaymentCustomerResponse,
  type PaymentsConfigResponse,
} from '@maplepack/api-contract';
import { type FastifyPluginAsync, type FastifyReply } from 'fastify';
import { ApiError } from '../../../../http/api-error';
import { parseRequest } from '../../../../http/parse-request';
import { rateLimited } from '../../../../http/rate-limited';
import { requireCustomer } from '../../../../plugins/app/auth';
import { type PaymentCustomerResult } from '../../../../services/payments/payment-service';

// A decline is 402 as Stripe answers it; a provider outage is not the person's fault (503).
const STATUS_OF = {
  'payment.declined': 402,
  'payment.card-invalid': 400,
  'payment.unavailable': 503,
} as const;

/** The answer for a payment customer, or the ApiError for a refusal. */
function answer(result: PaymentCustomerResult, reply: FastifyReply): PaymentCustomerResponse {
  if (result.ok) {
    const { customer } = result;
    const card = customer.card;
    return {
      id: customer.providerCustomerId,
      email: customer.email,
      mode: customer.provider,
      card:
        card === null
          ? null
          : {
              id: card.providerMethodId,
              brand: card.brand,
              last4: card.last4,
              exp_month: card.expMonth,
              exp_year: card.expYear,
            },
    };
  }
  switch (result.code) {
    case 'payment.customer-not-found':
      throw new ApiError(404, PAYMENT_ERROR_CODES.customerNotFound, PAYMENT_MESSAGES.customerNotFound);
    case 'payment.forbidden':
      throw new ApiError(403, AUTH_ERROR_CODES.forbidden, AUTH_MESSAGES.forbidden);
    case 'payment.email-required':
      throw new ApiError(
        400,
        COMMON_ERROR_CODES.invalidRequest,
        PAYMENT_MESSAGES.guestEmailRequired,
        'email',
      );
    case 'payment.rate-limited':
      throw rateLimited(reply, result.retryAfterSeconds, PAYMENT_MESSAGES.tooManyAttempts);
    default:
      throw new ApiError(STATUS_OF[result.code], result.code, result.message);
  }
}

/**
 * GET /payments/config and POST /stripe/customer/create, /get, /update (spec §7). The paths say
 * "stripe" as the web app has always called them; the test gateway answers them the same way.
 * A customer only ever reaches their own payment customer (another person's id: 403, as auth does).
 */
const payments: FastifyPluginAsync = async (app) => {
  app.get('/payments/config', async (): Promise<PaymentsConfigResponse> => app.payments.config());

  app.post('/stripe/customer/create', async (request, reply): Promise<PaymentCustomerResponse> => {
    const body = parseRequest(paymentCustomerCreateRequestSchema, request.body, 'body');
    const signedIn = request.customer;
    const actor =
      signedIn === null
        ? null
        : {
            customerId: signedIn.id,
            email: signedIn.email,
            firstName: signedIn.firstName,
            lastName: signedIn.lastName,
          };
    const input = {
      cardToken: body.token,
      ...(body.email === undefined ? {} : { email: body.email }),
      ...(body.name === undefined ? {} : { name: body.name }),
    };
    return answer(await app.payments.create(actor, input, { ip: request.ip, now: app.now() }), reply);
  });

  app.post('/stripe/customer/get', async (request, reply): Promise<PaymentCustomerResponse> => {
    const customer = requireCustomer(request);
    const body = parseRequest(paymentCustomerGetRequestSchema, request.body, 'body');
    return answer(await app.payments.get(customer.id, body.id), reply);
  });

  app.post('/stripe/customer/update', async (request, reply): Promise<PaymentCustomerResponse> => {
    const customer = requireCustomer(request);
    const body = parseRequest(paymentCustomerUpdateRequestSchema, request.body, 'body');
    return answer(
      await app.payments.updateCard(customer.id, body.token, { ip: request.ip, now: app.now() }),
      reply,
    );
  });
};

export default payments;
