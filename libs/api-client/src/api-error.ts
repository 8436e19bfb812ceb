/**
 * Codes the client itself gives, next to the server's own ('coupon.not-found', 'request.invalid'…).
 * A status of 0 means no HTTP answer was used: the request never left, or no response came back.
 */
export const CLIENT_ERROR_CODES = {
  /** A response (2xx or error) whose body does not match the contract: never used. */
  responseInvalid: 'response.invalid',
  /** The caller's request failed the contract schema, so it was not sent. */
  requestInvalid: 'request.invalid',
  network: 'network.error',
  timeout: 'network.timeout',
  aborted: 'request.aborted',
} as const;

/** What a person reads when the server gave no message of its own (spec §8 'Other errors'). */
export const GENERIC_ERROR_MESSAGE = 'An error occurred';

/**
 * Every failure of an API call: `status` is the HTTP status (0 when there was none), `code` the
 * server's `error.code` or one of CLIENT_ERROR_CODES, `message` text a person may read. `details`
 * carries what helps a developer (schema issues), never shown to people.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

/** True for an ApiError, also one from another copy of this lib (bundles, test realms). */
export function isApiError(value: unknown): value is ApiError {
  return (
    value instanceof ApiError ||
    (value instanceof Error && value.name === 'ApiError' && 'code' in value && 'status' in value)
  );
}
