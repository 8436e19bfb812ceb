import { msg } from '@lingui/core/macro';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '../../../lib/i18n/i18n';
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
    console.error(i18n._(NESTED_ERROR_MESSAGE), error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) {
      return (
        <div role="alert" style={{ padding: '2rem', textAlign: 'center' }}>
          <p>{i18n._(NESTED_ERROR_MESSAGE)}</p>
          <a href={i18n.locale === 'fr' ? '/fr' : '/'}>{i18n._(msg`Home page`)}</a>
        </div>
      );
    }
    return this.props.children;
  }
}
