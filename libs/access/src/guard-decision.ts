/** Spec §8 error-screen headings. */
export const NOT_FOUND_MESSAGE = 'Page not found';
export const GENERIC_ERROR_MESSAGE = 'An error occurred';

/**
 * What a route guard decides.
 * - allow: render; `transition` says whether the page transition plays.
 * - redirect: go to `to` (a local href) instead; `remembered` is the page a guest will return to after login.
 * - error: show the error screen with `statusCode` and `message`.
 */
export type GuardDecision =
  | { kind: 'allow'; transition: boolean }
  | { kind: 'redirect'; to: string; remembered?: string }
  | {
      kind: 'error';
      statusCode: 404;
      code: 'route.not-found';
      message: typeof NOT_FOUND_MESSAGE;
    }
  | {
      kind: 'error';
      statusCode: 400;
      code: 'route.non-local-redirect';
      message: typeof GENERIC_ERROR_MESSAGE;
    };

export const notFound = (): GuardDecision => ({
  kind: 'error',
  statusCode: 404,
  code: 'route.not-found',
  message: NOT_FOUND_MESSAGE,
});

export const nonLocalRedirect = (): GuardDecision => ({
  kind: 'error',
  statusCode: 400,
  code: 'route.non-local-redirect',
  message: GENERIC_ERROR_MESSAGE,
});
