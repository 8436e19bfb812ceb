import { useLingui } from '@lingui/react/macro';
import { UiTextProvider } from '@maplepack/ui';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { AlternateLinks } from '../components/alternate-links';
import { type AppConfig } from '../config/env';
import { LoadingPage } from '../features/shell/components/loading-page';
import { basenameOf } from '../lib/i18n/locale';
import { useLocaleStore } from '../stores/locale-store';
import { AppConfigProvider } from './app-config';
import { RouteErrorBoundary } from './route-error';
import { AppRoutes } from './router';
import { withCatalogue } from '../lib/i18n/i18n';
import { preloadable } from '../lib/preloadable';

// Switched on by a setting, for everyone at once: its code (with the login form) stays out of the
// first load otherwise.
const Maintenance = preloadable('app/Maintenance', () =>
  withCatalogue(import('./maintenance'), ['rest', 'auth']).then((module) => ({
    default: module.Maintenance,
  })),
);

// Toasts appear after an action, never at the first paint: the region's code loads after it.
const Toasts = preloadable('app/Toasts', () =>
  import('./toasts').then((module) => ({ default: module.Toasts })),
);

// Shown only once a request has waited 500 ms, never at the first paint: its code loads after it.
const GlobalLoader = preloadable('app/GlobalLoader', () =>
  import('../features/loader/components/global-loader').then((module) => ({ default: module.GlobalLoader })),
);

/**
 * The history the routes run on: BrowserRouter in the browser, MemoryRouter in tests. French pages run
 * under the basename /fr, so every link and redirect of the app stays in the page's language.
 */
export type AppRouter = ComponentType<{ children: ReactNode; basename?: string }>;

/** The whole app: the maintenance screen when switched on, otherwise the routes, plus toasts. */
export function App({ config, router: Router }: { config: AppConfig; router: AppRouter }) {
  const locale = useLocaleStore((state) => state.locale);
  const { t } = useLingui();
  // The ui components' own words (spinners, toasts' and dialogs' close buttons) in the page's language.
  const uiText = { loading: t`Please wait...`, dismiss: t`Dismiss`, close: t`Close` };
  return (
    <UiTextProvider text={uiText}>
      <AppConfigProvider config={config}>
        {config.maintenance ? (
          <Suspense fallback={<LoadingPage />}>
            <Maintenance />
          </Suspense>
        ) : (
          // Keyed by the language: a switch starts the router again at the page's address in the other one.
          <Router key={locale} basename={basenameOf(locale) || undefined}>
            <AlternateLinks />
            <RouteErrorBoundary>
              <Suspense fallback={<LoadingPage />}>
                <AppRoutes />
              </Suspense>
            </RouteErrorBoundary>
          </Router>
        )}
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
        <Suspense fallback={null}>
          <GlobalLoader />
        </Suspense>
      </AppConfigProvider>
    </UiTextProvider>
  );
}
