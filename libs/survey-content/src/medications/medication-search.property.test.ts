import fc from 'fast-check';

import { type Medication } from './medication';
import { MEDICATIONS, medicationAliases } from './medication-list';
import { searchMedicationMatches, searchMedications } from './medication-search';
import { foldMedicationText } from './medication-text';

const namesOf = (medication: Medication) => [medication.label, ...medicationAliases(medication)];
const ALIASED = MEDICATIONS.filter((medication) => medicationAliases(medication).length > 0);

// Queries people type: a slice of a real label or French name (often a hit), or free text (usually a miss).
const labelSlice = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(...MEDICATIONS).map((m) => m.label),
      fc.constantFrom(...ALIASED.flatMap(medicationAliases)),
    ),
    fc.nat(),
    fc.integer({ min: 1, max: 12 }),
  )
  .map(([name, start, length]) => {
    const from = start % name.length;
    return name.slice(from, from + length);
  });
const query = fc.oneof(labelSlice, fc.string({ maxLength: 6 }));

// A from-scratch reference: scan every name, no index, no early exit; an entry ranks by its best name.
function rankOf(medication: Medication, needle: string): number {
  const ranks = namesOf(medication)
    .map((name) => nameRank(name, needle))
    .filter((rank) => rank >= 0);
  return ranks.length === 0 ? -1 : Math.min(...ranks);
}

function nameRank(name: string, needle: string): number {
  const key = foldMedicationText(name);
  if (key === needle) return 0;
  if (key.startsWith(needle)) return 1;
  const words = key.split(' ');
  if (words.some((_, i) => i > 0 && words.slice(i).join(' ').startsWith(needle))) return 2;
  return key.includes(needle) ? 3 : -1;
}

const ACCENTED: Readonly<Record<string, string>> = { a: 'à', e: 'é', i: 'î', o: 'ô', u: 'ü', c: 'ç', n: 'ñ' };

describe('searchMedications properties', () => {
  it('returns exactly the entries with a label or French name containing the folded query, ranked, when unlimited', () => {
    fc.assert(
      fc.property(query, (q) => {
        const needle = foldMedicationText(q);
        const results = searchMedications(q, Infinity);
        if (needle === '') return results.length === 0;
        const expected = MEDICATIONS.filter((m) => rankOf(m, needle) >= 0);
        expect(new Set(results)).toEqual(new Set(expected));
        expect(results).toHaveLength(expected.length);
        const ranks = results.map((m) => rankOf(m, needle));
        expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
        for (const { medication, matched } of searchMedicationMatches(q, Infinity)) {
          expect(namesOf(medication)).toContain(matched);
          expect(nameRank(matched, needle)).toBe(rankOf(medication, needle));
        }
        return true;
      }),
    );
  });

  it('a limit keeps the first results of the unlimited search', () => {
    fc.assert(
      fc.property(query, fc.nat({ max: 40 }), (q, limit) => {
        expect(searchMedications(q, limit)).toEqual(searchMedications(q, Infinity).slice(0, limit));
      }),
    );
  });

  it('ignores letter case and accents in the query', () => {
    fc.assert(
      fc.property(labelSlice, (q) => {
        const decorated = [...q.toUpperCase()].map((ch) => ACCENTED[ch.toLowerCase()] ?? ch).join('');
        expect(searchMedications(decorated, Infinity)).toEqual(searchMedications(q, Infinity));
      }),
    );
  });

  it('finds any entry by its full label, first', () => {
    fc.assert(
      fc.property(fc.constantFrom(...MEDICATIONS), (medication) => {
        expect(searchMedications(medication.label, 1)).toEqual([medication]);
        expect(searchMedications(medication.label.toLowerCase(), 1)).toEqual([medication]);
      }),
    );
  });

  it('finds any entry by any of its French names, first', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALIASED), fc.nat(), (medication, i) => {
        const aliases = medicationAliases(medication);
        const alias = aliases[i % aliases.length] ?? '';
        expect(searchMedicationMatches(alias, 1)).toEqual([{ medication, matched: alias }]);
      }),
    );
  });
});
