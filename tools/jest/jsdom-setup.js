// Runs after the test framework is installed in every jsdom project: testing-library's DOM matchers.
require('@testing-library/jest-dom');

// A page's first render imports its lazy chunk, compiled on demand; on a busy two-core CI runner that
// alone can pass testing-library's 1 s default, and the test then fails for the machine, not the code.
require('@testing-library/react').configure({ asyncUtilTimeout: 5000 });
