// Appends each jest run's totals to a file named by MAPLEPACK_TEST_TALLY, so `npm test` can close with
// one line that counts every project's tests.
const fs = require('node:fs');

class CountReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.MAPLEPACK_TEST_TALLY;
    if (!file) return;
    const line = JSON.stringify({
      passed: results.numPassedTests,
      failed: results.numFailedTests,
      skipped: results.numPendingTests + results.numTodoTests,
    });
    fs.appendFileSync(file, `${line}\n`);
  }
}

module.exports = CountReporter;
