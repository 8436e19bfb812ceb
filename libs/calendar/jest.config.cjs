module.exports = {
  displayName: 'calendar',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
};
