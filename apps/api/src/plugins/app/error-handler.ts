import { COMMON_ERROR_CODES, ERROR_MESSAGES, type ErrorBody } from '@maplepack/api-contract';
import { type FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../http/api-error';

const body = (code: string, message: string): ErrorBody => ({ error: { code, message } });

/**
 * One error handler for the whole API: expected failures (ApiError, Fastify's own 4xx such as a
 * body that is not JSON) answer `{ error: { code, message } }` with their status; anything else
 * is logged and answers 500 'An error occurred' with no detail, never a stack trace.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) {
        return reply.status(error.statusCode).send(body(error.code, error.message));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code =
          status === 413
            ? 'request.too-large'
            : status === 415
              ? 'request.unsupported-media-type'
              : status === 429
                ? 'request.rate-limited'
                : COMMON_ERROR_CODES.invalidRequest;
        return reply.status(status).send(body(code, error.message));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send(body(COMMON_ERROR_CODES.serverError, ERROR_MESSAGES.serverError));
    });
  },
  { name: 'error-handler' },
);
