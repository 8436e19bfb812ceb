import { z } from 'zod';
import { allergenSchema } from '@maplepack/catalog';

/** A medication the person named, with the interaction classes the safety rules match on. */
export const profileMedicationSchema = z.object({
  label: z.string(),
  classes: z.array(z.string()),
});
export type ProfileMedication = z.infer<typeof profileMedicationSchema>;

/**
 * What the safety rules need to know about a person. It is derived from survey answers; the web
 * cart and the API (orders, plan updates, renewals) re-check a pack against it.
 */
export const profileSchema = z.object({
  /** Whole years on the day of the assessment; null when the birthday was not given. */
  age: z.number().int().nonnegative().nullable(),
  sex: z.enum(['female', 'male', 'other']).nullable(),
  pregnancy: z.enum(['none', 'trying', 'pregnant', 'breastfeeding']),
  allergies: z.array(allergenSchema),
  /** What supplements may contain: a vegan who accepts gelatin capsules counts as omnivore here. */
  diet: z.enum(['omnivore', 'pescatarian', 'vegetarian', 'vegan']),
  medications: z.array(profileMedicationSchema),
  smoker: z.boolean().default(false),
});
export type Profile = z.infer<typeof profileSchema>;

/** A person we know nothing about: no rule but the adult upper limits applies. */
export const EMPTY_PROFILE: Profile = {
  age: null,
  sex: null,
  pregnancy: 'none',
  allergies: [],
  diet: 'omnivore',
  medications: [],
  smoker: false,
};

/** Trying to conceive, pregnant or breastfeeding: the prenatal rules apply. */
export function isPrenatal(profile: Pick<Profile, 'pregnancy'>): boolean {
  return profile.pregnancy !== 'none';
}

export function takesClass(
  profile: Pick<Profile, 'medications'>,
  interactionClass: string,
): ProfileMedication[] {
  return profile.medications.filter((medication) => medication.classes.includes(interactionClass));
}
