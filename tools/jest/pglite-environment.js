// A node test environment that loads PGlite with Node's own module loader and hands it to the
// test through a global (STACK-NOTES): jest's module system cannot load PGlite's ESM, wasm and data
// files itself, and transforming it fails. tools/jest/pglite-shim.js returns this global.
const { TestEnvironment } = require('jest-environment-node');

// Lives as long as the jest worker: the test files it runs share what they put here (the API tests'
// seeded database image), while each file's own globals are new.
const shared = {};

class PgliteEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__PGLITE__ = require('@electric-sql/pglite');
    this.global.__PGLITE_SHARED__ = shared;
  }
}

module.exports = PgliteEnvironment;
