import { AUTH_ERROR_CODES, AUTH_MESSAGES } from '@maplepack/api-contract';
import { type FastifyReply } from 'fastify';
import { ApiError } from './api-error';

/** A 429 with Retry-After (whole seconds); throw it from a route. */
export function rateLimited(
  reply: FastifyReply,
  retryAfterSeconds: number,
  message: string = AUTH_MESSAGES.rateLimited,
): ApiError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new ApiError(429, AUTH_ERROR_CODES.rateLimited, message);
}
