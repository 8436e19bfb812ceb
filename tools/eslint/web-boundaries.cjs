// The web app's import boundaries, as bulletproof-react draws them (its `import/no-restricted-paths`
// zones), written with ESLint's own `no-restricted-imports` so no resolver plugin is needed:
//
//   shared modules (components, config, lib, stores)  <-  features/<f>  <-  app, routes, main.tsx
//
// - a file in `features/<f>/` imports packages (the libs, `@maplepack/ui`, npm), the shared modules and
//   its own feature's files; never another feature, never `app/`, `routes/` or `main.tsx`;
// - a shared module never imports a feature, `app/`, `routes/` or `main.tsx`;
// - `app/` and `routes/` compose features; `testing.ts` and `test-support/` are the tests' harness.
//
// A relative specifier only tells where it lands when we know how deep the importing file sits, so
// each rule is written once per depth: from `features/<f>/a/b.ts`, `../../x` is the features folder.
// Dynamic `import()` is checked the same way with `no-restricted-syntax`.

const MAX_DEPTH = 6;
const SHARED = ['components', 'config', 'lib', 'stores'];
const COMPOSITION_NAMES = 'app|routes|main';

// Rules these overrides replace for the files they match (an override replaces a rule's options).
const ROUTER_LINK_PATHS = [
  {
    name: 'react-router-dom',
    importNames: ['Link', 'NavLink'],
    message:
      "Use Link and NavLink from components/router-link: react-router's carry its prefetching code into the first load.",
  },
];
const NO_EXPORT_ALL = {
  selector: 'ExportAllDeclaration',
  message: 'List exports by name: no `export *`.',
};

const FEATURE_MESSAGE =
  'A feature imports only packages (libs, @maplepack/ui), the shared modules (components, config, lib, stores) and its own files by a short path: features never import each other, app/ or routes/ (compose them in a route, or move the shared piece).';
const SHARED_MESSAGE =
  'A shared module (components, config, lib, stores) never imports a feature, app/ or routes/: move what it needs down, or compose in app/.';

const up = (n) => `(\\.\\./){${n}}`;

/** The specifiers a file `depth` folders below `features/<f>/` (1 = directly in it) may not import. */
function featureRegexes(depth) {
  return [
    // Another feature (or this one by the long way round): lands in `features/`.
    `^${up(depth)}(?!\\.\\./)`,
    // The composition layer.
    `^${up(depth + 1)}(${COMPOSITION_NAMES})(/|$)`,
    // Outside the app's src.
    `^${up(depth + 2)}`,
    // Any path naming features/ or app/ from outside.
    '^[^.].*/features/',
  ];
}

/** The specifiers a file `depth` folders below `src/` in a shared module may not import. */
function sharedRegexes(depth) {
  return [`^${up(depth)}(features|${COMPOSITION_NAMES})(/|$)`, `^${up(depth + 1)}`, '^[^.].*/features/'];
}

// esquery cannot hold a `/` inside a regex literal: spell it \x2F.
const asSelectorRegex = (regex) => regex.replace(/\//g, '\\x2F');

function override(files, regexes, message) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ROUTER_LINK_PATHS, patterns: regexes.map((regex) => ({ regex, message })) },
      ],
      'no-restricted-syntax': [
        'error',
        NO_EXPORT_ALL,
        ...regexes.map((regex) => ({
          selector: `ImportExpression > Literal.source[value=/${asSelectorRegex(regex)}/]`,
          message,
        })),
      ],
    },
  };
}

const overrides = [
  // Everywhere in the app (app/, routes/, main.tsx, tests); the zones below add to it.
  {
    files: ['*.ts', '*.tsx'],
    rules: { 'no-restricted-imports': ['error', { paths: ROUTER_LINK_PATHS }] },
  },
];
for (let depth = 1; depth <= MAX_DEPTH; depth += 1) {
  const folders = '*/'.repeat(depth - 1);
  overrides.push(
    override(
      [`src/features/*/${folders}*.ts`, `src/features/*/${folders}*.tsx`],
      featureRegexes(depth),
      FEATURE_MESSAGE,
    ),
  );
  overrides.push(
    override(
      SHARED.flatMap((folder) => [`src/${folder}/${folders}*.ts`, `src/${folder}/${folders}*.tsx`]),
      sharedRegexes(depth),
      SHARED_MESSAGE,
    ),
  );
}

module.exports = { overrides };
