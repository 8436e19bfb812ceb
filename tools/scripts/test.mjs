// `npm test`: lint, typecheck, build, the libs' API reports and every test project through Nx, then the
// Playwright suite (web-e2e:e2e) against the production build, with the home route's bundle budget checked
// in between, then one closing line that counts the tests of every project ("N passed, N failed").
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
// api-report: the public API of every lib against its checked-in report (libs/<lib>/api/<lib>.api.md).
const requested = (process.env.MAPLEPACK_TEST_TARGETS ?? 'lint,typecheck,build,api-report,test,e2e').split(
  ',',
);
// The browser suite runs alone after the others: it needs the build, and both cores.
const targets = requested.filter((target) => target !== 'e2e');
const nx = path.join('node_modules', '.bin', 'nx');
// Formatting is part of lint: every source file as prettier writes it (.prettierignore lists the exceptions).
const format = targets.includes('lint')
  ? spawnSync(
      path.join('node_modules', '.bin', 'prettier'),
      ['--check', '--log-level=warn', '**/*.{ts,tsx,js,mjs,cjs,json}'],
      {
        stdio: 'inherit',
        env,
      },
    )
  : undefined;
if (format !== undefined && format.status !== 0)
  console.error('Formatting: run `npm run format` and commit the result.');
// Test results are not cached: each `npm test` really runs every test.
const run =
  targets.length === 0
    ? { status: 0 } // MAPLEPACK_TEST_TARGETS=e2e: the browser suite alone
    : spawnSync(nx, ['run-many', '-t', ...targets, '--outputStyle=static', ...extra], {
        stdio: 'inherit',
        env: { ...env, NX_SKIP_NX_CACHE: 'true' },
      });
// The home route's JavaScript budget (issue 6: 90 KB gzip), checked on the build just made. It is a
// size, not a time, so it is stable on any machine.
const budget =
  targets.includes('build') && extra.length === 0 && run.status === 0
    ? spawnSync(process.execPath, [path.join('tools', 'scripts', 'bundle-size.mjs')], {
        stdio: 'inherit',
        env,
      })
    : undefined;
const e2e = requested.includes('e2e')
  ? spawnSync(nx, ['run', 'web-e2e:e2e', '--outputStyle=static'], {
      stdio: 'inherit',
      // Skip the e2e server's own build when run-many has just built every project, api, web and admin included.
      env: {
        ...env,
        ...(targets.includes('build') && extra.length === 0 && run.status === 0
          ? { MAPLEPACK_E2E_SKIP_BUILD: '1' }
          : {}),
      },
    })
  : undefined;

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
for (const check of [format, budget]) {
  if (check === undefined) continue;
  if (check.status === 0) passed += 1;
  else failed += 1;
}
const status =
  (format === undefined ? 0 : (format.status ?? 1)) ||
  (run.status ?? 1) ||
  (budget === undefined ? 0 : (budget.status ?? 1)) ||
  (e2e === undefined ? 0 : (e2e.status ?? 1));
console.log(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (status === 0 && passed === 0) {
  console.error('npm test ran no test.');
  process.exit(1);
}
process.exit(status);
