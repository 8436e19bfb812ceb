module.exports = {
  displayName: 'pricing',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
};
