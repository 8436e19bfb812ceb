import { multi, yesNo } from '../build-fields';
import { endsSection } from '../logic';
import { type ConcernSection } from './concern-section';

/** Cognition & Brain Health. */
export const COGNITION_SECTION: ConcernSection = {
  concernRef: 'concern_cognition',
  tag: 'ConcernCognition',
  label: 'Cognition & Brain Health',
  fields: [
    multi('cognition_concerns', {
      title: 'What would you like help with?',
      description: 'Choose all that apply.',
      choices: [
        { ref: 'cognition_memory', label: 'Forgetfulness', tags: ['Forgetfulness'] },
        { ref: 'cognition_focus', label: 'Staying focused', tags: ['PoorFocus'] },
        { ref: 'cognition_fog', label: 'Brain fog', tags: ['BrainFog'] },
        { ref: 'cognition_mood', label: 'Low mood', tags: ['LowMood'] },
        { ref: 'cognition_sharp', label: 'Just staying sharp' },
      ],
    }),
    yesNo('cognition_family_history', {
      title: 'Is there a family history of memory loss or dementia?',
      yesTags: ['FamilyHistoryDementia'],
    }),
  ],
  logic: [endsSection('cognition_family_history')],
};
