import fc from 'fast-check';

import { foldMedicationText } from './medication-text';

describe('foldMedicationText properties', () => {
  it('is idempotent and ignores letter case', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const folded = foldMedicationText(text);
        expect(foldMedicationText(folded)).toBe(folded);
        expect(foldMedicationText(text.toUpperCase())).toBe(foldMedicationText(text.toLowerCase()));
      }),
    );
  });
});
