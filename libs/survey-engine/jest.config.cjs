module.exports = {
  displayName: 'survey-engine',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
};
