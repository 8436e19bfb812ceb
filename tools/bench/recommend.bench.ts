/**
 * Times `recommend` over 1,000 generated complete survey v1.5 answer sets (seeded, so every run
 * times the same people). Run from the repo root: `node tools/bench/run.mjs recommend`.
 */
import fc from 'fast-check';
import { recommend } from '@maplepack/recommendation';
import { arbCompleteAnswers } from '@maplepack/recommendation/testing';

const SEED = 20261121;
const PROFILES = 1000;
const WARM_UP_PASSES = 2;
const ROUNDS = 5;
const TARGET_MS = 2;

const inputs = fc.sample(arbCompleteAnswers(), { seed: SEED, numRuns: PROFILES });

function onePass(timings?: number[]): void {
  for (const input of inputs) {
    const start = performance.now();
    const result = recommend(input);
    const elapsed = performance.now() - start;
    if (!result.ok) throw new Error(`recommend refused a generated answer set: ${result.message}`);
    timings?.push(elapsed);
  }
}

for (let i = 0; i < WARM_UP_PASSES; i += 1) onePass();

const all: number[] = [];
const roundMeans: number[] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  const timings: number[] = [];
  onePass(timings);
  roundMeans.push(timings.reduce((a, b) => a + b, 0) / timings.length);
  all.push(...timings);
}

const sorted = [...all].sort((a, b) => a - b);
const percentile = (p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const mean = all.reduce((a, b) => a + b, 0) / all.length;
const ms = (n: number) => n.toFixed(3);

console.log(
  `recommend: ${PROFILES} profiles (seed ${SEED}), ${WARM_UP_PASSES} warm-up passes, ${ROUNDS} timed rounds`,
);
console.log(`  round means (ms/profile): ${roundMeans.map(ms).join(', ')}`);
console.log(
  `  mean ${ms(mean)} ms/profile   p50 ${ms(percentile(50))}   p95 ${ms(percentile(95))}   p99 ${ms(percentile(99))}   max ${ms(sorted[sorted.length - 1] ?? 0)}`,
);
console.log(
  `  target < ${TARGET_MS} ms/profile: ${mean < TARGET_MS && percentile(95) < TARGET_MS ? 'met' : 'MISSED'}`,
);
