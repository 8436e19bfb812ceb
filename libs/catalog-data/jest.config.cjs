module.exports = {
  displayName: 'catalog-data',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
};
