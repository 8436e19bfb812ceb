/**
 * Thrown while rendering a page whose record does not exist (an unknown product id): the route
 * error boundary shows the 404 screen, as for an unknown route.
 */
export class PageNotFoundError extends Error {
  readonly statusCode = 404;

  // A developer's message (the error screen shows the page's own words), so it is not in the catalogue.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  constructor(message = 'Page not found') {
    super(message);
    this.name = 'PageNotFoundError';
  }
}

/** The status the error screen shows for an error thrown while rendering: 404 or 500. */
export function statusCodeOfError(error: unknown): number {
  return error instanceof PageNotFoundError ? error.statusCode : 500;
}
