import { z } from 'zod';

export const tierNumberSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type TierNumber = z.infer<typeof tierNumberSchema>;

export const TIER_NUMBERS: readonly TierNumber[] = [1, 2, 3];

/** Default selected and recommended tier (spec §4 Cart). */
export const DEFAULT_TIER: TierNumber = 1;

export interface TierInfo {
  readonly tier: TierNumber;
  readonly name: string;
  /** The label on small screens. */
  readonly mobileName: string;
  /** Hex colour of the tier tab; the spec names three colours but not their values, so these are ours. */
  readonly color: string;
}

export const TIERS: readonly TierInfo[] = [
  { tier: 1, name: 'The Essentials', mobileName: 'Essentials', color: '#3d7a5a' },
  { tier: 2, name: 'Advanced Health', mobileName: 'Advanced', color: '#b06a1f' },
  { tier: 3, name: 'Complete Support', mobileName: 'Complete', color: '#6b4c9a' },
];

export function tierInfo(tier: TierNumber): TierInfo {
  const found = TIERS.find((info) => info.tier === tier);
  if (!found) throw new Error(`Unknown tier ${String(tier)}`);
  return found;
}

const pills = z.number().int().nonnegative();

/** A recommended product inside a tier: its doses in pills per day and the reason shown with it. */
export const tierProductSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  reason: z.string(),
  priceCents: z.number().int().nonnegative(),
  am: pills,
  pm: pills,
  /** Mirrors the cart entry's soft delete, so switching tiers back keeps a person's removals. */
  deleted: z.boolean().default(false),
});
export type TierProduct = z.infer<typeof tierProductSchema>;
export type TierProductInput = z.input<typeof tierProductSchema>;

/** Each tier's full product list; tier k+1 lists tier k's products too (see {@link normalizeTiers}). */
export const tierMapSchema = z.object({
  1: z.array(tierProductSchema),
  2: z.array(tierProductSchema),
  3: z.array(tierProductSchema),
});
export type TierMap = z.infer<typeof tierMapSchema>;
export type TierMapInput = z.input<typeof tierMapSchema>;

export const EMPTY_TIERS: TierMap = { 1: [], 2: [], 3: [] };

function uniqueById(products: readonly TierProduct[]): TierProduct[] {
  const seen = new Set<number>();
  const unique: TierProduct[] = [];
  for (const product of products) {
    if (seen.has(product.id)) continue;
    seen.add(product.id);
    unique.push(product);
  }
  return unique;
}

/**
 * Makes the tier lists cumulative: each tier keeps its own list (first occurrence of an id wins),
 * preceded by the lower tier's products it lacks, so the essentials read first. Lists that already
 * are cumulative come back equal, so it is safe to apply to whatever the recommendation sends.
 */
export function normalizeTiers(tiers: TierMap): TierMap {
  const one = uniqueById(tiers[1]);
  const cumulate = (own: readonly TierProduct[], lower: readonly TierProduct[]): TierProduct[] => {
    const list = uniqueById(own);
    const ids = new Set(list.map((product) => product.id));
    return [...lower.filter((product) => !ids.has(product.id)), ...list];
  };
  const two = cumulate(tiers[2], one);
  const three = cumulate(tiers[3], two);
  return { 1: one, 2: two, 3: three };
}

/**
 * Products a higher tier would add: gathered from every tier above `selected`, in tier order,
 * leaving out those already in the selected tier and duplicates.
 */
export function productsInHigherTiers(tiers: TierMap, selected: TierNumber): TierProduct[] {
  const inSelected = new Set(tiers[selected].map((product) => product.id));
  const above = TIER_NUMBERS.filter((tier) => tier > selected).flatMap((tier) => tiers[tier]);
  return uniqueById(above.filter((product) => !inSelected.has(product.id)));
}

/** A copy of the tiers with `deleted` set on every listing of one product. */
export function withTierDeleted(tiers: TierMap, productId: number, deleted: boolean): TierMap {
  const mark = (list: readonly TierProduct[]): TierProduct[] =>
    list.map((product) =>
      product.id === productId && product.deleted !== deleted ? { ...product, deleted } : product,
    );
  return { 1: mark(tiers[1]), 2: mark(tiers[2]), 3: mark(tiers[3]) };
}
