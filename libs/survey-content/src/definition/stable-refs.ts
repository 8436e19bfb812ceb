/** Refs other programs rely on (CONTRACTS §2): never rename or drop one. */
export const STABLE_REFS = [
  'welcome',
  'intro',
  'part_1',
  'part_2',
  'part_3',
  'part_4',
  'name',
  'consent',
  'email',
  'birthday',
  'sex',
  'pregnancy_status',
  'allergies',
  'supplement_attitude',
  'concerns',
  'concerns_fallback',
  'medications',
  'medication_list',
  'pack_format',
  'final_consent',
  'exit_consent_declined',
  'exit_under_19',
  'exit_age',
  'caution_65_plus',
] as const;

export type StableRef = (typeof STABLE_REFS)[number];
