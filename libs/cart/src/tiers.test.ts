import {
  normalizeTiers,
  productsInHigherTiers,
  tierInfo,
  TIERS,
  withTierDeleted,
  type TierProduct,
} from './tiers';

const p = (id: number, deleted = false): TierProduct => ({
  id,
  name: `P${id}`,
  reason: `because ${id}`,
  priceCents: 100 * id,
  am: 1,
  pm: 0,
  deleted,
});
const ids = (list: readonly TierProduct[]): number[] => list.map((product) => product.id);

describe('tier names and colours', () => {
  it.each([
    [1, 'The Essentials', 'Essentials'],
    [2, 'Advanced Health', 'Advanced'],
    [3, 'Complete Support', 'Complete'],
  ] as const)('tier %i is %s (%s on mobile)', (tier, name, mobileName) => {
    expect(tierInfo(tier)).toMatchObject({ tier, name, mobileName });
  });

  it('has three distinct colours', () => {
    expect(new Set(TIERS.map((t) => t.color)).size).toBe(3);
    for (const t of TIERS) expect(t.color).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('normalizeTiers', () => {
  it('puts the lower tier products a higher tier lacks before its own', () => {
    const tiers = normalizeTiers({ 1: [p(1), p(2)], 2: [p(3)], 3: [p(4)] });
    expect([ids(tiers[1]), ids(tiers[2]), ids(tiers[3])]).toEqual([
      [1, 2],
      [1, 2, 3],
      [1, 2, 3, 4],
    ]);
  });

  it('returns lists that already are cumulative unchanged', () => {
    const tiers = { 1: [p(1)], 2: [p(1), p(2)], 3: [p(1), p(2), p(3)] };
    expect(normalizeTiers(tiers)).toEqual(tiers);
  });

  it('drops a duplicate inside one tier, keeping the first', () => {
    const tiers = normalizeTiers({ 1: [p(1), { ...p(1), reason: 'second' }], 2: [], 3: [] });
    expect(tiers[1]).toEqual([p(1)]);
  });

  it('skips empty tiers', () => {
    const tiers = normalizeTiers({ 1: [p(1)], 2: [], 3: [p(3)] });
    expect([ids(tiers[2]), ids(tiers[3])]).toEqual([[1], [1, 3]]);
  });
});

describe('productsInHigherTiers', () => {
  const tiers = normalizeTiers({ 1: [p(1)], 2: [p(2), p(3)], 3: [p(4), p(2)] });

  it.each([
    [1, [2, 3, 4]],
    [2, [4]],
    [3, []],
  ] as const)('above tier %i: %j', (selected, expected) => {
    expect(ids(productsInHigherTiers(tiers, selected))).toEqual(expected);
  });
});

describe('withTierDeleted', () => {
  it('flags the product in every tier and nothing else', () => {
    const tiers = withTierDeleted(normalizeTiers({ 1: [p(1)], 2: [p(2)], 3: [] }), 1, true);
    expect(tiers[1]).toEqual([p(1, true)]);
    expect(tiers[2]).toEqual([p(1, true), p(2)]);
    expect(tiers[3]).toEqual([p(1, true), p(2)]);
  });
});
