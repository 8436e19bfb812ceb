// `@electric-sql/pglite` inside jest: the module the pglite-environment loaded with Node's loader.
if (!globalThis.__PGLITE__) {
  throw new Error('PGlite is not loaded: use testEnvironment tools/jest/pglite-environment.js');
}
module.exports = globalThis.__PGLITE__;
