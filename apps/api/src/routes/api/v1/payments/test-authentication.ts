import { testAuthenticationRequestSchema, type TestAuthenticationResponse } from '@maplepack/api-contract';
import { type FastifyPluginAsync } from 'fastify';
import { ApiError } from '../../../../http/api-error';
import { parseRequest } from '../../../../http/parse-request';

/**
 * POST /payments/test/authenticate (test gateway only; 404 with Stripe keys set): the browser's
 * test authentication step answers a charge waiting for 3-D Secure (card 4000 0025 0000 3155), as
 * a bank's page would; the browser then sends the checkout again with the same key.
 */
const testAuthentication: FastifyPluginAsync = async (app) => {
  app.post('/payments/test/authenticate', async (request): Promise<TestAuthenticationResponse> => {
    const authenticator = app.payments.gateway.testAuthentication;
    if (authenticator === null)
      throw new ApiError(404, 'payment.test-mode-only', 'Test authentication exists in test mode only.');
    const body = parseRequest(testAuthenticationRequestSchema, request.body, 'body');
    const result = await authenticator.authenticate(body.payment_intent_id, body.outcome);
    if (result === 'not-found') throw new ApiError(404, 'payment.not-found', 'This payment was not found.');
    if (result === 'settled')
      throw new ApiError(409, 'payment.already-settled', 'This payment was already decided.');
    return { payment_intent_id: body.payment_intent_id, outcome: body.outcome };
  });
};

export default testAuthentication;
