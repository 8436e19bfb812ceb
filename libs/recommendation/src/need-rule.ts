import type { Profile } from './profile';

export type Tier = 1 | 2 | 3;

/**
 * A reason to recommend something: when any of `tags` was collected from the answers (or always,
 * when `tags` is empty) and `applies` holds, the first candidate that is safe for the person and
 * keeps the pack under every upper limit is recommended in `tier`.
 */
export interface NeedRule {
  id: string;
  tags: readonly string[];
  /** The rule does not apply when any of these tags was collected. */
  unlessTags?: readonly string[];
  /** Extra condition on the person (age, sex, pregnancy, medications). */
  applies?: (profile: Profile) => boolean;
  /**
   * Candidates in order of preference: a number is a product id, a string an ingredient key (the
   * products whose main ingredient it is, by id). E.g. fish oil, then algae omega-3.
   */
  candidates: readonly (number | string)[];
  tier: Tier;
  /**
   * Why this product helps, in plain words. When tags triggered the rule, the shown reason starts
   * with what the person told us ("You told us you sleep poorly. …", see tag-phrases);
   * `{medication}` is replaced by the medication that triggered it.
   */
  reason: string;
}

/** What the answers say, ready for the rules: tags and, per tag, the answer that gave it. */
export interface Signals {
  tags: ReadonlySet<string>;
  /** Tag → the person's own words (the label of the choice they picked). */
  evidence: ReadonlyMap<string, string>;
}
