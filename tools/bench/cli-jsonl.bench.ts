/**
 * `maplepack recommend --jsonl` and `maplepack price --jsonl`: cases per second of the real command,
 * as a domain engineer runs a batch (one process, one input per line, one output per line).
 * Inputs are generated with fixed seeds, so every run times the same cases: complete survey v1.5
 * answer sets (`arbCompleteAnswers`) for recommend; orders of 1 to 8 lines in every province, with
 * and without coupons and the seeded tax rules, for price.
 * Run from the repo root: `node tools/bench/run.mjs cli-jsonl [cases] [rounds]` (default 5000, 3).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { arbCompleteAnswers } from '@maplepack/recommendation/testing';

const CASES = Number(process.argv[2] ?? 5000);
const ROUNDS = Number(process.argv[3] ?? 3);
if (!Number.isInteger(CASES) || CASES < 1 || !Number.isInteger(ROUNDS) || ROUNDS < 1) {
  console.error('Usage: node tools/bench/run.mjs cli-jsonl [cases >= 1] [rounds >= 1]');
  process.exit(2);
}
const SEED = 20261121;
const root = process.cwd();
const bin = path.join(root, 'apps', 'cli', 'bin', 'maplepack.cjs');

const PROVINCES = ['on', 'qc', 'bc', 'ab', 'sk', 'mb', 'ns', 'nb', 'nl', 'pe', 'yt', 'nt', 'nu'];
const COUPONS = [
  { code: 'WELCOME10', amount: '10', discount_type: 'percent' },
  { code: 'FIVE', amount: '5.00', discount_type: 'fixed_cart', free_shipping: true },
  { code: 'PILL', amount: '0.50', discount_type: 'fixed_product', product_categories: [46] },
  { code: 'LATER', amount: '15', discount_type: 'recurring_percent' },
  { code: 'OLD', amount: '10', discount_type: 'percent', date_expires: '2026-01-01' },
];

/** A small seeded generator (mulberry32), so the price cases are the same on every run. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function priceCases(count: number): unknown[] {
  const next = random(SEED);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return Array.from({ length: count }, (_, i) => ({
    mode: i % 10 === 9 ? 'signedin' : 'guest',
    lines: Array.from({ length: 1 + Math.floor(next() * 8) }, (_unused, j) => ({
      productId: 2000 + j,
      unitPrice: `${1 + Math.floor(next() * 20)}.${pick(['00', '25', '50', '99'])}`,
      amQty: Math.floor(next() * 3),
      pmQty: 1 + Math.floor(next() * 2),
      categoryIds: [pick([46, 47, 48])],
    })),
    ...(i % 10 === 9 ? { oldPackSubtotal: '24.00' } : {}),
    coupons: next() < 0.6 ? [pick(COUPONS), ...(next() < 0.3 ? [pick(COUPONS)] : [])] : [],
    province: pick(PROVINCES),
    shipping: { rate: '9.50', extraFee: '0.00', freeShippingMin: '60.00' },
    date: '2026-11-21',
  }));
}

interface Round {
  seconds: number;
  casesPerSecond: number;
}

function runBatch(command: string, file: string, count: number): Round {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, [bin, command, '--jsonl', file], {
    encoding: 'utf8',
    maxBuffer: 1024 * 1024 * 1024,
    env: { ...process.env, TZ: 'UTC' },
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (run.status !== 0) throw new Error(`maplepack ${command} --jsonl exited ${run.status}: ${run.stderr}`);
  const lines = run.stdout.split('\n').filter((line) => line !== '');
  if (lines.length !== count) throw new Error(`${command}: ${lines.length} outputs for ${count} cases`);
  if (lines.some((line) => line.startsWith('{"error"'))) throw new Error(`${command}: a case was refused`);
  return { seconds, casesPerSecond: count / seconds };
}

const dir = mkdtempSync(path.join(root, 'tmp', 'cli-jsonl-'));
try {
  const inputs = {
    recommend: fc.sample(arbCompleteAnswers(), { seed: SEED, numRuns: CASES }),
    price: priceCases(CASES),
  };
  // Start-up alone (empty input): node, the bundle's freshness check and loading it.
  const empty = path.join(dir, 'empty.jsonl');
  writeFileSync(empty, '');
  runBatch('price', empty, 0); // warms the file cache and rebuilds the bundle if a source changed
  const startups = Array.from({ length: 3 }, () => runBatch('price', empty, 0).seconds).sort();
  const startup = startups[1] ?? 0;
  console.log(`maplepack --jsonl: ${CASES} cases per batch (seed ${SEED}), ${ROUNDS} rounds each`);
  console.log(`  start-up (empty batch, median of 3): ${(startup * 1000).toFixed(0)} ms`);
  for (const [command, cases] of Object.entries(inputs)) {
    const file = path.join(dir, `${command}.jsonl`);
    writeFileSync(file, cases.map((input) => JSON.stringify(input)).join('\n') + '\n');
    const rounds = Array.from({ length: ROUNDS }, () => runBatch(command, file, CASES));
    const best = rounds.reduce((a, b) => (a.seconds < b.seconds ? a : b));
    const median = [...rounds].sort((a, b) => a.seconds - b.seconds)[Math.floor(ROUNDS / 2)] ?? best;
    const perCase = ((median.seconds - startup) / CASES) * 1000;
    console.log(
      `  ${command.padEnd(9)} ${rounds.map((r) => Math.round(r.casesPerSecond)).join(', ')} cases/s ` +
        `(median ${Math.round(median.casesPerSecond)} cases/s, ${median.seconds.toFixed(2)} s; ` +
        `${perCase.toFixed(3)} ms per case after start-up)`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
