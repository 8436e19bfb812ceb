/** The loader's messages (spec §8), by what the request does. */
export const LOADER_MESSAGES = {
  retrieving: "Please wait while we're retrieving your information.",
  sending: "Please wait while we're sending your information.",
  default: 'Please wait...',
} as const;

/**
 * Loader timing (spec §9): the loader shows only once requests have been pending for
 * `showAfterMs` (ajax loader default timeout), and a finished request leaves the queue
 * `popDelayMs` later (pop request delay), so back-to-back requests read as one wait.
 */
export const LOADER_TIMING = {
  showAfterMs: 500,
  popDelayMs: 100,
} as const;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The message for a request: GET retrieves, POST and PUT send, anything else the default. */
export function loaderMessageFor(method: string): string {
  switch (method.toUpperCase()) {
    case 'GET':
      return LOADER_MESSAGES.retrieving;
    case 'POST':
    case 'PUT':
      return LOADER_MESSAGES.sending;
    default:
      return LOADER_MESSAGES.default;
  }
}
