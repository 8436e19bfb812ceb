// `npm start`: builds what the shop needs (the API, the web app and the back office when they exist), then
// serves it on http://localhost:3000 (PORT changes it). The server validates its environment,
// migrates the database, seeds a new one and serves /api/v1 and the built web app.
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
process.chdir(root);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
const nx = path.join('node_modules', '.bin', 'nx');

const projects = ['api', ...['web', 'admin'].filter((app) => existsSync(`apps/${app}/project.json`))];
const build = spawnSync(nx, ['run-many', '-t', 'build', '-p', projects.join(','), '--outputStyle=static'], {
  stdio: 'inherit',
  env,
});
if (build.status !== 0) process.exit(build.status ?? 1);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join('apps', 'api', 'dist', 'main.cjs')],
  {
    stdio: 'inherit',
    env,
  },
);
// Ctrl-C reaches the server too (same process group); forward a plain kill as well.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
