import { type Medication } from './medication';
import { MEDICATION_ROWS } from './medication-list.data';
import { foldMedicationText } from './medication-text';

/**
 * The survey's medication list (spec §3), sorted by label: generic and brand names as separate
 * entries sharing a generic key and classes. Frozen, because every caller shares the one list.
 */
export const MEDICATIONS: readonly Medication[] = Object.freeze(
  MEDICATION_ROWS.map(([ref, label, generic, classes]) =>
    Object.freeze({ ref, label, generic, classes: Object.freeze([...classes]) as Medication['classes'] }),
  ),
);

const byRef = new Map(MEDICATIONS.map((medication) => [medication.ref, medication]));
const byLabel = new Map(MEDICATIONS.map((medication) => [foldMedicationText(medication.label), medication]));

/** The entry with this ref (uuid, any letter case), or undefined. */
export function medicationByRef(ref: string): Medication | undefined {
  return byRef.get(ref.trim().toLowerCase());
}

/** The entry whose label equals this one ignoring case, accents and punctuation, or undefined. */
export function medicationByLabel(label: string): Medication | undefined {
  return byLabel.get(foldMedicationText(label));
}

/**
 * Resolves what a person or a command line gives for a list_choice answer: a ref first, else a
 * label. Undefined when neither names an entry (callers report it; the list is closed).
 */
export function resolveMedication(refOrLabel: string): Medication | undefined {
  return medicationByRef(refOrLabel) ?? medicationByLabel(refOrLabel);
}
