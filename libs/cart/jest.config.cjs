module.exports = {
  displayName: 'cart',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
};
