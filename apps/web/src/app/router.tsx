import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { ErrorScreen } from '../features/shell/components/error-screen';
import { reloadOnceForChunkError } from '../features/shell/chunk-reload';
import { GuardRoute } from './guard-route';
import { AccountLayoutRoute, DefaultLayoutRoute } from './layout-routes';
import { type CataloguePart, withCatalogue } from '../lib/i18n/i18n';

// Layouts that only their own route uses load with it (App suspends around the routes).
const SurveyLayoutRoute = lazy(() =>
  withCatalogue(import('./survey-layout-route'), ['survey']).then((module) => ({
    default: module.SurveyLayoutRoute,
  })),
);
const UnsupportedLayoutRoute = lazy(() =>
  withCatalogue(import('./unsupported-layout-route')).then((module) => ({
    default: module.UnsupportedLayoutRoute,
  })),
);

type PageModule = { Component: ComponentType };

/**
 * Each page is its own chunk, loaded on first visit with the parts of the catalogue it shows (`parts`, see
 * apps/web/lingui.config.cjs): `rest`, the shell's messages, unless the route names its own. The home
 * page shows only first-screen messages (its text loads with its own lazy part), so it waits for none.
 * The layouts suspend around the page, so the header and footer paint before the page's code arrives.
 */
function page(
  load: () => Promise<PageModule>,
  parts: readonly CataloguePart[] = ['rest'],
): Pick<RouteObject, 'element'> {
  const Page = lazy(() =>
    withCatalogue(load(), parts).then(
      ({ Component }) => ({ default: Component }),
      (error: unknown) => {
        if (reloadOnceForChunkError(window.sessionStorage, () => window.location.reload())) {
          return new Promise<never>(() => undefined); // the page is reloading
        }
        throw error;
      },
    ),
  );
  return { element: <Page /> };
}

function NotFound() {
  return <ErrorScreen statusCode={404} />;
}

/**
 * Every route of spec §2 (see @maplepack/access ROUTES), grouped by layout. /products/:segment is
 * either a category or a product id; the products page asks access which. /welcomebooklet.pdf is a
 * file the server sends, so it is not an SPA route.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <GuardRoute />,
    children: [
      {
        element: <DefaultLayoutRoute />,
        children: [
          { index: true, ...page(() => import('../routes/home'), []) },
          { path: 'about', ...page(() => import('../routes/about')) },
          { path: 'cart', ...page(() => import('../routes/cart'), ['cart']) },
          { path: 'checkout', ...page(() => import('../routes/checkout'), ['checkout', 'auth']) },
          {
            path: 'checkout/trialprogram',
            ...page(() => import('../routes/checkout-trial-program'), ['checkout', 'auth']),
          },
          { path: 'faq', ...page(() => import('../routes/faq')) },
          { path: 'forbidden', ...page(() => import('../routes/forbidden')) },
          {
            path: 'health-assessment/results',
            ...page(() => import('../routes/health-assessment-results'), ['survey']),
          },
          { path: 'forgot-password', ...page(() => import('../routes/forgot-password'), ['account']) },
          { path: 'login', ...page(() => import('../routes/login'), ['auth']) },
          { path: 'mailing-list/confirm', ...page(() => import('../routes/mailing-list-confirm')) },
          { path: 'mailing-list/unsubscribe', ...page(() => import('../routes/mailing-list-unsubscribe')) },
          { path: 'privacy-policy', ...page(() => import('../routes/privacy-policy')) },
          { path: 'products', ...page(() => import('../routes/products'), ['rest', 'cart']) },
          { path: 'products/:segment', ...page(() => import('../routes/products'), ['rest', 'cart']) },
          { path: 'products/:category/:id', ...page(() => import('../routes/products'), ['rest', 'cart']) },
          { path: 'references', ...page(() => import('../routes/references')) },
          { path: 'reset-password', ...page(() => import('../routes/reset-password'), ['account']) },
          { path: 'team', ...page(() => import('../routes/team')) },
          { path: 'terms-and-conditions', ...page(() => import('../routes/terms-and-conditions')) },
          { path: 'thank-you', ...page(() => import('../routes/thank-you'), ['rest', 'checkout']) },
          { path: 'undo-email-change', ...page(() => import('../routes/undo-email-change'), ['auth']) },
        ],
      },
      {
        element: <AccountLayoutRoute />,
        children: [
          { path: 'account-details', ...page(() => import('../routes/account-details'), ['account']) },
          { path: 'addresses', ...page(() => import('../routes/addresses'), ['account']) },
          { path: 'orders', ...page(() => import('../routes/orders'), ['account']) },
          { path: 'subscription', ...page(() => import('../routes/subscription'), ['account', 'checkout']) },
        ],
      },
      {
        element: <SurveyLayoutRoute />,
        children: [
          { path: 'health-assessment', ...page(() => import('../routes/health-assessment'), ['survey']) },
        ],
      },
      {
        element: <UnsupportedLayoutRoute />,
        children: [{ path: 'unsupported', ...page(() => import('../routes/unsupported')) }],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The route table rendered under whichever router the caller provides (browser, or memory in tests). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
