import type { Signals, Tier } from './need-rule';

const CONCERN_TAGS = [
  'ConcernHormones',
  'ConcernGut',
  'ConcernBonesJoints',
  'ConcernSkinHairNails',
  'ConcernImmunity',
  'ConcernSleep',
  'ConcernEnergyStress',
  'ConcernMigraines',
  'ConcernCognition',
];

/**
 * The tier we suggest: the essentials when no concern was picked, Advanced Health for one to three
 * concerns, Complete Support for four or more. Someone who asked for as few pills as possible, or
 * is new to supplements, gets one tier less. A tier that adds nothing over the one below is never
 * suggested: the lowest tier with the same products is.
 */
export function recommendedTierFor(signals: Signals, added: Readonly<Record<Tier, number>>): Tier {
  const concerns = CONCERN_TAGS.filter((tag) => signals.tags.has(tag)).length;
  let tier: Tier = concerns === 0 ? 1 : concerns <= 3 ? 2 : 3;
  if ((signals.tags.has('FewerPills') || signals.tags.has('SupplementNewcomer')) && tier > 1)
    tier = (tier - 1) as Tier;
  while (tier > 1 && added[tier] === 0) tier = (tier - 1) as Tier;
  return tier;
}
