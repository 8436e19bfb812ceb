import { spawn } from 'node:child_process';
import path from 'node:path';
import { SURVEY_PROFILES } from '@maplepack/survey-content/testing';
import { jsonLines, linesOf, PRICE_EXAMPLE, priceInput, tempFolder } from './fixtures';
import { jsonOf, runCli } from './run-cli';

// CONTRACTS §1, every command: `--jsonl` reads one input per line and writes one output per line,
// in order, in one process; a bad line writes { "error": { "line", "message" } } in its place and
// the command ends with exit 2.

const { write } = tempFolder('maplepack-jsonl-');
const parsedLines = (stdout: string): unknown[] => linesOf(stdout).map((line) => JSON.parse(line) as unknown);

describe('maplepack price --jsonl', () => {
  it('writes one compact output per input line, in input order, each what a single run prints', () => {
    const inputs = [priceInput('4.50'), priceInput('10.00', 3), PRICE_EXAMPLE, priceInput('0.99', 2)];
    const result = runCli(['price', '--jsonl'], jsonLines(inputs));
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    const lines = result.stdout.split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(inputs.length);
    const single = inputs.map((input) => jsonOf(runCli(['price'], JSON.stringify(input))));
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual(single);
    expect(parsedLines(result.stdout).map((o) => (o as { subtotal: string }).subtotal)).toEqual([
      '4.50',
      '30.00',
      '9.00',
      '1.98',
    ]);
  });

  it('writes an error object in place of each bad line, keeps going, and exits 2', () => {
    const badDepth = { ...PRICE_EXAMPLE, lines: [{ ...PRICE_EXAMPLE.lines[0], pmQtyy: 1 }] };
    const input = jsonLines([
      priceInput('1.00'),
      '{"mode": "guest", "lines": [',
      badDepth,
      { ...PRICE_EXAMPLE, mode: 'wholesale' },
      '',
      priceInput('2.00'),
    ]);
    const result = runCli(['price', '--jsonl'], input);
    expect(result.status).toBe(2);
    const outputs = parsedLines(result.stdout);
    expect(outputs).toHaveLength(6);
    expect(outputs[0]).toMatchObject({ subtotal: '1.00' });
    expect(outputs[1]).toEqual({ error: { line: 2, message: expect.stringMatching(/not valid JSON/) } });
    expect(outputs[2]).toEqual({
      error: { line: 3, message: 'lines[0].pmQtyy: unknown field (did you mean pmQty?)' },
    });
    expect(outputs[3]).toEqual({ error: { line: 4, message: expect.stringMatching(/^mode: /) } });
    expect(outputs[4]).toEqual({ error: { line: 5, message: expect.stringMatching(/empty line/) } });
    expect(outputs[5]).toMatchObject({ subtotal: '2.00' });
    // Each error object has exactly the contract's keys.
    for (const output of outputs.slice(1, 5)) {
      expect(Object.keys((output as { error: object }).error).sort()).toEqual(['line', 'message']);
    }
    // Standard error: one line saying how many lines failed.
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^maplepack: 4 of 6 lines failed \(first: line 2: /);
  });

  it('reads the lines from a file argument, Windows line ends included', () => {
    const file = write(
      'orders.jsonl',
      [priceInput('3.00'), priceInput('5.00')].map((i) => JSON.stringify(i)).join('\r\n'),
    );
    const result = runCli(['price', '--jsonl', file]);
    expect(result.status).toBe(0);
    expect(parsedLines(result.stdout).map((o) => (o as { subtotal: string }).subtotal)).toEqual([
      '3.00',
      '5.00',
    ]);
  });

  it('runs thousands of cases in one process, every output in its place', () => {
    const count = 3000;
    const inputs = Array.from({ length: count }, (_, i) => priceInput(`${(i % 500) + 1}.00`, (i % 3) + 1));
    const result = runCli(['price', '--jsonl'], jsonLines(inputs));
    expect(result.status).toBe(0);
    const outputs = parsedLines(result.stdout) as { subtotal: string }[];
    expect(outputs).toHaveLength(count);
    outputs.forEach((output, i) => {
      expect(output.subtotal).toBe(`${((i % 500) + 1) * ((i % 3) + 1)}.00`);
    });
  });

  it('stops quietly, without a stack trace, when the reader closes the output early (| head)', async () => {
    const file = write('many.jsonl', jsonLines(Array.from({ length: 5000 }, () => PRICE_EXAMPLE)));
    const child = spawn(
      process.execPath,
      [path.join(__dirname, '..', 'bin', 'maplepack.cjs'), 'price', '--jsonl', file],
      {
        env: { ...process.env, TZ: 'UTC' },
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    // Read the first piece of output, then close the pipe as `head -1` does.
    const first = await new Promise<string>((resolve) =>
      child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    child.stdout.destroy();
    const status = await new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
    expect(first).toMatch(/^\{"subtotal":"9\.00"/);
    expect(stderr).toBe('');
    expect(status).toBe(0);
  });

  it('exits 2 with one line on standard error when the file does not exist', () => {
    const result = runCli(['price', '--jsonl', '/nonexistent/orders.jsonl']);
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^maplepack: cannot read /)]);
  });

  it('prints nothing and exits 0 for no lines', () => {
    const result = runCli(['price', '--jsonl'], '');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
  });
});

describe('maplepack recommend --jsonl and survey walk --jsonl', () => {
  const profiles = Object.values(SURVEY_PROFILES);

  it('recommend: one output per profile, in order, each what a single run prints', () => {
    const result = runCli(['recommend', '--jsonl'], jsonLines(profiles));
    expect(result.status).toBe(0);
    const single = profiles.map((profile) => jsonOf(runCli(['recommend'], JSON.stringify(profile))));
    expect(parsedLines(result.stdout)).toEqual(single);
  });

  it('recommend: a stray answer or a misspelt key is an error line in its place', () => {
    const stray = {
      ...SURVEY_PROFILES.youngWoman,
      answers: { ...SURVEY_PROFILES.youngWoman.answers, nmae: 'Ann' },
    };
    const misspelt = { ...SURVEY_PROFILES.youngWoman, loggedin: true };
    const result = runCli(['recommend', '--jsonl'], jsonLines([SURVEY_PROFILES.youngWoman, stray, misspelt]));
    expect(result.status).toBe(2);
    const outputs = parsedLines(result.stdout);
    expect(outputs).toHaveLength(3);
    expect(outputs[0]).toHaveProperty('recommendedTier');
    expect(outputs[1]).toEqual({ error: { line: 2, message: expect.stringContaining('answers.nmae') } });
    expect(outputs[2]).toEqual({
      error: { line: 3, message: 'loggedin: unknown field (did you mean loggedIn?)' },
    });
  });

  it('survey walk: reads --definition once and walks every line against it, in order', () => {
    const exported = jsonOf(runCli(['survey', 'export']));
    const definition = write('survey.json', exported);
    const file = write('walks.jsonl', jsonLines(profiles));
    const result = runCli(['survey', 'walk', '--jsonl', file, '--definition', definition]);
    expect(result.status).toBe(0);
    const single = profiles.map((profile) => jsonOf(runCli(['survey', 'walk'], JSON.stringify(profile))));
    expect(parsedLines(result.stdout)).toEqual(single);
    expect((single as { end: string }[]).map((walk) => walk.end)).toContain('exit');
  });
});
