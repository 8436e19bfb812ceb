import { spawnSync } from 'node:child_process';
import path from 'node:path';

const script = path.join(__dirname, '..', 'price-order-size.mjs');
const BUDGET_BYTES = 30 * 1024;

describe('@maplepack/pricing in another app', () => {
  it('costs at most 30 KB gzip in a browser bundle that imports priceOrder alone', () => {
    const result = spawnSync(process.execPath, [script, '--json', '--why'], { encoding: 'utf8' });
    const lines = result.stdout.trim().split('\n');
    const cost = JSON.parse(lines[lines.length - 1] ?? '{}') as { gzip: number; minified: number };
    // Over the budget, the report names the biggest inputs: what dragged the size in.
    if (!(cost.gzip <= BUDGET_BYTES)) throw new Error(`priceOrder is over its budget\n${result.stdout}`);
    expect(cost.gzip).toBeLessThanOrEqual(BUDGET_BYTES);
    // The bundle does hold priceOrder (the entry logs it, so it cannot be shaken away).
    expect(result.stdout).toContain('libs/pricing/dist/totals.js');
    expect(result.status).toBe(0);
  });
});
