// Runs after the test framework is installed in every jsdom project: testing-library's DOM matchers.
require('@testing-library/jest-dom');
