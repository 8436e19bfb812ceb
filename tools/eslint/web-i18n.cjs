// The web app is translated (issue 16): a string a person reads must come from the catalogue (Lingui's
// t, msg, <Trans>), so a bare one anywhere in the app's source fails lint.
const TRANSLATED = ['src/**/*.ts', 'src/**/*.tsx'];

// Not read by people: tests' data and the build settings' parser (its messages are for developers).
const NOT_SHOWN = ['**/test-support/**', 'src/testing.ts', 'src/config/env.ts'];

module.exports = {
  plugins: ['lingui'],
  overrides: [
    {
      files: TRANSLATED,
      excludedFiles: ['*.test.ts', '*.test.tsx', '*.css.ts', ...NOT_SHOWN],
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
              'preloadable',
              'page',
              'registerPreload',
              'drawnOnServer',
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
