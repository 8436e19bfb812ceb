import { type ErrorResponse } from 'react-router-dom';

/**
 * Thrown while rendering a page whose record does not exist: the router's error element reads it
 * with isRouteErrorResponse and shows the 404 screen, as for an unknown route.
 */
export function notFoundResponse(): ErrorResponse & { internal: boolean } {
  return { status: 404, statusText: 'Not Found', data: null, internal: false };
}
