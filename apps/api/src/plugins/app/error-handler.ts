import { COMMON_ERROR_CODES, ERROR_MESSAGES, type ErrorBody } from '@maplepack/api-contract';
import { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../http/api-error';
import { errorForLog, requestSecrets } from '../../log-redaction';

const body = (code: string, message: string): ErrorBody => ({ error: { code, message } });

/**
 * PostgreSQL's answers to a value it cannot store (a NUL or bad byte, a number out of range, text
 * too long, a jsonb too big). The contract refuses these first; should one slip through, it is the
 * request's fault (400), not the server's.
 */
const BAD_INPUT_SQLSTATES = new Set(['22001', '22003', '22021', '22P02', '22P05', '54000']);

function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const CODE_OF_STATUS: Record<number, string> = {
  413: 'request.too-large',
  415: 'request.unsupported-media-type',
  429: 'request.rate-limited',
};

/**
 * Fastify's router errors, answered before any route or hook runs (the `frameworkErrors` option):
 * a path that is not valid percent-encoding is a 400, a path part longer than the router takes a 404.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(404).send(body(COMMON_ERROR_CODES.notFound, ERROR_MESSAGES.notFound));
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send(body(COMMON_ERROR_CODES.invalidRequest, 'The address is not valid.'));
    return;
  }
  void reply.status(500).send(body(COMMON_ERROR_CODES.serverError, ERROR_MESSAGES.serverError));
}

/**
 * One error handler for the whole API: expected failures (ApiError, Fastify's own 4xx such as a
 * body that is not JSON) answer `{ error: { code, message } }` with their status; anything else
 * is logged without personal data (log-redaction.ts) and answers 500 'An error occurred' with no
 * detail, never a stack trace.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) {
        return reply.status(error.statusCode).send(body(error.code, error.message));
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = CODE_OF_STATUS[status] ?? COMMON_ERROR_CODES.invalidRequest;
        return reply.status(status).send(body(code, error.message));
      }
      const secrets = requestSecrets([request.params, request.query, request.body]);
      const sqlState = sqlStateOf(error);
      if (sqlState !== undefined && BAD_INPUT_SQLSTATES.has(sqlState)) {
        request.log.warn(
          { err: errorForLog(error, secrets) },
          'a value the contract let through was refused',
        );
        return reply
          .status(400)
          .send(body(COMMON_ERROR_CODES.invalidRequest, 'A value in the request cannot be stored.'));
      }
      request.log.error({ err: errorForLog(error, secrets) }, 'request failed');
      return reply.status(500).send(body(COMMON_ERROR_CODES.serverError, ERROR_MESSAGES.serverError));
    });
  },
  { name: 'error-handler' },
);
