import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Command } from 'commander';
import { z } from 'zod';
import { InputError, parseInput, readJsonFile } from '../io';
import { captureCase, type CaseOutcome } from '../core/session';
import { firstMismatch } from '../core/partial-match';

/** The commands a case may run, and how each is called. */
const CASE_COMMANDS = { price: ['price'], walk: ['survey', 'walk'], recommend: ['recommend'] } as const;

/** A case file (CONTRACTS §1 `maplepack test`). */
const caseFileSchema = z.strictObject({
  command: z.enum(['price', 'walk', 'recommend']),
  /** What the case is about, for people reading the suite. */
  description: z.string().optional(),
  input: z.unknown(),
  expect: z.unknown(),
});

/** Every `*.json` file under `dir` (its subfolders too, hidden ones and node_modules aside), sorted. */
export function caseFiles(dir: string): string[] {
  const found: string[] = [];
  const visit = (folder: string): void => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.isFile() && entry.name.endsWith('.json')) found.push(full);
    }
  };
  visit(dir);
  return found;
}

/** Why one case failed, in one line; undefined when it passed. */
async function runCase(
  file: string,
  run: (args: readonly string[]) => Promise<unknown>,
): Promise<string | undefined> {
  let testCase: z.output<typeof caseFileSchema>;
  try {
    const raw = readJsonFile(file);
    testCase = parseInput(caseFileSchema, raw);
    if (typeof raw !== 'object' || raw === null || !('input' in raw) || !('expect' in raw)) {
      throw new InputError('a case needs "command", "input" and "expect"');
    }
  } catch (error) {
    return `bad case file: ${error instanceof Error ? error.message : String(error)}`;
  }
  const outcome: CaseOutcome = await captureCase(testCase.input, () => run(CASE_COMMANDS[testCase.command]));
  const expectsError =
    typeof testCase.expect === 'object' && testCase.expect !== null && 'error' in testCase.expect;
  if (!outcome.ok && !expectsError) return `${testCase.command} refused the input: ${outcome.message}`;
  const actual = outcome.ok ? outcome.output : { error: { message: outcome.message } };
  const mismatch = firstMismatch(testCase.expect, actual);
  if (mismatch === undefined) return undefined;
  const where = mismatch.path === '' ? 'output' : mismatch.path;
  return `${where}: expected ${show(mismatch.expected)}, got ${show(mismatch.actual)}`;
}

function show(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 200 ? `${text.slice(0, 197)}...` : text;
}

const TEST_HELP = `
Runs every case file in DIR and its subfolders (*.json, sorted) in this one process. A case file:
  {
    "command": "price" | "walk" | "recommend",
    "description": "optional: what the case is about",
    "input": <the command's input, as it would read it>,
    "expect": <a partial output that must match>
  }
expect matches like a partial copy of the output: every key it gives must be in the output with a
matching value (keys it leaves out are not checked); an array must have the same length, item by
item; strings, numbers, true, false and null must be equal. A case may expect bad input:
  "expect": { "error": { "message": "answers.sex: unknown choice 'Robot' (choices: …)" } }
Prints one line per failing case (FAIL <file>: <field>: expected …, got …) and "N passed, N failed".
Exit codes: 0 every case passed, 1 a case failed, 2 DIR is missing or holds no case file.
An example suite: apps/cli/examples (npx maplepack test apps/cli/examples).`;

/** Registers `maplepack test DIR`. `build` makes a fresh program, through which each case runs. */
export function registerTest(program: Command, build: () => Command): void {
  program
    .command('test')
    .description(
      'Run a regression suite of price, walk and recommend cases; prints the failures and a count.',
    )
    .argument('<dir>', 'folder of *.json case files')
    .addHelpText('after', TEST_HELP)
    .action(async (dir: string) => {
      let files: string[];
      try {
        if (!statSync(dir).isDirectory()) throw new Error('not a folder');
        files = caseFiles(dir);
      } catch {
        process.stderr.write(`maplepack: ${dir} is not a folder of case files\n`);
        process.exitCode = 2;
        return;
      }
      if (files.length === 0) {
        process.stderr.write(`maplepack: no *.json case file in ${dir}\n`);
        process.exitCode = 2;
        return;
      }
      const run = (args: readonly string[]) => build().parseAsync([...args], { from: 'user' });
      const lines: string[] = [];
      let failed = 0;
      for (const file of files) {
        const failure = await runCase(file, run);
        if (failure === undefined) continue;
        failed += 1;
        lines.push(`FAIL ${path.relative(process.cwd(), file) || file}: ${failure}\n`);
      }
      lines.push(`${files.length - failed} passed, ${failed} failed\n`);
      process.stdout.write(lines.join(''));
      if (failed > 0) process.exitCode = 1;
    });
}
