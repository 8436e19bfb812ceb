import { z } from 'zod';

/**
 * The body of every error the API answers (CONTRACTS §3): a stable machine `code` ('area.reason')
 * and a `message` a person may read; the spec's exact string where it has one.
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string().min(1),
    message: z.string().min(1),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Messages the spec fixes for errors that are not tied to one resource (spec §8). */
export const ERROR_MESSAGES = {
  notFound: 'Page not found',
  serverError: 'An error occurred',
} as const;

/** Codes shared by every resource; resources add their own ('coupon.not-found', …). */
export const COMMON_ERROR_CODES = {
  invalidRequest: 'request.invalid',
  notFound: 'route.not-found',
  serverError: 'server.error',
  unavailable: 'server.unavailable',
} as const;
