// A node test environment that loads PGlite with Node's own module loader and hands it to the
// test through a global (STACK-NOTES): jest's module system cannot load PGlite's ESM, wasm and data
// files itself, and transforming it fails. tools/jest/pglite-shim.js returns this global.
const { TestEnvironment } = require('jest-environment-node');

class PgliteEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__PGLITE__ = require('@electric-sql/pglite');
  }
}

module.exports = PgliteEnvironment;
