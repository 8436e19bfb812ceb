import { type Medication } from './medication';
import { MEDICATIONS } from './medication-list';
import { foldMedicationText } from './medication-text';

/** How many results the search box shows when the caller does not say. */
export const DEFAULT_MEDICATION_SEARCH_LIMIT = 20;

// Folded once at load: a search is then one pass of string compares over ~1,900 short keys.
const INDEX: readonly { readonly key: string; readonly medication: Medication }[] = MEDICATIONS.map(
  (medication) => ({ key: foldMedicationText(medication.label), medication }),
);

/**
 * Searches the medication list for the list_choice search box. Matching ignores case, accents and
 * punctuation (see foldMedicationText). Results rank: the exact label, then labels starting with the
 * query, then labels with a word starting with it, then labels containing it elsewhere; within a rank,
 * alphabetical. An empty or blank query gives [] (the box shows nothing until the person types).
 *
 * @param limit most results returned: a non-negative integer, or Infinity for all matches.
 * @throws RangeError when limit is negative, fractional or NaN.
 */
export function searchMedications(
  query: string,
  limit: number = DEFAULT_MEDICATION_SEARCH_LIMIT,
): Medication[] {
  if (!(limit >= 0) || (Number.isFinite(limit) && !Number.isInteger(limit))) {
    throw new RangeError(`searchMedications: limit must be a non-negative integer, got ${limit}`);
  }
  const needle = foldMedicationText(query);
  if (needle === '' || limit === 0) return [];
  const wordStart = ` ${needle}`;
  const ranks: Medication[][] = [[], [], [], []];
  for (const { key, medication } of INDEX) {
    const rank =
      key === needle
        ? 0
        : key.startsWith(needle)
          ? 1
          : key.includes(wordStart)
            ? 2
            : key.includes(needle)
              ? 3
              : -1;
    if (rank >= 0) ranks[rank]?.push(medication);
  }
  return ranks.flat().slice(0, limit);
}
