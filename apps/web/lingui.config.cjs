// Lingui's configuration for the web app: its extractor (`npm run i18n:extract`) and the macro pass of
// the build and the tests (tools/lingui/macro-transform.cjs) read it.
const path = require('node:path');

const react = path.join(__dirname, 'src/lib/i18n/react.tsx');

/** @type {import('@lingui/conf').LinguiConfig} */
module.exports = {
  // The macros' runtime: the global i18n, and this app's provider-free hook and <Trans> (see react.tsx).
  runtimeConfigModule: {
    i18n: ['@lingui/core', 'i18n'],
    useLingui: [react, 'useLingui'],
    Trans: [react, 'Trans'],
  },
  locales: ['en', 'fr'],
  sourceLocale: 'en',
  fallbackLocales: { default: 'en' },
  format: 'po',
  // The translated slice: the shell, the shared components and the home page. A folder joins as its
  // strings are moved into the catalogue (and under the lint rule, tools/eslint/web-i18n.cjs).
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/node_modules/**', '<rootDir>/src/locales/**'],
    },
  ],
  orderBy: 'messageId',
  compileNamespace: 'ts',
};
