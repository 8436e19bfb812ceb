// Runs after `npm install`: builds the `maplepack` command so `npx maplepack` works on a fresh clone.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const build = 'apps/cli/build.mjs';
if (existsSync(build)) {
  const result = spawnSync(process.execPath, [build], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
