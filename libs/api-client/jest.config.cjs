module.exports = {
  displayName: 'api-client',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
  // ky ships ES modules only; let the preset's swc transform compile it for jest's CommonJS runtime.
  transformIgnorePatterns: ['/node_modules/(?!ky/)'],
};
