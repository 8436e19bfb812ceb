import { z } from 'zod';
import { objectEntries, readVersioned } from './stored-json';
import {
  DEFAULT_TIER,
  EMPTY_TIERS,
  TIER_NUMBERS,
  tierNumberSchema,
  tierProductSchema,
  type TierMap,
  type TierNumber,
  type TierProduct,
} from './tiers';

/** Browser-storage key of the second cart object: firstName, selectedTier, tiers, recommendedTier. */
export const TIERS_STORAGE_KEY = 'maplepack.cart-tiers';
export const TIERS_STORAGE_VERSION = 1;

export interface StoredTierState {
  readonly firstName: string;
  readonly selectedTier: TierNumber;
  readonly tiers: TierMap;
  readonly recommendedTier: TierNumber;
}

export const EMPTY_STORED_TIER_STATE: StoredTierState = {
  firstName: '',
  selectedTier: DEFAULT_TIER,
  tiers: EMPTY_TIERS,
  recommendedTier: DEFAULT_TIER,
};

export function serializeTierState(state: StoredTierState): string {
  const { firstName, selectedTier, tiers, recommendedTier } = state;
  return JSON.stringify({ version: TIERS_STORAGE_VERSION, firstName, selectedTier, tiers, recommendedTier });
}

function parseTierList(value: unknown): TierProduct[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const parsed = tierProductSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * Reads the stored tier object. Never throws: each field falls back to its default on its own
 * (firstName '', tiers empty, selected and recommended tier 1), and a corrupt tier product is
 * dropped from its list. The lists are returned as stored; callers make them cumulative.
 */
export function parseStoredTierState(text: string | null | undefined): StoredTierState {
  const stored = readVersioned(text, TIERS_STORAGE_VERSION);
  if (stored === undefined) return EMPTY_STORED_TIER_STATE;
  const tierField = Object.fromEntries(objectEntries(stored['tiers']));
  const tiers: TierMap = { 1: [], 2: [], 3: [] };
  for (const tier of TIER_NUMBERS) tiers[tier] = parseTierList(tierField[String(tier)]);
  const tierOr1 = tierNumberSchema.catch(DEFAULT_TIER);
  return {
    firstName: z.string().catch('').parse(stored['firstName']),
    selectedTier: tierOr1.parse(stored['selectedTier']),
    tiers,
    recommendedTier: tierOr1.parse(stored['recommendedTier']),
  };
}
