module.exports = {
  displayName: 'checkout',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
};
