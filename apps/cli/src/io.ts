// The command plumbing every command file uses: reading and strictly parsing its input, and
// running its action once (or once per line with --jsonl) with the result printed.
export { InputError } from './core/input-error';
export { fieldPath, parseInput, readJsonFile, readJsonInput } from './core/read-input';
export { registerTableFormat, runJsonCommand } from './core/session';
