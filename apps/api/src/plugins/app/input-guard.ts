import {
  COMMON_ERROR_CODES,
  MAX_INPUT_DEPTH,
  UNSAFE_TEXT_MESSAGE,
  findUnsafeInput,
} from '@maplepack/api-contract';
import fp from 'fastify-plugin';
import { ApiError } from '../../http/api-error';
import { bodyLimitFor } from '../../http/body-limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route, as `METHOD /path/:param`, with its body limit in bytes (http/body-limits.ts). */
    routeBodyLimits: ReadonlyMap<string, number>;
  }
}

/** Headers a route or plugin reads and may pass on; the rest are never stored. */
const READ_HEADERS = ['idempotency-key', 'if-match', 'authorization', 'stripe-signature'] as const;

/**
 * Input every route shares (issue 11), before any route parses it with its contract schema:
 * a body limit per route (http/body-limits.ts; a bigger body is a 413), and a 400 for text no
 * column can store (a NUL, a lone UTF-16 surrogate) or JSON nested too deep, wherever it is —
 * path, query, body or a header we read. Routes added later are covered without a change here.
 */
export default fp(
  async (app) => {
    const limits = new Map<string, number>();
    app.decorate('routeBodyLimits', limits);

    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const url = route.url ?? route.path;
      route.bodyLimit ??= Math.max(...methods.map((method) => bodyLimitFor(method, url)));
      for (const method of methods) limits.set(`${method} ${url}`, route.bodyLimit);
    });

    app.addHook('preValidation', async (request) => {
      const headers = Object.fromEntries(
        READ_HEADERS.filter((name) => request.headers[name] !== undefined).map((name) => [
          name,
          request.headers[name],
        ]),
      );
      const parts = { params: request.params, query: request.query, body: request.body, headers };
      for (const [part, value] of Object.entries(parts)) {
        const found = findUnsafeInput(value);
        if (found === null) continue;
        const field = found.path === '' ? part : found.path;
        const why =
          found.reason === 'text' ? UNSAFE_TEXT_MESSAGE : `nests deeper than ${MAX_INPUT_DEPTH} levels`;
        throw new ApiError(400, COMMON_ERROR_CODES.invalidRequest, `${field}: ${why}`, field);
      }
    });
  },
  { name: 'input-guard' },
);
