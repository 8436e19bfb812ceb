import { appendFileSync } from 'node:fs';
import { type FullResult, type Reporter, type Suite } from '@playwright/test/reporter';

/**
 * Appends the run's totals to the file named by MAPLEPACK_TEST_TALLY, the same file
 * tools/jest/count-reporter.js writes, so `npm test` closes with one line counting every test.
 * Counts each test once by its final outcome: a test that passed on retry (flaky) counts as passed,
 * fixme and skip count as skipped.
 */
export default class TallyReporter implements Reporter {
  private root: Suite | undefined;

  onBegin(_config: unknown, suite: Suite): void {
    this.root = suite;
  }

  onEnd(_result: FullResult): void {
    const file = process.env['MAPLEPACK_TEST_TALLY'];
    if (!file || this.root === undefined) return;
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const test of this.root.allTests()) {
      const outcome = test.outcome();
      if (outcome === 'expected' || outcome === 'flaky') counts.passed += 1;
      else if (outcome === 'skipped') counts.skipped += 1;
      else counts.failed += 1;
    }
    appendFileSync(file, `${JSON.stringify(counts)}\n`);
  }

  printsToStdio(): boolean {
    return false;
  }
}
