import { type InputError } from './input-error';

/**
 * The input of the case being run, when the command runs more than one in a process (`--jsonl`,
 * `maplepack test`): the parsed line, or why it could not be parsed. Undefined for a plain run,
 * which reads its one document from the file argument or standard input.
 */
export type CaseInput = { value: unknown } | { error: InputError };

let current: CaseInput | undefined;

export function currentCase(): CaseInput | undefined {
  return current;
}

/** Runs `body` with `input` as the command's input, then restores the previous one. */
export async function withCase<T>(input: CaseInput, body: () => Promise<T>): Promise<T> {
  const previous = current;
  current = input;
  try {
    return await body();
  } finally {
    current = previous;
  }
}
