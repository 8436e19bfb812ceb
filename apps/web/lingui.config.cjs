// Lingui's configuration for the web app: its extractor (`npm run i18n:extract`) and the macro pass of
// the build and the tests (tools/lingui/macro-transform.cjs) read it.
const path = require('node:path');

const react = path.join(__dirname, 'src/lib/i18n/react.tsx');
const i18n = path.join(__dirname, 'src/lib/i18n/i18n.ts');

/** @type {import('@lingui/conf').LinguiConfig} */
module.exports = {
  // The macros' runtime: the app's message reader (src/lib/i18n/translator.ts, in place of @lingui/core's
  // I18n), and its provider-free hook and <Trans> (src/lib/i18n/react.tsx).
  runtimeConfigModule: {
    i18n: [i18n, 'i18n'],
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
