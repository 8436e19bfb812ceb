import { negotiateLanguage, type Language } from '@maplepack/api-contract';
import { type FastifyRequest } from 'fastify';

/** The language the request prefers (its Accept-Language), for error messages and a guest's e-mail. */
export const requestLanguage = (request: Pick<FastifyRequest, 'headers'>): Language =>
  negotiateLanguage(request.headers['accept-language']);
