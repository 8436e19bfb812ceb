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
  // ESM-only packages under fastify's inject and @fastify/static, and @fastify/cookie's dynamic
  // import of cookie, are compiled like our sources.
  transformIgnorePatterns: [
    '/node_modules/(?!(?:.+/node_modules/)?(?:cookie|@fastify/cookie|content-disposition)/)',
  ],
  // A fresh database, migrated and seeded, per test file: the first PGlite open takes seconds.
  testTimeout: 60_000,
};
