const path = require('node:path');
const preset = require('../../jest.preset.js');

const tools = path.join(__dirname, '..', '..', 'tools', 'jest');

module.exports = {
  displayName: 'admin',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  // Room for the 5 s find* wait (tools/jest/jsdom-setup.js) on a loaded runner.
  testTimeout: 15000,
  testEnvironment: path.join(tools, 'jsdom-environment.js'),
  resolver: path.join(tools, 'jsdom-css-resolver.js'),
  setupFilesAfterEnv: [path.join(tools, 'jsdom-setup.js')],
  // vanilla-extract must compile `.css.ts` files before swc sees them (STACK-NOTES).
  transform: {
    '\\.css\\.ts$': '@vanilla-extract/jest-transform',
    '^.+\\.[tj]sx?$': preset.transform['^.+\\.[tj]sx?$'],
  },
  // ky (behind @maplepack/api-client) ships ES modules only; the preset's swc transform compiles it.
  transformIgnorePatterns: ['/node_modules/(?!(?:.+/node_modules/)?(?:ky)/)'],
};
