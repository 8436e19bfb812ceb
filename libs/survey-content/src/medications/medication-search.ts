import { type Medication } from './medication';
import { MEDICATIONS, medicationAliases } from './medication-list';
import { foldMedicationText } from './medication-text';

/** How many results the search box shows when the caller does not say. */
export const DEFAULT_MEDICATION_SEARCH_LIMIT = 20;

/** A search result: the entry, and the name of it that matched (its label, or an alias such as « Warfarine »). */
export interface MedicationMatch {
  /** The entry found: its ref, English label and classes, as searchMedications gives it. */
  readonly medication: Medication;
  /** The name that matched best: the entry's label, or one of its aliases (« Warfarine »). */
  readonly matched: string;
}

interface Name {
  readonly key: string;
  readonly name: string;
}

// Folded once at load: a search is then one pass of string compares over ~2,100 short keys.
const INDEX: readonly { readonly medication: Medication; readonly names: readonly Name[] }[] =
  MEDICATIONS.map((medication) => ({
    medication,
    names: [medication.label, ...medicationAliases(medication)].map((name) => ({
      key: foldMedicationText(name),
      name,
    })),
  }));

function rankOf(key: string, needle: string): number {
  if (key === needle) return 0;
  if (key.startsWith(needle)) return 1;
  if (key.includes(` ${needle}`)) return 2;
  return key.includes(needle) ? 3 : -1;
}

/**
 * Searches the medication list for the list_choice search box, by label and by alias (the French
 * generic names), and says which name matched. Matching ignores case, accents and punctuation (see
 * foldMedicationText). Each entry comes once, ranked by its best name: the exact name, then names
 * starting with the query, then names with a word starting with it, then names containing it
 * elsewhere; within a rank, alphabetical by the name that matched (the label first on a tie). An
 * empty or blank query gives [] (the box shows nothing until the person types).
 *
 * @param limit most results returned: a non-negative integer, or Infinity for all matches.
 * @throws RangeError when limit is negative, fractional or NaN.
 */
export function searchMedicationMatches(
  query: string,
  limit: number = DEFAULT_MEDICATION_SEARCH_LIMIT,
): MedicationMatch[] {
  if (!(limit >= 0) || (Number.isFinite(limit) && !Number.isInteger(limit))) {
    throw new RangeError(`searchMedications: limit must be a non-negative integer, got ${limit}`);
  }
  const needle = foldMedicationText(query);
  if (needle === '' || limit === 0) return [];
  const ranks: { key: string; match: MedicationMatch }[][] = [[], [], [], []];
  for (const { medication, names } of INDEX) {
    let best: { rank: number; name: Name } | undefined;
    for (const name of names) {
      const rank = rankOf(name.key, needle);
      if (rank >= 0 && (best === undefined || rank < best.rank)) best = { rank, name };
    }
    if (best !== undefined) {
      ranks[best.rank]?.push({ key: best.name.key, match: { medication, matched: best.name.name } });
    }
  }
  // The list is sorted by folded label, so a rank of labels only is already in order.
  return ranks
    .flatMap((rank) => rank.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0)))
    .slice(0, limit)
    .map(({ match }) => match);
}

/**
 * The entries searchMedicationMatches finds, in its order: what the search box lists (each entry with
 * its English label; use searchMedicationMatches to show the French name a person typed).
 *
 * @param limit most results returned: a non-negative integer, or Infinity for all matches.
 * @throws RangeError when limit is negative, fractional or NaN.
 */
export function searchMedications(
  query: string,
  limit: number = DEFAULT_MEDICATION_SEARCH_LIMIT,
): Medication[] {
  return searchMedicationMatches(query, limit).map(({ medication }) => medication);
}
