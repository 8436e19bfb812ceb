import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '../features/shell/components/error-screen';
import { NestedErrorBoundary } from '../features/shell/components/nested-error-boundary';

/**
 * The router's error element: a thrown 404 response shows 'Page not found', anything else
 * 'An error occurred' (status 500 unless the response says otherwise).
 */
export function RouteError() {
  const error = useRouteError();
  const statusCode = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <NestedErrorBoundary>
      <ErrorScreen statusCode={statusCode} />
    </NestedErrorBoundary>
  );
}
