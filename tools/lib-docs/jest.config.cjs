module.exports = {
  displayName: 'lib-docs',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
};
