import { spawnSync } from 'node:child_process';
import path from 'node:path';

const bin = path.join(__dirname, '..', 'bin', 'maplepack.cjs');

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built `maplepack` command as a separate process, the way a person or a script would. */
export function runCli(args: readonly string[], input?: string): CliResult {
  const result = spawnSync(process.execPath, [bin, ...args], {
    input: input ?? '',
    encoding: 'utf8',
    env: { ...process.env, TZ: 'UTC' },
    timeout: 30_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Parses the JSON a successful run printed. */
export function jsonOf(result: CliResult): unknown {
  return JSON.parse(result.stdout) as unknown;
}
