import { ToastRegion } from '@maplepack/ui';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { Icon } from '../components/icon';
import { type AppConfig } from '../config/env';
import { GlobalLoader } from '../features/loader/components/global-loader';
import { LoadingPage } from '../features/shell/components/loading-page';
import { useUiStore } from '../stores/ui-store';
import { AppConfigProvider } from './app-config';
import { RouteErrorBoundary } from './route-error';
import { AppRoutes } from './router';

// Switched on by a setting, for everyone at once: its code (with the login form) stays out of the
// first load otherwise.
const Maintenance = lazy(() => import('./maintenance').then((module) => ({ default: module.Maintenance })));

/** The history the routes run on: BrowserRouter in the browser, MemoryRouter in tests. */
export type AppRouter = ComponentType<{ children: ReactNode }>;

function Toasts() {
  const toasts = useUiStore((state) => state.toasts);
  const dismiss = useUiStore((state) => state.dismissToast);
  return <ToastRegion toasts={toasts} onDismiss={dismiss} dismissIcon={<Icon name="close" sizePx={18} />} />;
}

/** The whole app: the maintenance screen when switched on, otherwise the routes, plus toasts. */
export function App({ config, router: Router }: { config: AppConfig; router: AppRouter }) {
  return (
    <AppConfigProvider config={config}>
      {config.maintenance ? (
        <Suspense fallback={<LoadingPage />}>
          <Maintenance />
        </Suspense>
      ) : (
        <Router>
          <RouteErrorBoundary>
            <Suspense fallback={<LoadingPage />}>
              <AppRoutes />
            </Suspense>
          </RouteErrorBoundary>
        </Router>
      )}
      <Toasts />
      <GlobalLoader />
    </AppConfigProvider>
  );
}
