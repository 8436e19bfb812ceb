// The shop API under load on loopback: the products list (PostgreSQL or PGlite behind the cache)
// against a constant JSON route registered in the same server, in the same run, so the ratio says
// what the database and serialisation cost; then the list as a browser asks for it (compressed, and
// revalidated with its ETag). Usage: node tools/bench/run.mjs api [seconds]
//
// The load generator runs in a process of its own: wrk when it is installed (Debian: `apt-get install
// wrk`), else autocannon. autocannon decodes every answer's body into a string, which for the 37.5 KB
// list costs it more than the server spends answering: with it, the list's figure is the generator's
// limit, not the server's (the server's CPU time per answer, printed beside, shows it idling). wrk
// reads answers in C and keeps the server's one thread saturated on every route.
import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildApp } from '../../apps/api/src/app';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { seedDatabase } from '../../apps/api/src/db/seed/seed-database';

const seconds = Number(process.argv[2] ?? 4);
const connections = 50;
const ROUNDS = 5;
const run = promisify(execFile);

interface Load {
  route: string;
  url: string;
  headers?: Record<string, string>;
}

/** What a load generator reports for one run. */
interface Generated {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Figures extends Generated {
  route: string;
  /** The server process's CPU time per answer, in µs (the generator's is in its own process). */
  cpuMicroseconds: number;
}

const hasWrk = spawnSync('wrk', ['--version']).error === undefined;

/** A wrk duration ("812.00us", "1.53ms", "2.01s") in ms. */
function wrkMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) return Number.NaN;
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm'];
  return Number(match[1]) * scale;
}

async function withWrk(url: string, headers: Record<string, string>, duration: number): Promise<Generated> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const args = ['-t1', `-c${connections}`, `-d${duration}s`, '--latency', ...headerArgs, url];
  const { stdout } = await run('wrk', args);
  const number = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? Number.NaN);
  // wrk prints these two lines only when there is something to count.
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const refused = /Non-2xx or 3xx responses: (\d+)/.exec(stdout);
  return {
    requests: number(/(\d+) requests in/),
    requestsPerSecond: Math.round(number(/Requests\/sec:\s+([\d.]+)/)),
    p50: wrkMs(/^\s+50%\s+(\S+)$/m.exec(stdout)?.[1] ?? ''),
    p99: wrkMs(/^\s+99%\s+(\S+)$/m.exec(stdout)?.[1] ?? ''),
    errors: (socketErrors?.slice(1).reduce((sum, n) => sum + Number(n), 0) ?? 0) + Number(refused?.[1] ?? 0),
  };
}

/** The part of autocannon's `--json` report read here. */
interface AutocannonReport {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  errors: number;
  non2xx: number;
  '3xx': number;
}

async function withAutocannon(
  url: string,
  headers: Record<string, string>,
  duration: number,
): Promise<Generated> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}=${value}`]);
  const cli = require.resolve('autocannon/autocannon.js');
  const args = [cli, '-c', String(connections), '-d', String(duration), '--json', ...headerArgs, url];
  const { stdout } = await run(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const report = JSON.parse(stdout) as AutocannonReport;
  return {
    requests: report.requests.total,
    requestsPerSecond: Math.round(report.requests.average),
    p50: report.latency.p50,
    p99: report.latency.p99,
    // autocannon counts a 304 as non-2xx; it is the answer asked for here.
    errors: report.errors + report.non2xx - report['3xx'],
  };
}

async function load({ route, url, headers = {} }: Load, duration: number): Promise<Figures> {
  const cpuBefore = process.cpuUsage();
  const generated = await (hasWrk ? withWrk : withAutocannon)(url, headers, duration);
  const cpu = process.cpuUsage(cpuBefore);
  return { route, ...generated, cpuMicroseconds: (cpu.user + cpu.system) / Math.max(1, generated.requests) };
}

async function main(): Promise<void> {
  const url = process.env['DATABASE_URL'];
  const database = await openDatabase(
    url ? { kind: 'postgres', url, poolSize: 10 } : { kind: 'pglite', dataDir: null },
  );
  await migrateDatabase(database, path.join(process.cwd(), 'apps', 'api', 'src', 'db', 'migrations'));
  await seedDatabase(database.db, new Date());
  const app = await buildApp({
    database,
    dataKey: randomBytes(32),
    cacheTtlMs: Number(process.env['CACHE_TTL_MS'] ?? 60_000),
  });
  app.get('/bench/constant', async () => ({ ok: true, shop: 'maplepack', version: '1.5' }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });

  const productsUrl = `${address}/api/v1/products?per_page=50`;
  const etag = (await fetch(productsUrl)).headers.get('etag') ?? '';
  const loads: Load[] = [
    { route: 'constant JSON', url: `${address}/bench/constant` },
    { route: 'GET /api/v1/products?per_page=50', url: productsUrl },
    // As a browser asks: compressed, then revalidated with the ETag it kept (issue 17).
    { route: '  … Accept-Encoding: br, gzip', url: productsUrl, headers: { 'accept-encoding': 'br, gzip' } },
    { route: '  … If-None-Match (304)', url: productsUrl, headers: { 'if-none-match': etag } },
  ];
  // Warm every path (JIT, cache) before measuring: a path measured cold pays its compilation.
  for (const each of loads) await load(each, 3);
  // Rounds of all four, interleaved, so a burst of other work on the machine lands on one round
  // rather than on one route; the ratios are the rounds' median.
  const rounds: Figures[][] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const figures: Figures[] = [];
    for (const each of loads) figures.push(await load(each, seconds));
    rounds.push(figures);
  }
  await app.close();
  await database.close();

  const generator = hasWrk ? 'wrk' : 'autocannon (its body decoding limits the list: install wrk)';
  const where = `${database.kind}${url ? '' : ' (in memory)'}`;
  console.log(
    `api: ${connections} connections, ${ROUNDS} rounds of ${seconds} s per route, ${where}, load by ${generator}`,
  );
  const ratios = rounds.map((figures, index) => {
    console.log(`round ${index + 1}`);
    for (const f of figures) {
      const cpu = `server CPU ${f.cpuMicroseconds.toFixed(0)} µs/answer`;
      console.log(
        `  ${f.route.padEnd(36)} ${String(f.requestsPerSecond).padStart(7)} req/s   ${cpu.padEnd(26)} p50 ${f.p50} ms   p99 ${f.p99} ms   errors ${f.errors}`,
      );
    }
    const [constant, ...list] = figures as [Figures, ...Figures[]];
    return list.map((f) => f.requestsPerSecond / constant.requestsPerSecond);
  });
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;
  const [plain, compressed, revalidated] = [0, 1, 2].map((i) => median(ratios.map((r) => r[i] ?? 0)));
  const each = (i: number) => ratios.map((r) => (r[i] ?? 0).toFixed(2)).join(', ');
  console.log(
    `  products / constant throughput ratio: ${plain?.toFixed(2)} (rounds ${each(0)}); compressed ${compressed?.toFixed(2)} (${each(1)}), revalidated (304) ${revalidated?.toFixed(2)} (${each(2)})`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
