// `npm start`: builds what the shop needs and serves it on http://localhost:3000 (PORT changes it).
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

if (!existsSync('apps/api/project.json')) {
  console.error(
    'maplepack: the shop server (apps/api) is not part of this build yet; the domain libraries and the `maplepack` command are. See README.md.',
  );
  process.exit(1);
}
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const build = spawnSync('node_modules/.bin/nx', ['run', 'api:build', '--outputStyle=static'], { stdio: 'inherit', env });
if (build.status !== 0) process.exit(build.status ?? 1);
const serve = spawnSync(process.execPath, ['apps/api/dist/main.cjs'], { stdio: 'inherit', env });
process.exit(serve.status ?? 1);
