import { multi, single, yesNo } from '../build-fields';
import { answered, endsSection, picked, toField } from '../logic';
import { type ConcernSection } from './concern-section';

/**
 * Migraines and Headaches. 'No, Never' ends the section at once; the medication questions matter
 * because triptans and preventives interact with some supplements (5-HTP, St. John's wort).
 */
export const MIGRAINES_SECTION: ConcernSection = {
  concernRef: 'concern_migraines',
  tag: 'ConcernMigraines',
  label: 'Migraines and Headaches',
  fields: [
    single('migraines_any', {
      title: 'Do you get migraines or frequent headaches?',
      choices: [
        { ref: 'migraines_yes', label: 'Yes', tags: ['Migraine'] },
        { ref: 'migraines_never', label: 'No, Never' },
      ],
    }),
    single('migraines_frequency', {
      title: 'How often do they happen?',
      choices: [
        { ref: 'migraines_one_to_three', label: '1 to 3 times a month' },
        { ref: 'migraines_more_than_three', label: 'More than 3 times a month', tags: ['FrequentMigraine'] },
      ],
    }),
    yesNo('migraines_prescription', {
      title: 'Do you take a prescription medication for them?',
      yesTags: ['MigraineMedication'],
    }),
    multi('migraines_medication_type', {
      title: 'Which kind of medication do you take?',
      description: 'Choose all that apply.',
      columns: 1,
      choices: [
        { ref: 'migraine_med_triptan', label: 'A triptan, like Imitrex, Maxalt or Zomig', tags: ['Triptan'] },
        {
          ref: 'migraine_med_preventive',
          label: 'A daily preventive, like propranolol, amitriptyline or topiramate',
          tags: ['MigrainePreventive'],
        },
        { ref: 'migraine_med_cgrp', label: 'A CGRP medication, like Aimovig, Emgality or Nurtec' },
        { ref: 'migraine_med_unsure', label: "I'm not sure" },
      ],
    }),
  ],
  logic: [
    // A cumulative rule whose action comes first: 'No, Never' leaves the section, 'Yes' does not.
    endsSection('migraines_any', toField('migraines_frequency', picked('migraines_any', 'migraines_yes'))),
    endsSection(
      'migraines_prescription',
      toField('migraines_medication_type', answered('migraines_prescription', true)),
    ),
    endsSection('migraines_medication_type'),
  ],
};
