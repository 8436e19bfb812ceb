// Shared jest configuration for every project. Workspace libs resolve to their sources, never to a
// stale dist/, so a test always runs the code beside it.
const path = require('node:path');

module.exports = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.[tj]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'cjs', 'mjs', 'json'],
  moduleNameMapper: {
    '^@maplepack/([^/]+)/(testing|fr)$': path.join(__dirname, 'libs/$1/src/$2.ts'),
    '^@maplepack/([^/]+)$': path.join(__dirname, 'libs/$1/src/index.ts'),
  },
  testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts'],
  reporters: ['default', path.join(__dirname, 'tools/jest/count-reporter.js')],
};
