// The web app's translated parts (issue 16): a string a person reads must come from the catalogue
// (Lingui's t, msg, <Trans>), so a bare one fails lint. A folder or file joins this list when its
// strings are moved into apps/web/src/locales; the rest of the app is still English-only.
const TRANSLATED = [
  'src/app/app.tsx',
  'src/app/layout-routes.tsx',
  'src/components/alternate-links.tsx',
  'src/components/language-switch.tsx',
  'src/components/load-error.tsx',
  'src/config/footer-links.ts',
  'src/config/nav-links.ts',
  'src/app/checkout-estimate.tsx',
  'src/features/cart/**/*.ts',
  'src/features/cart/**/*.tsx',
  'src/features/catalogue/**/*.ts',
  'src/features/catalogue/**/*.tsx',
  'src/features/checkout/**/*.ts',
  'src/features/checkout/**/*.tsx',
  'src/features/content/components/home-content.tsx',
  'src/features/content/components/home-text.tsx',
  'src/features/content/components/page-content.tsx',
  'src/features/loader/**/*.tsx',
  'src/features/mailing-list/components/mailing-list-modal.tsx',
  'src/features/mailing-list/components/mailing-list-slot.tsx',
  'src/features/shell/**/*.tsx',
  'src/routes/cart.tsx',
  'src/routes/checkout.tsx',
  'src/routes/checkout-trial-program.tsx',
  'src/routes/home.tsx',
  'src/routes/thank-you.tsx',
];

module.exports = {
  plugins: ['lingui'],
  overrides: [
    {
      files: TRANSLATED,
      excludedFiles: ['*.test.ts', '*.test.tsx', '*.css.ts'],
      rules: {
        'lingui/no-unlocalized-strings': [
          'error',
          {
            // Not words a person reads: paths, CSS values, MIME types, keys (no letter-then-space, no
            // capital), e.g. '/fr', 'en-CA', 'pointerdown'; one word starting in lower case ('firstName',
            // 'fr-CA'). A one-word label such as 'Accept' is text.
            ignore: ['^[^A-Z\\s]*$', '^[a-z][\\w-]*$'],
            ignoreNames: [
              {
                regex: {
                  pattern:
                    '^(className|class|style|rel|target|type|role|id|href|to|key|name|hrefLang|lang|variant|size|width|height|loading|decoding|fetchPriority|autoComplete|data-testid|timeZone)$',
                },
              },
              { regex: { pattern: '^[A-Z0-9_]+$' } },
            ],
            ignoreFunctions: [
              'Error',
              'console.*',
              'import',
              'require',
              'lazy',
              'matchMedia',
              '*.addEventListener',
              '*.removeEventListener',
              '*.getItem',
              '*.setItem',
              '*.removeItem',
              '*.querySelector',
              '*.closest',
            ],
          },
        ],
        'lingui/t-call-in-function': 'error',
        'lingui/no-expression-in-message': 'error',
      },
    },
  ],
};
