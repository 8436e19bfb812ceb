import { type ComponentType } from 'react';
import { type RouteObject, useRoutes } from 'react-router-dom';
import { ErrorScreen } from '../features/shell/components/error-screen';
import { reloadOnceForChunkError } from '../features/shell/chunk-reload';
import { GuardRoute } from './guard-route';
import { AccountLayoutRoute, DefaultLayoutRoute } from './layout-routes';
import { type CataloguePart, withCatalogue } from '../lib/i18n/i18n';
import { preloadable } from '../lib/preloadable';

// Layouts that only their own route uses load with it (App suspends around the routes).
const SurveyLayoutRoute = preloadable('router/SurveyLayoutRoute', () =>
  withCatalogue(import('./survey-layout-route'), ['survey']).then((module) => ({
    default: module.SurveyLayoutRoute,
  })),
);
const UnsupportedLayoutRoute = preloadable('router/UnsupportedLayoutRoute', () =>
  withCatalogue(import('./unsupported-layout-route')).then((module) => ({
    default: module.UnsupportedLayoutRoute,
  })),
);

/** A route's module: its page, and what must load before the page first draws (`prepare`), when any. */
type PageModule = { Component: ComponentType; prepare?: () => Promise<void> };

/**
 * Each page is its own chunk, loaded on first visit with the parts of the catalogue it shows (`parts`, see
 * apps/web/lingui.config.cjs): `rest`, the shell's messages, unless the route names its own. The home
 * page shows only first-screen messages (its text loads with its own lazy part), so it waits for none.
 * The layouts suspend around the page, so the header and footer paint before the page's code arrives.
 */
function page(
  id: string,
  load: () => Promise<PageModule>,
  parts: readonly CataloguePart[] = ['rest'],
): Pick<RouteObject, 'element'> {
  const Page = preloadable(`page/${id}`, () =>
    withCatalogue(
      load().then(async (module) => {
        await module.prepare?.();
        return module;
      }),
      parts,
    ).then(
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
          { index: true, ...page('home', () => import('../routes/home'), []) },
          { path: 'about', ...page('about', () => import('../routes/about')) },
          { path: 'cart', ...page('cart', () => import('../routes/cart'), ['cart']) },
          { path: 'checkout', ...page('checkout', () => import('../routes/checkout'), ['checkout', 'auth']) },
          {
            path: 'checkout/trialprogram',
            ...page('checkout-trial-program', () => import('../routes/checkout-trial-program'), [
              'checkout',
              'auth',
            ]),
          },
          { path: 'faq', ...page('faq', () => import('../routes/faq')) },
          { path: 'forbidden', ...page('forbidden', () => import('../routes/forbidden')) },
          {
            path: 'health-assessment/results',
            ...page('health-assessment-results', () => import('../routes/health-assessment-results'), [
              'survey',
            ]),
          },
          {
            path: 'forgot-password',
            ...page('forgot-password', () => import('../routes/forgot-password'), ['account']),
          },
          { path: 'login', ...page('login', () => import('../routes/login'), ['auth']) },
          {
            path: 'mailing-list/confirm',
            ...page('mailing-list-confirm', () => import('../routes/mailing-list-confirm')),
          },
          {
            path: 'mailing-list/unsubscribe',
            ...page('mailing-list-unsubscribe', () => import('../routes/mailing-list-unsubscribe')),
          },
          { path: 'privacy-policy', ...page('privacy-policy', () => import('../routes/privacy-policy')) },
          { path: 'products', ...page('products', () => import('../routes/products'), ['rest', 'cart']) },
          {
            path: 'products/:segment',
            ...page('products', () => import('../routes/products'), ['rest', 'cart']),
          },
          {
            path: 'products/:category/:id',
            ...page('products', () => import('../routes/products'), ['rest', 'cart']),
          },
          { path: 'references', ...page('references', () => import('../routes/references')) },
          {
            path: 'reset-password',
            ...page('reset-password', () => import('../routes/reset-password'), ['account']),
          },
          { path: 'team', ...page('team', () => import('../routes/team')) },
          {
            path: 'terms-and-conditions',
            ...page('terms-and-conditions', () => import('../routes/terms-and-conditions')),
          },
          {
            path: 'thank-you',
            ...page('thank-you', () => import('../routes/thank-you'), ['rest', 'checkout']),
          },
          {
            path: 'undo-email-change',
            ...page('undo-email-change', () => import('../routes/undo-email-change'), ['auth']),
          },
        ],
      },
      {
        element: <AccountLayoutRoute />,
        children: [
          {
            path: 'account-details',
            ...page('account-details', () => import('../routes/account-details'), ['account']),
          },
          { path: 'addresses', ...page('addresses', () => import('../routes/addresses'), ['account']) },
          { path: 'orders', ...page('orders', () => import('../routes/orders'), ['account']) },
          {
            path: 'subscription',
            ...page('subscription', () => import('../routes/subscription'), ['account', 'checkout']),
          },
        ],
      },
      {
        element: <SurveyLayoutRoute />,
        children: [
          {
            path: 'health-assessment',
            ...page('health-assessment', () => import('../routes/health-assessment'), ['survey']),
          },
        ],
      },
      {
        element: <UnsupportedLayoutRoute />,
        children: [{ path: 'unsupported', ...page('unsupported', () => import('../routes/unsupported')) }],
      },
      { path: '*', element: <NotFound /> },
    ],
  },
];

/** The route table rendered under whichever router the caller provides (browser, or memory in tests). */
export function AppRoutes() {
  return useRoutes(appRoutes);
}
