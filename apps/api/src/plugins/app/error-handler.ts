import { COMMON_ERROR_CODES, ERROR_MESSAGES, errorBodySchema, type ErrorBody } from '@maplepack/api-contract';
import { type FastifyError, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../http/api-error';
import { requestLanguage } from '../../http/request-language';
import { translateFrench } from '../../i18n/error-messages-fr';
import { errorForLog, requestSecrets } from '../../log-redaction';

const body = (code: string, message: string): ErrorBody => ({ error: { code, message } });

/**
 * A body in the language the request prefers (issue 16): an error's `error.message`, or a success's
 * top-level `message` (`{ status: 200, message }`), is the spec's English or, for a request that
 * prefers French, its French (left English when the table has none: i18n/error-messages-fr.ts, whose
 * test lists every message the API sends). Codes and every other field stay as they are.
 */
function inLanguage(request: FastifyRequest, payload: string): string {
  if (requestLanguage(request) !== 'fr') return payload;
  let parsed: unknown;
  try {
    parsed = JSON.parse(payload);
  } catch {
    return payload;
  }
  const error = errorBodySchema.safeParse(parsed);
  if (error.success) {
    const french = translateFrench(error.data.error.message);
    const value = parsed as { error: Record<string, unknown> };
    return french === undefined
      ? payload
      : JSON.stringify({ ...value, error: { ...value.error, message: french } });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return payload;
  const message = (parsed as { message?: unknown }).message;
  const french = typeof message === 'string' ? translateFrench(message) : undefined;
  return french === undefined ? payload : JSON.stringify({ ...parsed, message: french });
}

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
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const send = (status: number, code: string, message: string) =>
    void reply
      .status(status)
      .type('application/json; charset=utf-8')
      .send(inLanguage(request, JSON.stringify(body(code, message))));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    return send(404, COMMON_ERROR_CODES.notFound, ERROR_MESSAGES.notFound);
  if (error.code === 'FST_ERR_BAD_URL')
    return send(400, COMMON_ERROR_CODES.invalidRequest, 'The address is not valid.');
  return send(500, COMMON_ERROR_CODES.serverError, ERROR_MESSAGES.serverError);
}

/**
 * One error handler for the whole API: expected failures (ApiError, Fastify's own 4xx such as a
 * body that is not JSON) answer `{ error: { code, message } }` with their status; anything else
 * is logged without personal data (log-redaction.ts) and answers 500 'An error occurred' with no
 * detail, never a stack trace.
 */
export default fp(
  async (app) => {
    // Every error answer, whoever wrote it (a route, a service's http answer, the SPA's JSON 404),
    // and every success message (`{ status, message }`) leaves in the request's language.
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string') return payload;
      if (!String(reply.getHeader('content-type') ?? '').includes('json')) return payload;
      const success = reply.statusCode < 400;
      if (success && !payload.includes('"message":')) return payload;
      const vary = reply.getHeader('vary');
      reply.header('vary', vary === undefined ? 'Accept-Language' : `${String(vary)}, Accept-Language`);
      return inLanguage(request, payload);
    });
    app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
      if (error instanceof ApiError) {
        const french = requestLanguage(request) === 'fr' ? error.french : undefined;
        return reply.status(error.statusCode).send(body(error.code, french ?? error.message));
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
