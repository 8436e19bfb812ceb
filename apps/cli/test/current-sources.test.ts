import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PRICE_EXAMPLE, tempFolder } from './fixtures';
import { runCli } from './run-cli';

// CONTRACTS §1: the command always runs the current sources of the libs: an edit to a rule is seen
// by the next call without a manual rebuild. The test edits a copy, never the workspace: it copies
// every source file the bundle was built from (apps/cli/dist/maplepack.meta.json) into a temporary
// root that shares the workspace's node_modules, runs that copy's `maplepack`, edits a lib source
// and runs it again.

const repo = path.join(__dirname, '..', '..', '..');
const cliDir = path.join(repo, 'apps', 'cli');

function copyOfTheCommand(): {
  root: string;
  run: (args: string[], input?: string) => ReturnType<typeof spawnSync>;
} {
  // Make sure the workspace's record of inputs is current, then copy exactly those inputs.
  expect(runCli(['--version']).status).toBe(0);
  const meta = JSON.parse(readFileSync(path.join(cliDir, 'dist', 'maplepack.meta.json'), 'utf8')) as {
    inputs: Record<string, string>;
  };
  const { dir: root } = tempFolder('maplepack-sources-');
  for (const input of Object.keys(meta.inputs)) {
    if (input.startsWith('node_modules') || input.startsWith('..')) continue;
    mkdirSync(path.dirname(path.join(root, input)), { recursive: true });
    cpSync(path.join(repo, input), path.join(root, input));
  }
  cpSync(path.join(cliDir, 'bin'), path.join(root, 'apps', 'cli', 'bin'), { recursive: true });
  symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  const bin = path.join(root, 'apps', 'cli', 'bin', 'maplepack.cjs');
  const run = (args: string[], input = '') =>
    spawnSync(process.execPath, [bin, ...args], {
      input,
      encoding: 'utf8',
      env: { ...process.env, TZ: 'UTC' },
      timeout: 60_000,
    });
  return { root, run };
}

function edit(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

describe('maplepack runs the current sources', () => {
  const { root, run } = copyOfTheCommand();
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('sees an edit to a lib rule on the next call, without a rebuild', () => {
    const twice = JSON.stringify({
      ...PRICE_EXAMPLE,
      coupons: [PRICE_EXAMPLE.coupons[0], PRICE_EXAMPLE.coupons[0]],
    });
    const before = run(['price'], twice);
    expect(before.stderr).toBe('');
    expect(before.status).toBe(0);
    expect(before.stdout).toContain('"message": "Coupon has already been applied."');

    edit(
      path.join(root, 'libs', 'pricing', 'src', 'coupon-entry.ts'),
      "'Coupon has already been applied.'",
      "'This coupon is already in your cart.'",
    );
    const after = run(['price'], twice);
    expect(after.status).toBe(0);
    expect(after.stdout).toContain('"message": "This coupon is already in your cart."');
  });

  it('lint finds a French text removed from the survey', () => {
    expect(run(['survey', 'lint']).status).toBe(0);
    const french = path.join(root, 'libs', 'survey-content', 'src', 'definition', 'fr', 'part-1.ts');
    const original = readFileSync(french, 'utf8');
    edit(french, "placeholder: 'Prénom',", '');
    const lint = run(['survey', 'lint']);
    expect(lint.status).toBe(1);
    expect(JSON.parse(String(lint.stdout))).toEqual({
      findings: [expect.objectContaining({ code: 'lint.missing_translation', ref: 'name.placeholder' })],
    });
    writeFileSync(french, original);
  });

  it('sees an edit to the survey content, and lint finds a survey the edit broke', () => {
    const screens = path.join(root, 'libs', 'survey-content', 'src', 'definition', 'welcome.ts');
    edit(
      screens,
      'title: "Let\'s build a pack that\'s made for you"',
      "title: 'Welcome to the edited survey'",
    );
    const refs = run(['survey', 'refs']);
    expect(refs.status).toBe(0);
    expect(refs.stdout).toContain('"title": "Welcome to the edited survey"');

    expect(run(['survey', 'lint']).status).toBe(0);
    // The welcome screen's ref is a stable ref (CONTRACTS §2): renaming it breaks the survey.
    edit(screens, "ref: 'welcome'", "ref: 'hello'");
    const lint = run(['survey', 'lint']);
    expect(lint.status).toBe(1);
    expect(lint.stdout).toContain('lint.missing_stable_ref');
  });
});
