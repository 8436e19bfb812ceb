// Lingui's configuration for the web app: its extractor (`npm run i18n:extract`) and the macro pass of
// the build and the tests (tools/lingui/macro-transform.cjs) read it.
const path = require('node:path');

const react = path.join(__dirname, 'src/lib/i18n/react.tsx');
const i18n = path.join(__dirname, 'src/lib/i18n/i18n.ts');
const trans = path.join(__dirname, 'src/lib/i18n/trans.tsx');

/** Files whose messages can show before anything lazy has loaded (see `catalogs`). */
const FIRST_SCREEN = [
  'app/app.tsx',
  'app/layout-routes.tsx',
  'app/toasts.tsx',
  'components/language-switch.tsx',
  'config/nav-links.ts',
  'features/loader/components/global-loader.tsx',
  'features/shell/components/cart-link.tsx',
  'features/shell/components/default-layout.tsx',
  'features/shell/components/error-screen.tsx',
  'features/shell/components/loading-page.tsx',
  'features/shell/components/logo.tsx',
  'features/shell/components/nested-error-boundary.tsx',
  'features/shell/components/site-header.tsx',
];

const NOT_SOURCE = ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**', '<rootDir>/src/locales/**'];

/**
 * The parts that load with their routes' code (app/router.tsx names each route's parts): a route's
 * messages come with its chunk, so the French catalogue a page loads does not grow with the whole app,
 * and a page waits only for the words it shows. These files' messages are in their part only.
 */
const ROUTE_PARTS = {
  survey: [
    'features/survey',
    'features/shell/components/survey-layout.tsx',
    'app/survey-layout-route.tsx',
    'routes/health-assessment.tsx',
    'routes/health-assessment-results.tsx',
  ],
  cart: ['features/cart', 'routes/cart.tsx'],
  checkout: [
    'features/checkout',
    'app/checkout-estimate.tsx',
    'routes/checkout.tsx',
    'routes/checkout-trial-program.tsx',
    'routes/thank-you.tsx',
  ],
  // Signing in, which the checkout's contact step offers too: apart from the account pages, so the
  // checkout does not wait for their words.
  auth: ['features/auth', 'routes/login.tsx', 'routes/undo-email-change.tsx'],
  account: [
    'features/account',
    'features/subscription',
    'routes/account-details.tsx',
    'routes/addresses.tsx',
    'routes/orders.tsx',
    'routes/subscription.tsx',
    'routes/forgot-password.tsx',
    'routes/reset-password.tsx',
  ],
};
// The extractor's `exclude` matches files, so a folder is excluded by what is under it.
const IN_ROUTE_PARTS = Object.values(ROUTE_PARTS)
  .flat()
  .map((file) => (file.endsWith('.tsx') ? file : `${file}/**`))
  .map((file) => `<rootDir>/src/${file}`);

/**
 * Shared components a part's pages show: their messages are in that part too (and in `messages`, for
 * the shell's pages that show them), so those pages need not wait for the shell's rest.
 */
const SHARED_IN_PARTS = {
  survey: [],
  cart: ['components/dose-stepper.tsx', 'components/load-error.tsx'],
  checkout: ['components/load-error.tsx'],
  auth: [],
  account: [
    'components/dose-stepper.tsx',
    'components/load-error.tsx',
    'components/pager.tsx',
    'components/product-picker.tsx',
  ],
};
const inRoot = (files) => files.map((file) => `<rootDir>/src/${file}`);

/** @type {import('@lingui/conf').LinguiConfig} */
module.exports = {
  // The macros' runtime: the app's message reader (src/lib/i18n/translator.ts, in place of @lingui/core's
  // I18n), its provider-free hook (src/lib/i18n/react.tsx) and <Trans> (src/lib/i18n/trans.tsx).
  runtimeConfigModule: {
    i18n: [i18n, 'i18n'],
    useLingui: [react, 'useLingui'],
    Trans: [trans, 'Trans'],
  },
  locales: ['en', 'fr'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  format: 'po',
  // Catalogues per language: `survey`, `shop` and `account` (ROUTE_PARTS) load with their routes. `first-screen`: the messages a page can show before anything lazy has
  // loaded (the header, the loaders, the error pages, the home page); a French page loads it before its
  // first render. `messages`: the rest (footer, cookie bar, menus, modals, survey layout, the home page's
  // text, content loaders), which the lazy
  // parts that show it load with their code (lib/i18n/i18n.ts, withCatalogue). A file belongs to one by
  // where it is listed; a message used in both is in both.
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/first-screen',
      include: inRoot(FIRST_SCREEN),
      exclude: NOT_SOURCE,
    },
    ...Object.entries(ROUTE_PARTS).map(([part, files]) => ({
      path: `<rootDir>/src/locales/{locale}/${part}`,
      include: inRoot([...files, ...SHARED_IN_PARTS[part]]),
      exclude: NOT_SOURCE,
    })),
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...NOT_SOURCE, ...inRoot(FIRST_SCREEN), ...IN_ROUTE_PARTS],
    },
  ],
  orderBy: 'messageId',
  compileNamespace: 'ts',
};
