import { errorBodySchema } from '@maplepack/api-contract';
import { isHTTPError, isNetworkError, isTimeoutError, SchemaValidationError } from 'ky';
import { ApiError, CLIENT_ERROR_CODES, GENERIC_ERROR_MESSAGE, isApiError } from './api-error';

function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError';
}

/**
 * Turns what ky throws into an ApiError. `status` is the HTTP status of a response that came back
 * (0 when none did); `details.body` keeps the error body. An error body that is not the
 * contract's `{ error: { code, message } }` is itself 'response.invalid': its text is never
 * shown: `fallbackMessage` is (default 'An error occurred'; orders and subscriptions use the
 * spec's 'An error has occured.'). Anything else (a bug) is rethrown as is.
 */
export function toApiError(
  error: unknown,
  status = 0,
  fallbackMessage: string = GENERIC_ERROR_MESSAGE,
): ApiError {
  if (isApiError(error)) return error;
  if (isHTTPError(error)) {
    const parsed = errorBodySchema.safeParse(error.data);
    // The whole body goes into details: some refusals carry more than the message (pack reasons).
    if (parsed.success) {
      return new ApiError(error.response.status, parsed.data.error.code, parsed.data.error.message, {
        body: error.data,
      });
    }
    return new ApiError(error.response.status, CLIENT_ERROR_CODES.responseInvalid, fallbackMessage, {
      body: error.data,
    });
  }
  if (error instanceof SchemaValidationError) {
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
  if (isNetworkError(error)) return new ApiError(0, CLIENT_ERROR_CODES.network, fallbackMessage);
  if (isAbort(error)) return new ApiError(0, CLIENT_ERROR_CODES.aborted, 'The request was cancelled.');
  throw error;
}
