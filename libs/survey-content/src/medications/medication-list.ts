import { type Medication } from './medication';
import { frenchNamesOf } from './medication-aliases';
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

const aliasesByRef = new Map<string, readonly string[]>();
for (const medication of MEDICATIONS) {
  const names = frenchNamesOf(medication.label);
  if (names.length > 0) aliasesByRef.set(medication.ref, Object.freeze([...names]));
}

const byRef = new Map(MEDICATIONS.map((medication) => [medication.ref, medication]));
// Aliases first, so that a label would win over an alias folded the same (a test keeps them apart).
const byLabel = new Map<string, Medication>([
  ...MEDICATIONS.flatMap((medication) =>
    medicationAliases(medication).map((alias) => [foldMedicationText(alias), medication] as const),
  ),
  ...MEDICATIONS.map((medication) => [foldMedicationText(medication.label), medication] as const),
]);

/**
 * Other names of an entry, which find it as its label does: today the French generic names where
 * they differ from the English beyond accents (« Warfarine » for 'Warfarin'). Empty for most entries.
 */
export function medicationAliases(medication: Pick<Medication, 'ref'>): readonly string[] {
  return aliasesByRef.get(medication.ref) ?? [];
}

/** The entry with this ref (uuid, any letter case), or undefined. */
export function medicationByRef(ref: string): Medication | undefined {
  return byRef.get(ref.trim().toLowerCase());
}

/**
 * The entry whose label, or one of its aliases (the French generic name), equals this one ignoring
 * case, accents and punctuation, or undefined. An alias gives the entry itself: its ref, English label
 * and classes.
 */
export function medicationByLabel(label: string): Medication | undefined {
  return byLabel.get(foldMedicationText(label));
}

/**
 * Resolves what a person or a command line gives for a list_choice answer: a ref first, else a
 * label or alias. Undefined when none names an entry (callers report it; the list is closed).
 */
export function resolveMedication(refOrLabel: string): Medication | undefined {
  return medicationByRef(refOrLabel) ?? medicationByLabel(refOrLabel);
}
