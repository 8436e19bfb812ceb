module.exports = {
  displayName: 'plan-editor',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
};
