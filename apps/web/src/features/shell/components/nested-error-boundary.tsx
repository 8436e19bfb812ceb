import { Component, type ErrorInfo, type ReactNode } from 'react';
import { NESTED_ERROR_MESSAGE } from './error-screen';

interface State {
  failed: boolean;
}

/**
 * Wraps the error screen: if showing the error fails too, a last, dependency-free message is shown
 * (spec §8 nested failure) instead of a blank page.
 */
export class NestedErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(NESTED_ERROR_MESSAGE, error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <div role="alert" style={{ padding: '2rem', textAlign: 'center' }}>
          <p>{NESTED_ERROR_MESSAGE}</p>
          <a href="/">Home page</a>
        </div>
      );
    }
    return this.props.children;
  }
}
