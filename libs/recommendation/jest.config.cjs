module.exports = {
  displayName: 'recommendation',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
};
