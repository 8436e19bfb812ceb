const path = require('node:path');
const preset = require('../../jest.preset.js');

module.exports = {
  displayName: 'lib-docs',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  // The ui lib's example imports its vanilla-extract styles (`./button.css` → `button.css.ts`), compiled
  // as the ui lib's own tests compile them.
  resolver: path.join(__dirname, '..', 'jest', 'jsdom-css-resolver.js'),
  // ky ships ES modules only (the api-client's example): swc compiles it, as in the api-client's tests.
  transformIgnorePatterns: ['/node_modules/(?!ky/)'],
  transform: {
    '\\.css\\.ts$': '@vanilla-extract/jest-transform',
    ...preset.transform,
  },
};
