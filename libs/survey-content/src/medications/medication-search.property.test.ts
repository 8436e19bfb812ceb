import fc from 'fast-check';

import { type Medication } from './medication';
import { MEDICATIONS } from './medication-list';
import { searchMedications } from './medication-search';
import { foldMedicationText } from './medication-text';

// Queries people type: a slice of a real label (often a hit), or free text (usually a miss).
const labelSlice = fc
  .tuple(fc.constantFrom(...MEDICATIONS), fc.nat(), fc.integer({ min: 1, max: 12 }))
  .map(([medication, start, length]) => {
    const from = start % medication.label.length;
    return medication.label.slice(from, from + length);
  });
const query = fc.oneof(labelSlice, fc.string({ maxLength: 6 }));

// A from-scratch reference: scan every label, no index, no early exit.
function rankOf(medication: Medication, needle: string): number {
  const key = foldMedicationText(medication.label);
  if (key === needle) return 0;
  if (key.startsWith(needle)) return 1;
  const words = key.split(' ');
  if (words.some((_, i) => i > 0 && words.slice(i).join(' ').startsWith(needle))) return 2;
  return key.includes(needle) ? 3 : -1;
}

const ACCENTED: Readonly<Record<string, string>> = { a: 'à', e: 'é', i: 'î', o: 'ô', u: 'ü', c: 'ç', n: 'ñ' };

describe('searchMedications properties', () => {
  it('returns exactly the labels containing the folded query, ranked, when unlimited', () => {
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
});
