module.exports = {
  displayName: 'packages',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
};
