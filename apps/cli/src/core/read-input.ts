import { readFileSync } from 'node:fs';
import { type z } from 'zod';
import { currentCase } from './case-context';
import { InputError } from './input-error';
import { closestKey, findUnknownKey } from './strict-keys';

/** Parses JSON text; a syntax error becomes an InputError. */
export function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'not JSON';
    throw new InputError(`input is not valid JSON: ${detail}`);
  }
}

/** Reads a JSON file named by an option (`--definition`, `--known-tags`, a case file). */
export function readJsonFile(file: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new InputError(`cannot read ${file} (${reasonOf(error)})`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    const detail = error instanceof Error ? error.message : 'not JSON';
    throw new InputError(`${file} is not valid JSON: ${detail}`);
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error && 'code' in error ? String(error.code) : 'unreadable';
}

/**
 * The command's input document: the current case under `--jsonl` or `maplepack test`, else the
 * JSON read from `file`, or from standard input when it is `-` or missing.
 */
export function readJsonInput(file: string | undefined): unknown {
  const running = currentCase();
  if (running !== undefined) {
    if ('error' in running) throw running.error;
    return running.value;
  }
  const fromStdin = file === undefined || file === '-';
  let text: string;
  try {
    text = readFileSync(fromStdin ? 0 : file, 'utf8');
  } catch (error) {
    const reason = reasonOf(error);
    throw new InputError(
      fromStdin ? `cannot read standard input (${reason})` : `cannot read ${file} (${reason})`,
    );
  }
  return parseJsonText(text);
}

/** Formats a zod issue path as `lines[0].amQty`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    const name = String(key);
    return text === '' ? name : `${text}.${name}`;
  }, '');
}

/**
 * Parses `value` with `schema`, strictly (CONTRACTS §1): first an unknown key at any depth, then
 * the first problem zod finds, becomes one InputError line naming the field.
 */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const unknown = findUnknownKey(schema, value);
  if (unknown !== undefined) {
    const key = String(unknown.path[unknown.path.length - 1]);
    const meant = closestKey(key, unknown.known);
    const hint = meant === undefined ? `known fields: ${unknown.known.join(', ')}` : `did you mean ${meant}?`;
    throw new InputError(`${fieldPath(unknown.path)}: unknown field (${hint})`);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (!issue) throw new InputError('input is invalid');
  const where = fieldPath(issue.path);
  throw new InputError(where === '' ? issue.message : `${where}: ${issue.message}`);
}
