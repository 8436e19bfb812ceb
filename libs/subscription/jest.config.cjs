module.exports = {
  displayName: 'subscription',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
};
