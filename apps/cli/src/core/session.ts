import { closeSync, createReadStream, openSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { withCase, type CaseInput } from './case-context';
import { InputError } from './input-error';
import { parseJsonText } from './read-input';

/** How the command was called: set by the program before its action runs. */
export interface Invocation {
  /** The command's path: `price`, `survey walk`. */
  command: string;
  /** The input file argument; undefined or '-' reads standard input. */
  source: string | undefined;
  /** `--jsonl`: one input per line, one output per line. */
  jsonl: boolean;
  /** `--format`: JSON (the default) or a table for people. */
  format: 'json' | 'table';
}

/** What one run of a command's action gave: its output, or the one line that explains the failure. */
export type CaseOutcome =
  | { ok: true; output: unknown }
  | { ok: false; message: string; kind: 'input' | 'internal' };

type TableFormat = (output: unknown) => string;

let invocation: Invocation = { command: '', source: undefined, jsonl: false, format: 'json' };
let collector: ((outcome: CaseOutcome) => void) | undefined;
const tableFormats = new Map<string, TableFormat>();

export function setInvocation(next: Invocation): void {
  invocation = next;
}

/** Registers the `--format table` view of a command's output. */
export function registerTableFormat(command: string, format: TableFormat): void {
  tableFormats.set(command, format);
}

export function hasTableFormat(command: string): boolean {
  return tableFormats.has(command);
}

async function outcomeOf(action: () => unknown): Promise<CaseOutcome> {
  try {
    return { ok: true, output: await action() };
  } catch (error) {
    if (error instanceof InputError) return { ok: false, message: error.message, kind: 'input' };
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, message: `internal error: ${message}`, kind: 'internal' };
  }
}

/**
 * Runs `run` (which parses and runs one command) with `input` as the command's input and returns
 * what the command's action gave instead of printing it: how `maplepack test` runs its cases in
 * one process, through the very code a plain run uses.
 */
export async function captureCase(input: unknown, run: () => Promise<unknown>): Promise<CaseOutcome> {
  let captured: CaseOutcome | undefined;
  const previous = collector;
  collector = (outcome) => {
    captured = outcome;
  };
  try {
    await withCase({ value: input }, run);
  } finally {
    collector = previous;
  }
  return captured ?? { ok: false, message: 'internal error: the command gave no result', kind: 'internal' };
}

function render(output: unknown, pretty: boolean): string {
  const table = invocation.format === 'table' ? tableFormats.get(invocation.command) : undefined;
  if (table !== undefined) return table(output);
  return pretty ? JSON.stringify(output, null, 2) : JSON.stringify(output);
}

/**
 * Runs a command's action on its input and prints the result (CONTRACTS §1): the JSON (or table)
 * on standard output and exit 0; bad input prints one line on standard error and exits 2; any
 * other failure is a bug: exit 1 with its message, never a stack trace. With `--jsonl` the action
 * runs once per input line (see `runLines`).
 */
export async function runJsonCommand(action: () => unknown): Promise<void> {
  if (collector !== undefined) {
    collector(await outcomeOf(action));
    return;
  }
  if (invocation.jsonl) {
    await runLines(action);
    return;
  }
  const outcome = await outcomeOf(action);
  if (outcome.ok) {
    process.stdout.write(`${render(outcome.output, true)}\n`);
    return;
  }
  process.stderr.write(`maplepack: ${outcome.message}\n`);
  process.exitCode = outcome.kind === 'input' ? 2 : 1;
}

/** Output lines are gathered and written in large pieces: thousands of cases, few system calls. */
class OutputBuffer {
  private chunks: string[] = [];
  private size = 0;

  push(text: string): void {
    this.chunks.push(text);
    this.size += text.length;
    if (this.size >= 64 * 1024) this.flush();
  }

  flush(): void {
    if (this.chunks.length === 0) return;
    process.stdout.write(this.chunks.join(''));
    this.chunks = [];
    this.size = 0;
  }
}

function openSource(source: string | undefined): NodeJS.ReadableStream {
  if (source === undefined || source === '-') return process.stdin;
  let fd: number;
  try {
    fd = openSync(source, 'r');
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    throw new InputError(`cannot read ${source} (${reason})`);
  }
  try {
    return createReadStream('', { fd, encoding: 'utf8' });
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

function caseOfLine(text: string): CaseInput {
  if (text.trim() === '') return { error: new InputError('empty line: expected one JSON input') };
  try {
    return { value: parseJsonText(text) };
  } catch (error) {
    return { error: error instanceof InputError ? error : new InputError(String(error)) };
  }
}

/**
 * `--jsonl` (CONTRACTS §1): reads one input per line and writes one output per line, in order, in
 * this one process. A bad line writes `{ "error": { "line", "message" } }` in its place (lines
 * count from 1) and the command ends with exit 2 (exit 1 if a line hit a bug). `--format table`
 * writes each case's table under a `# line N` heading instead.
 */
async function runLines(action: () => unknown): Promise<void> {
  let input: NodeJS.ReadableStream;
  try {
    input = openSource(invocation.source);
  } catch (error) {
    process.stderr.write(`maplepack: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
    return;
  }
  const table = invocation.format === 'table';
  const out = new OutputBuffer();
  const failed = { input: 0, internal: 0, first: '' };
  let line = 0;
  for await (const text of createInterface({ input, crlfDelay: Infinity })) {
    line += 1;
    const outcome = await withCase(caseOfLine(text), () => outcomeOf(action));
    if (outcome.ok) {
      out.push(
        table ? `# line ${line}\n${render(outcome.output, false)}\n\n` : `${render(outcome.output, false)}\n`,
      );
      continue;
    }
    failed[outcome.kind] += 1;
    if (failed.first === '') failed.first = `line ${line}: ${outcome.message}`;
    const error = { error: { line, message: outcome.message } };
    out.push(table ? `# line ${line}\nerror: ${outcome.message}\n\n` : `${JSON.stringify(error)}\n`);
  }
  out.flush();
  const bad = failed.input + failed.internal;
  if (bad === 0) return;
  process.stderr.write(`maplepack: ${bad} of ${line} lines failed (first: ${failed.first})\n`);
  process.exitCode = failed.internal > 0 ? 1 : 2;
}
