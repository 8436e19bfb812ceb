// The shop API under load on loopback: the products list (PostgreSQL or PGlite behind the cache)
// against a constant JSON route registered in the same server, in the same run, so the ratio says
// what the database and serialisation cost; then the list as a browser asks for it (compressed, and
// revalidated with its ETag). Usage: node tools/bench/run.mjs api [seconds]
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../apps/api/src/app';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { seedDatabase } from '../../apps/api/src/db/seed/seed-database';

const seconds = Number(process.argv[2] ?? 10);
const connections = 50;

interface Figures {
  route: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, route: string, headers: Record<string, string> = {}): Promise<Figures> {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    route,
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
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

  // Warm up both routes (JIT, cache) before measuring.
  await autocannon({ url: `${address}/bench/constant`, connections: 10, duration: 2 });
  await autocannon({ url: `${address}/api/v1/products?per_page=50`, connections: 10, duration: 2 });

  const productsUrl = `${address}/api/v1/products?per_page=50`;
  const constant = await load(`${address}/bench/constant`, 'constant JSON');
  const products = await load(productsUrl, 'GET /api/v1/products?per_page=50');
  // As a browser asks: compressed, then revalidated with the ETag it kept (issue 17).
  const compressed = await load(productsUrl, '  … Accept-Encoding: br, gzip', {
    'accept-encoding': 'br, gzip',
  });
  const etag = (await fetch(productsUrl)).headers.get('etag') ?? '';
  const revalidated = await load(productsUrl, '  … If-None-Match (304)', { 'if-none-match': etag });
  await app.close();
  await database.close();

  console.log(
    `api: ${connections} connections, ${seconds} s per route, ${database.kind}${url ? '' : ' (in memory)'}`,
  );
  for (const f of [constant, products, compressed, revalidated]) {
    console.log(
      `  ${f.route.padEnd(36)} ${String(f.requestsPerSecond).padStart(7)} req/s   p50 ${f.p50} ms   p99 ${f.p99} ms   errors ${f.errors}   non-2xx ${f.non2xx}`,
    );
  }
  const ratio = (f: Figures) => (f.requestsPerSecond / constant.requestsPerSecond).toFixed(2);
  console.log(`  products / constant throughput ratio: ${ratio(products)}`);
  console.log(`  compressed ${ratio(compressed)}, revalidated (304) ${ratio(revalidated)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
