import { FRENCH_MEDICATION_NAMES } from './medication-names-fr';
import { foldMedicationText } from './medication-text';

const NAMES = new Map(
  Object.entries(FRENCH_MEDICATION_NAMES).map(([english, french]) => [
    foldMedicationText(english),
    french.split('|'),
  ]),
);

/** A part's first French name, its first letter in the part's case ('metformin' gives 'metformine'). */
function frenchPart(part: string): string {
  const french = NAMES.get(foldMedicationText(part))?.[0];
  if (french === undefined) return part;
  const first = part.charAt(0);
  return first === first.toLowerCase() ? french.charAt(0).toLowerCase() + french.slice(1) : french;
}

/**
 * The French names of the entry with this English label: its own (FRENCH_MEDICATION_NAMES), else, for
 * a combination written 'A-B', the parts' French names joined the same way when at least one part has
 * one ('Sitagliptin-metformin' gives 'Sitagliptine-metformine'), so a combination follows its parts.
 * Names equal to the label once folded are left out: the search and the lookups already find them.
 */
export function frenchNamesOf(label: string): readonly string[] {
  const folded = foldMedicationText(label);
  const own = NAMES.get(folded);
  const parts = label.split('-');
  const names =
    own ??
    (parts.length > 1 && parts.some((part) => NAMES.has(foldMedicationText(part)))
      ? [parts.map(frenchPart).join('-')]
      : []);
  return names.filter((name) => foldMedicationText(name) !== folded);
}
