import { healthResponseSchema, type HealthResponse } from '@maplepack/api-contract';
import { type CallOptions, type Http } from '../http';

export function healthCalls(http: Http) {
  return {
    /** GET /health: resolves when the API and its database answer; otherwise ApiError 503. */
    async check(options?: CallOptions): Promise<HealthResponse> {
      return (await http({ method: 'GET', path: 'health', response: healthResponseSchema }, options)).data;
    },
  };
}
