import { INTERACTION_CLASSES, type InteractionClass } from './interaction-class';
import { type Medication } from './medication';
import { medicationByRef, resolveMedication } from './medication-list';

/** A list_choice answer item ({ ref, label }), or a bare ref or label. */
export type MedicationReference = string | { readonly ref: string; readonly label?: string };

function resolve(item: MedicationReference): Medication | undefined {
  if (typeof item === 'string') return resolveMedication(item);
  // A stored answer's ref is authoritative; its label only helps when the ref is unknown.
  return medicationByRef(item.ref) ?? (item.label === undefined ? undefined : resolveMedication(item.label));
}

/**
 * The interaction classes of the given medications, each once, in INTERACTION_CLASSES order.
 * Items that name no entry of the list add nothing (use resolveMedication to report them).
 */
export function classesOf(refsOrLabels: Iterable<MedicationReference>): InteractionClass[] {
  const found = new Set<InteractionClass>();
  for (const item of refsOrLabels) {
    for (const interactionClass of resolve(item)?.classes ?? []) found.add(interactionClass);
  }
  return INTERACTION_CLASSES.filter((interactionClass) => found.has(interactionClass));
}
