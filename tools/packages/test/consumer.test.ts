import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { DEFAULT_TAX_RULE, priceOrder, taxRulesInEffect } from '@maplepack/pricing';

const script = path.join(__dirname, '..', 'consumer-test.mjs');

interface ConsumerRun {
  esm: {
    totalCents: number;
    subtotalCents: number;
    walkEnd: string;
    recommendedTier: number | null;
    frenchReason: string | undefined;
    productName: string;
    misspelt: null;
  };
  cjs: { totalCents: number; splitPackId: number; recommendedTier: number | null };
  packages: string[];
  seconds: number;
}

// What the consumer's cart and single line cost, priced here from the sources.
function expectedTotal(lines: { productId: number; unitPriceCents: number; amQty: number; pmQty: number }[]) {
  const taxes = taxRulesInEffect('2026-11-21');
  return priceOrder({
    mode: 'guest',
    lines: lines.map((line) => ({ ...line, categoryIds: [] })),
    oldPackSubtotalCents: 0,
    coupons: [],
    location: { country: 'CA', state: 'ON' },
    shipping: { rateCents: 1000, extraFeeCents: 0, freeShippingMinCents: 5000 },
    campaign: null,
    taxRules: taxes.ok ? taxes.rules : [DEFAULT_TAX_RULE],
  }).totalCents;
}

describe('another app installs the packed libs', () => {
  it('type-checks strictly without skipLibCheck and runs as ES modules and through require', () => {
    const result = spawnSync(process.execPath, [script], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    if (result.status !== 0) throw new Error(`${result.stdout}\n${result.stderr}`);
    const lines = result.stdout.trim().split('\n');
    const run = JSON.parse(lines[lines.length - 1] ?? '{}') as ConsumerRun;

    expect(run.packages).toHaveLength(14);
    expect(run.packages).not.toContain('@maplepack/ui');
    expect(run.esm).toEqual({
      // Vitamin D 2 × 150 and fish oil 2 × 450, as the cart lib hands them to pricing.
      subtotalCents: 1200,
      totalCents: expectedTotal([
        { productId: 1, unitPriceCents: 150, amQty: 2, pmQty: 0 },
        { productId: 2, unitPriceCents: 450, amQty: 1, pmQty: 1 },
      ]),
      walkEnd: 'submit',
      recommendedTier: expect.any(Number),
      frenchReason: expect.stringMatching(/^Une multivitamine quotidienne conçue pour les femmes/),
      productName: 'Vitamin D3',
      misspelt: null,
    });
    expect(run.cjs).toEqual({
      totalCents: expectedTotal([{ productId: 11, unitPriceCents: 150, amQty: 2, pmQty: 0 }]),
      splitPackId: 1593,
      // consent declined: the walk exits, nothing is recommended
      recommendedTier: null,
    });
  }, 240_000);
});
