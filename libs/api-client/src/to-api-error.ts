import { errorBodySchema } from '@maplepack/api-contract';
import { isHTTPError, isTimeoutError } from 'ky';
import { type z } from 'zod';
import { ApiError, CLIENT_ERROR_CODES, GENERIC_ERROR_MESSAGE, isApiError } from './api-error';

/** fetch gave no answer at all (offline, DNS, connection refused): what fetch threw is the cause. */
export class NetworkFailure extends Error {
  constructor(override readonly cause: unknown) {
    super('The request got no answer.');
    this.name = 'NetworkFailure';
  }
}

/** A 2xx whose body is not what the contract's response schema says. */
export class ResponseSchemaError extends Error {
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('The response does not match the contract.');
    this.name = 'ResponseSchemaError';
  }
}

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/** The body of an error response: parsed JSON, the text when it is not JSON, undefined for none. */
export async function readErrorBody(error: unknown): Promise<unknown> {
  if (!isHTTPError(error)) return undefined;
  let text: string;
  try {
    text = await error.response.text();
  } catch {
    return undefined;
  }
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Turns what ky throws into an ApiError. `status` is the HTTP status of a response that came back
 * (0 when none did); `body` is an error response's body (`readErrorBody`), kept in `details.body`.
 * An error body that is not the contract's `{ error: { code, message } }` is itself
 * 'response.invalid': its text is never shown: `fallbackMessage` is (default 'An error occurred';
 * orders and subscriptions use the spec's 'An error has occured.'). Anything else (a bug) is
 * rethrown as is.
 */
export function toApiError(
  error: unknown,
  status = 0,
  fallbackMessage: string = GENERIC_ERROR_MESSAGE,
  body: unknown = undefined,
): ApiError {
  if (isApiError(error)) return error;
  if (isHTTPError(error)) {
    const parsed = errorBodySchema.safeParse(body);
    // The whole body goes into details: some refusals carry more than the message (pack reasons).
    if (parsed.success) {
      return new ApiError(error.response.status, parsed.data.error.code, parsed.data.error.message, { body });
    }
    return new ApiError(error.response.status, CLIENT_ERROR_CODES.responseInvalid, fallbackMessage, { body });
  }
  if (error instanceof ResponseSchemaError) {
    return new ApiError(status, CLIENT_ERROR_CODES.responseInvalid, fallbackMessage, {
      issues: error.issues,
    });
  }
  // A 2xx whose body is not JSON at all.
  if (error instanceof SyntaxError) {
    return new ApiError(status, CLIENT_ERROR_CODES.responseInvalid, fallbackMessage, {
      cause: error.message,
    });
  }
  if (isTimeoutError(error)) return new ApiError(0, CLIENT_ERROR_CODES.timeout, fallbackMessage);
  if (error instanceof NetworkFailure) return new ApiError(0, CLIENT_ERROR_CODES.network, fallbackMessage);
  if (isAbort(error)) return new ApiError(0, CLIENT_ERROR_CODES.aborted, 'The request was cancelled.');
  throw error;
}
