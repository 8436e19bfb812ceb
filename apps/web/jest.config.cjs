const path = require('node:path');
const preset = require('../../jest.preset.js');

const tools = path.join(__dirname, '..', '..', 'tools', 'jest');
const [, swcOptions] = preset.transform['^.+\\.[tj]sx?$'];
// Lingui's macros expand before swc compiles (tools/lingui/macro-transform.cjs, as in the Vite build).
const swcWithLingui = [path.join(__dirname, '..', '..', 'tools', 'lingui', 'jest-transform.cjs'), swcOptions];

module.exports = {
  displayName: 'web',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  // Room for the 5 s find* wait (tools/jest/jsdom-setup.js) on a loaded runner.
  testTimeout: 15000,
  testEnvironment: path.join(tools, 'jsdom-environment.js'),
  resolver: path.join(tools, 'jsdom-css-resolver.js'),
  setupFilesAfterEnv: [path.join(tools, 'jsdom-setup.js'), '<rootDir>/src/test-support/offline-api.ts'],
  // vanilla-extract must compile `.css.ts` files before swc sees them (STACK-NOTES).
  transform: {
    '\\.css\\.ts$': '@vanilla-extract/jest-transform',
    '^.+\\.[tj]sx?$': swcWithLingui,
    // lucide-react's per-icon modules (components/icon-set.tsx) are .mjs.
    '\\.mjs$': preset.transform['^.+\\.[tj]sx?$'],
  },
  // ky (behind @maplepack/api-client) and lucide-react's per-icon modules ship ES modules only; the preset's
  // swc transform compiles them.
  transformIgnorePatterns: ['/node_modules/(?!(?:.+/node_modules/)?(?:ky|lucide-react)/)'],
};
