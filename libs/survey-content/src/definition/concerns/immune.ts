import { single, yesNo } from '../build-fields';
import { endsSection } from '../logic';
import { type ConcernSection } from './concern-section';

/** Strong Immune System: how often you get sick, how fast you recover, and how exposed you are. */
export const IMMUNE_SECTION: ConcernSection = {
  concernRef: 'concern_immune',
  tag: 'ConcernImmunity',
  label: 'Strong Immune System',
  fields: [
    single('immune_colds', {
      title: 'How many colds or flus do you catch in a year?',
      choices: [
        { ref: 'colds_zero_one', label: '0 to 1' },
        { ref: 'colds_two_three', label: '2 to 3' },
        { ref: 'colds_four_plus', label: '4 or more', tags: ['FrequentColds'] },
      ],
    }),
    yesNo('immune_recovery', {
      title: 'Does a cold usually take you more than a week to shake?',
      yesTags: ['SlowRecovery'],
    }),
    yesNo('immune_exposure', {
      title: 'Do you work in health care, with the public, or with young children?',
      yesTags: ['HighExposure'],
    }),
  ],
  logic: [endsSection('immune_exposure')],
};
