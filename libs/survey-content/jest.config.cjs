module.exports = {
  displayName: 'survey-content',
  preset: '../../jest.preset.js',
  rootDir: __dirname,
};
