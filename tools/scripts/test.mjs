// `npm test`: lint, typecheck, build and every test project through Nx, then one closing line that
// counts the tests of every project ("N passed, N failed").
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const tally = path.join(mkdtempSync(path.join(tmpdir(), 'maplepack-test-')), 'tally.jsonl');
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_NO_CLOUD: 'true',
  NX_TUI: 'false',
  TZ: 'UTC',
  MAPLEPACK_TEST_TALLY: tally,
};
const extra = process.argv.slice(2);
// CI reruns only the API's tests against PostgreSQL with MAPLEPACK_TEST_TARGETS=test.
const targets = (process.env.MAPLEPACK_TEST_TARGETS ?? 'lint,typecheck,build,test').split(',');
const nx = path.join('node_modules', '.bin', 'nx');
// Test results are not cached: each `npm test` really runs every test.
const run = spawnSync(
  nx,
  ['run-many', '-t', ...targets, '--outputStyle=static', ...extra],
  { stdio: 'inherit', env: { ...env, NX_SKIP_NX_CACHE: 'true' } },
);

let passed = 0;
let failed = 0;
let skipped = 0;
if (existsSync(tally)) {
  for (const line of readFileSync(tally, 'utf8').split('\n').filter(Boolean)) {
    const counts = JSON.parse(line);
    passed += counts.passed;
    failed += counts.failed;
    skipped += counts.skipped;
  }
}
const status = run.status ?? 1;
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (status === 0 && passed === 0) {
  console.error('npm test ran no test.');
  process.exit(1);
}
process.exit(status);
