const os = require('node:os');
const path = require('node:path');
const preset = require('../../jest.preset.js');

const tools = path.join(__dirname, '..', '..', 'tools', 'jest');

module.exports = {
  displayName: 'api',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  testEnvironment: path.join(tools, 'pglite-environment.js'),
  moduleNameMapper: {
    '^@electric-sql/pglite$': path.join(tools, 'pglite-shim.js'),
    ...preset.moduleNameMapper,
  },
  // ESM-only packages under fastify's inject and @fastify/static, and the dynamic imports of
  // @fastify/cookie (cookie) and @react-email/render (react-dom/server), are compiled like our sources.
  transform: {
    ...preset.transform,
    // @react-email/render ships .cjs that imports react-dom/server dynamically, which jest's VM
    // only runs once swc turns the import into a require.
    '@react-email/render/.+\\.cjs$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } },
    ],
  },
  transformIgnorePatterns: [
    '/node_modules/(?!(?:.+/node_modules/)?(?:cookie|@fastify/cookie|content-disposition|@react-email/render)/)',
  ],
  // A fresh database, migrated and seeded, per test file: the first PGlite open takes seconds.
  testTimeout: 60_000,
  // Two workers even on two cores (jest's default there is one): a test file spends much of its time
  // waiting on its database, so the PostgreSQL run went from 701 s to 453 s on a 2-core machine.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  // On PostgreSQL (DATABASE_URL), each file's database is a copy of one template made once per run.
  globalSetup: path.join(tools, 'pg-template-setup.js'),
  globalTeardown: path.join(tools, 'pg-template-teardown.js'),
};
