import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorScreen } from '../features/shell/components/error-screen';
import { NestedErrorBoundary } from '../features/shell/components/nested-error-boundary';
import { statusCodeOfError } from '../lib/page-not-found';

interface BoundaryState {
  error: { statusCode: number } | null;
}

interface BoundaryProps {
  /** The URL: when it changes, a failed page gives way to the next one. */
  href: string;
  children: ReactNode;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  // Reset rather than remount on a new URL: remounting would throw away every page's state each
  // time only the query changes.
  override componentDidUpdate(previous: BoundaryProps): void {
    if (previous.href !== this.props.href && this.state.error !== null) this.setState({ error: null });
  }

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: { statusCode: statusCodeOfError(error) } };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (statusCodeOfError(error) !== 404) console.error('Page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <NestedErrorBoundary>
        <ErrorScreen statusCode={this.state.error.statusCode} />
      </NestedErrorBoundary>
    );
  }
}

/**
 * Spec §8: a page that throws while rendering (or whose code cannot load) shows the error screen,
 * 'Page not found' for a missing record, otherwise 'An error occurred'. Moving to another URL gives
 * the next page a fresh start.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  return <ErrorBoundary href={`${pathname}${search}`}>{children}</ErrorBoundary>;
}
