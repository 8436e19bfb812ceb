import { readFileSync } from 'node:fs';
import type { z } from 'zod';

/** Bad input from the caller: printed as one line on standard error, exit code 2 (CONTRACTS §1). */
export class InputError extends Error {
  override readonly name = 'InputError';
}

/** Reads the JSON document named by `file`, or standard input when it is `-` or missing. */
export function readJsonInput(file: string | undefined): unknown {
  const fromStdin = file === undefined || file === '-';
  let text: string;
  try {
    text = readFileSync(fromStdin ? 0 : file, 'utf8');
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
    throw new InputError(
      fromStdin ? `cannot read standard input (${reason})` : `cannot read ${file} (${reason})`,
    );
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'not JSON';
    throw new InputError(`input is not valid JSON: ${detail}`);
  }
}

/** Formats a zod issue path as `lines[0].amQty`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    const name = String(key);
    return text === '' ? name : `${text}.${name}`;
  }, '');
}

/** Parses `value` with `schema`; the first problem becomes one InputError line naming the field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new InputError('input is invalid');
  const where = fieldPath(issue.path);
  throw new InputError(where === '' ? issue.message : `${where}: ${issue.message}`);
}

/**
 * Runs one command: prints its JSON result and exits 0, or prints one line and exits 2 on bad
 * input. Any other failure is a bug: it exits 1 with the message (never a stack trace to users).
 */
export async function runJsonCommand(action: () => unknown | Promise<unknown>): Promise<void> {
  try {
    const result = await action();
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  } catch (error) {
    if (error instanceof InputError) {
      process.stderr.write(`maplepack: ${error.message}\n`);
      process.exitCode = 2;
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`maplepack: internal error: ${message}\n`);
    process.exitCode = 1;
  }
}
