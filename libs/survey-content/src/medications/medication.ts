import { z } from 'zod';

import { interactionClassSchema } from './interaction-class';

/** One searchable entry of the medication list: a generic name or a brand name. */
export const medicationSchema = z.strictObject({
  /** RFC 4122 version 5 uuid of the label (see MEDICATION_REF_NAMESPACE); stable across releases. */
  ref: z.uuid({ version: 'v5' }),
  /** What a person types and sees, as sold in Canada ('Zoloft', 'Sertraline'). */
  label: z.string().min(1),
  /** Lower-case key of the generic the entry stands for; a brand and its generic share it. */
  generic: z
    .string()
    .min(1)
    .refine((value) => value === value.toLowerCase(), 'generic must be lower-case'),
  /** Interaction classes, in INTERACTION_CLASSES order; empty when no safety rule concerns it. */
  classes: z.array(interactionClassSchema),
});
export type Medication = z.infer<typeof medicationSchema>;

/**
 * Namespace of the version 5 refs. Chosen once as uuidv5(URL namespace,
 * 'https://maplepack.ca/survey/medications'); changing it would orphan every stored answer.
 */
export const MEDICATION_REF_NAMESPACE = '0e3037ce-9a97-58c7-aceb-9f0f60abd658';
